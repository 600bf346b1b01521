import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { EMPTY_LIST_TEXT, cellOf, type NameColumn, type TableColumn } from './table-columns';

type Props<Row> = {
  rows: Row[];
  rowKey: (row: Row) => string | number;
  number: (index: number) => number;
  name: NameColumn<Row>;
  columns: TableColumn<Row>[];
  /** The row's menu, at the card's top right. */
  actions?: (row: Row) => ReactNode;
  /** Under the values, e.g. who changed the row last; nothing when it gives nothing. */
  footer?: (row: Row) => ReactNode;
  loading: boolean;
  label: string;
};

function CardFooter({ children }: { children: ReactNode }) {
  return children ? <div className="table-card-footer">{children}</div> : null;
}

/** A phone's list: one compact card per row, its name as the title and every column as a labelled line. */
export function TableCards<Row>({ rows, rowKey, number, name, columns, actions, footer, loading, label }: Props<Row>) {
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_LIST_TEXT} />
      ) : (
        <ul className="table-cards" aria-label={label}>
          {rows.map((row, index) => (
            <li key={rowKey(row)} className="table-card">
              <div className="table-card-head">
                <span className="table-card-number">{number(index)}</span>
                <strong className="table-card-title">{name.render?.(row) ?? name.value(row)}</strong>
                {actions?.(row)}
              </div>
              <dl className="table-card-values">
                {columns.map((column) => (
                  <div key={column.key}>
                    <dt>{column.title}</dt>
                    <dd>{cellOf(column, row)}</dd>
                  </div>
                ))}
              </dl>
              <CardFooter>{footer?.(row)}</CardFooter>
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
