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
};

/** A list without rows (spec 02 section 8). */
export const EMPTY_LIST_TEXT = 'Data tidak ditemukan';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A column's cell for a row. */
export function cellOf<Row>(column: TableColumn<Row>, row: Row): ReactNode {
  const value = column.render ? column.render(row) : (row as Record<string, unknown>)[column.key];
  return isEmpty(value) ? '-' : (value as ReactNode);
}
