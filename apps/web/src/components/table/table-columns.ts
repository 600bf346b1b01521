import type { ReactNode } from 'react';

/** One column of a list: a desktop table column, a label and value on a phone's card. */
export type TableColumn<Row> = {
  key: string;
  title: string;
  /** The cell; without it, the row's field named `key`. An empty cell shows '-'. */
  render?: (row: Row) => ReactNode;
  /** Keeps the cell on one line on a desktop (an amount, a date). */
  nowrap?: boolean;
};

/** The column that names each row: first on a desktop, the card's title on a phone, and the label of the row's menu. */
export type NameColumn<Row> = {
  title: string;
  value: (row: Row) => string;
  /** How the name shows where it is more than its text (a tag before it); the menu's label stays `value`. */
  render?: (row: Row) => ReactNode;
  /** Its key where it shows as a card's line (see `listLayout`). */
  key?: string;
};

/** A column that can also name the rows. */
export type KeyedName<Row> = NameColumn<Row> & { key: string };

/**
 * The name column and the columns after it as the device shows them. A desktop keeps the
 * spec's order, the name first. On a phone, where the name (the student, the school year)
 * would title every card alike, `cardTitle` titles the cards and the name becomes a line.
 */
export function listLayout<Row>(name: NameColumn<Row>, cardTitle: KeyedName<Row> | undefined, columns: TableColumn<Row>[], mobile: boolean) {
  if (!mobile || !cardTitle) return { name, columns };
  return {
    name: cardTitle as NameColumn<Row>,
    columns: [{ key: name.key ?? 'name', title: name.title, render: name.value }, ...columns.filter((column) => column.key !== cardTitle.key)],
  };
}

/** A list without rows (spec 02 section 8). */
export const EMPTY_LIST_TEXT = 'Data tidak ditemukan';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A column's cell for a row. */
export function cellOf<Row>(column: TableColumn<Row>, row: Row): ReactNode {
  const value = column.render ? column.render(row) : (row as Record<string, unknown>)[column.key];
  return isEmpty(value) ? '-' : (value as ReactNode);
}
