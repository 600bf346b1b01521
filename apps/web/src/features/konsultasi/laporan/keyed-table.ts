import { useMemo } from 'react';
import type { TableQueryHandle } from '../../../components/table/useTableQuery';

/**
 * A list whose rows have no `id` of their own (a report row is a class group's or a student's
 * counts), keyed by the field that identifies them, as TablePage keys its rows by `id`.
 */
export function useKeyedTable<Row, K extends keyof Row>(table: TableQueryHandle<Row>, key: K): TableQueryHandle<Row & { id: Row[K] }> {
  const rows = useMemo(() => table.rows.map((row) => ({ ...row, id: row[key] })), [table.rows, key]);
  return { ...table, rows };
}
