import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { mobile } from './mobile';
import { ReadList, type ReadItem } from './ReadList';

export type ReadSection = {
  title: string;
  items: ReadItem[];
  /** Beside the list on a desktop, above it on a phone. */
  aside?: ReactNode;
  /** Below the list (a map). */
  after?: ReactNode;
};

/** A read view's titled lists, one under the other, each a region named by its title. */
export function ReadSections({ sections }: { sections: ReadSection[] }) {
  return (
    <Flex vertical gap={24}>
      {sections.map(({ title, items, aside, after }) => (
        <section key={title} aria-label={title}>
          <Flex vertical={mobile} gap={mobile ? 16 : 24} align={mobile ? 'center' : 'flex-start'}>
            {aside}
            <div className="read-section-body">
              <ReadList title={title} items={items} />
            </div>
          </Flex>
          {after}
        </section>
      ))}
    </Flex>
  );
}

/**
 * The read items of a record's fields, each labelled by its field name's text: the field lists
 * of a read view as data. A value shown otherwise (a date, a list) is an item of its own.
 */
export const fieldItems =
  <L extends Record<string, string>>(labels: L) =>
  <T extends object>(record: T, names: readonly (keyof L & keyof T)[]): ReadItem[] =>
    names.map((name) => ({ label: labels[name], value: record[name] as ReactNode }));
