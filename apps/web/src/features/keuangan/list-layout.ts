import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { isMobileDevice } from '../../lib/device';

export type KeyedName<Row> = NameColumn<Row> & { key: string };

/**
 * A list's name column and the columns after it. A desktop keeps the spec's order, its first
 * column naming each row. On a phone that column (the student, the school year) would title
 * every card alike, so `cardTitle` titles the cards and the first column becomes a line.
 */
export function listLayout<Row>(first: KeyedName<Row>, cardTitle: KeyedName<Row>, columns: TableColumn<Row>[], mobile = isMobileDevice(navigator)) {
  if (!mobile) return { name: first as NameColumn<Row>, columns };
  return {
    name: cardTitle as NameColumn<Row>,
    columns: [{ key: first.key, title: first.title, render: first.value }, ...columns.filter((column) => column.key !== cardTitle.key)],
  };
}
