import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { mobile } from './mobile';

export type ReadItem = { label: string; value: ReactNode };

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** A titled list of label/value pairs for a read view; an empty value shows '-'. */
export function ReadList({ title, items, columns = 2 }: { title: ReactNode; items: ReadItem[]; columns?: number }) {
  const column = mobile ? 1 : columns;
  return (
    <Descriptions
      className="read-list"
      title={title}
      size="small"
      bordered
      column={column}
      // Labels and values take the same shares in every list, so they line up from one section to the next.
      styles={{ label: { width: `${40 / column}%` }, content: { width: `${60 / column}%` } }}
      items={items.map(({ label, value }) => ({ key: label, label, children: isEmpty(value) ? '-' : value }))}
    />
  );
}
