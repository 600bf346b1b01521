import type { TableResult } from '@madrasah/contract/table';

export type Pagination = { current: number; pageSize: number };

/** LIMIT and OFFSET of a page; pages are counted from 1. */
export const pageWindow = ({ current, pageSize }: Pagination) => ({ limit: pageSize, offset: (current - 1) * pageSize });

/** The `{ list, info }` answer every paged call gives. */
export const tableResult = <R>(list: R[], total: number, { current, pageSize }: Pagination): TableResult<R> => ({
  list,
  info: { total, current, pageSize },
});

/** `term` as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
