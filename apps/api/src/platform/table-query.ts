import { and, asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Endpoint, SortFieldOf } from '@madrasah/contract/endpoint';
import { MSG } from '@madrasah/contract/messages';
import type { TableResult } from '@madrasah/contract/table';
import { fieldError } from './errors.js';
import { containsPattern, pageWindow, tableResult, type Pagination } from './pagination.js';

/** What one table endpoint allows: the columns free text searches, and its sort fields by API name. */
export type TableSpec = {
  searchable: AnyPgColumn[];
  sortable: Record<string, AnyPgColumn>;
  /** Sort when the request names none; the spec's default is the creation order ('id'), newest first. */
  defaultSort?: { field: string; sort: 'ASC' | 'DESC' };
  /** A unique column ending every ORDER BY, so pages never overlap or skip rows. */
  tiebreak: AnyPgColumn;
  /**
   * Sorts as an index declared with `.desc()` reads (Drizzle writes it DESC NULLS LAST): DESC
   * ends with nulls and ASC starts with them, which PostgreSQL otherwise places the other way,
   * so that index would serve neither direction. For NOT NULL sort columns the rows are the same.
   */
  descIndex?: true;
};

/**
 * A table endpoint's spec, its sort fields exactly those its catalogue entry declares (the enum
 * the OpenAPI page and the web show): a field added on one side only does not compile.
 */
export const tableSpec = <E extends Endpoint>(_endpoint: E, spec: Omit<TableSpec, 'sortable'> & { sortable: Record<SortFieldOf<E>, AnyPgColumn> }): TableSpec =>
  spec;

export type TableRequest = {
  search: string;
  pagination: Pagination;
  sorting: { field: string; sort: 'ASC' | 'DESC' }[];
};

export type TablePlan = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

/**
 * The column a sort field names: an own entry of the table's map only, so that 'constructor',
 * '__proto__' or 'toString' (which every object inherits) are unknown fields, not SQL parts.
 */
const sortColumn = (spec: TableSpec, field: string): AnyPgColumn | undefined => (Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined);

/**
 * Turns a `POST .../table` body into SQL parts: the caller's scope and filters AND a search
 * over the searchable columns, a whitelisted ORDER BY with a unique tiebreak, LIMIT and OFFSET.
 * A sort field the table does not allow is refused, never passed to SQL.
 */
/** The words of a free-text search, each to be found somewhere (at most five). */
export const searchWords = (search: string) => search.trim().split(/\s+/).filter(Boolean).slice(0, 5);

export function planTable(spec: TableSpec, request: TableRequest, conditions: (SQL | undefined)[]): TablePlan {
  const search = searchWords(request.search).map((w) => or(...spec.searchable.map((c) => ilike(c, containsPattern(w)))));
  const sorting = request.sorting.length ? request.sorting : [spec.defaultSort ?? { field: 'id', sort: 'DESC' as const }];
  const term = (column: AnyPgColumn, sort: 'ASC' | 'DESC') =>
    spec.descIndex ? sql`${column} ${sql.raw(sort === 'DESC' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST')}` : sort === 'ASC' ? asc(column) : desc(column);
  const orderBy = sorting.map(({ field, sort }) => {
    const column = sortColumn(spec, field);
    if (!column) throw fieldError('sorting', MSG.sortFieldUnknown(field));
    return term(column, sort);
  });
  const last = sorting.at(-1)!;
  if (sortColumn(spec, last.field) !== spec.tiebreak) orderBy.push(term(spec.tiebreak, last.sort));
  return { where: and(...conditions, ...search), orderBy, ...pageWindow(request.pagination) };
}

/**
 * Runs a planned table: the page of rows and the total of the same WHERE. When the rows carry
 * the total themselves (`totalOf`, from a count subquery or window in the same statement), a
 * request costs one statement; only an empty page is counted apart.
 */
export async function runTable<R>(
  plan: TablePlan,
  pagination: Pagination,
  fetch: { rows: (plan: TablePlan) => Promise<R[]>; count: (where: SQL | undefined) => Promise<number>; totalOf?: (row: R) => number },
): Promise<TableResult<R>> {
  const rows = await fetch.rows(plan);
  const total = rows[0] && fetch.totalOf ? fetch.totalOf(rows[0]) : await fetch.count(plan.where);
  return tableResult(rows, total, pagination);
}

/** Numbers the rows of one page on from the pages before it (the lists' 'No' column). */
export const numbered = <R>(rows: R[], offset: number) => rows.map((row, i) => ({ ...row, rownum: offset + i + 1 }));
