import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { mobile } from '../../components/mobile';
import { ReadList, type ReadItem } from '../../components/ReadList';

export type ReadSection = {
  title: string;
  items: ReadItem[];
  /** Beside the list on a desktop, above it on a phone. */
  aside?: ReactNode;
};

/** A read view's titled lists, one under the other, each a region named by its title. */
export function ReadSections({ sections }: { sections: ReadSection[] }) {
  return (
    <Flex vertical gap={24}>
      {sections.map(({ title, items, aside }) => (
        <section key={title} aria-label={title}>
          <Flex vertical={mobile} gap={mobile ? 16 : 24} align={mobile ? 'center' : 'flex-start'}>
            {aside}
            <div className="read-section-body">
              <ReadList title={title} items={items} />
            </div>
          </Flex>
        </section>
      ))}
    </Flex>
  );
}
