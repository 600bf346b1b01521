import { and, asc, desc, ilike, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/** The words of a free-text search, each to be found somewhere (at most five). */
export const searchWords = (search: string) => search.trim().split(/\s+/).filter(Boolean).slice(0, 5);

type Sorting = TableRequest['sorting'];

/**
 * The ORDER BY of a request: its sort fields (the table's default when it names none), each
 * whitelisted, ended by the unique tiebreak in the last field's direction. A sort field the
 * table does not allow is refused, never passed to SQL.
 */
function orderOf(spec: TableSpec, requested: Sorting): { sorting: Sorting; orderBy: () => SQL[] } {
  const sorting = requested.length ? requested : [spec.defaultSort ?? { field: 'id', sort: 'DESC' as const }];
  const columns = sorting.map(({ field, sort }) => {
    const column = sortColumn(spec, field);
    if (!column) throw fieldError('sorting', MSG.sortFieldUnknown(field));
    return { column, sort };
  });
  const last = columns.at(-1)!;
  if (last.column !== spec.tiebreak) columns.push({ column: spec.tiebreak, sort: last.sort });
  const term = ({ column, sort }: { column: AnyPgColumn; sort: 'ASC' | 'DESC' }) =>
    spec.descIndex ? sql`${column} ${sql.raw(sort === 'DESC' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST')}` : sort === 'ASC' ? asc(column) : desc(column);
  return { sorting, orderBy: () => columns.map(term) };
}

/** Each search word found in one of the searchable columns; `pattern(i)` is the i-th word's LIKE pattern or its placeholder. */
const searchConditions = (spec: TableSpec, words: string[], pattern: (i: number) => string | Placeholder) =>
  words.map((_, i) => or(...spec.searchable.map((c) => ilike(c, pattern(i)))));

/**
 * Turns a `POST .../table` body into SQL parts: the caller's scope and filters AND a search
 * over the searchable columns, a whitelisted ORDER BY with a unique tiebreak, LIMIT and OFFSET.
 */
export function planTable(spec: TableSpec, request: TableRequest, conditions: (SQL | undefined)[]): TablePlan {
  const words = searchWords(request.search);
  const search = searchConditions(spec, words, (i) => containsPattern(words[i]!));
  return { where: and(...conditions, ...search), orderBy: orderOf(spec, request.sorting).orderBy(), ...pageWindow(request.pagination) };
}

/** A table plan whose values are placeholders, the same for every request of one shape. */
export type TableTemplate = { where: SQL | undefined; orderBy: SQL[]; limit: Placeholder; offset: Placeholder };

const wordParam = (i: number) => `search_${i}`;

/**
 * A table request as a statement template and its values, for tables read so often that
 * building their SQL for each request costs more than running it (decision 0071). `shape`
 * names all of the request that changes the SQL text (the sort and the number of search words;
 * the caller adds its own filters' presence), never a value; `template(conditions)` builds the
 * plan with the search words and the page's window as placeholders, `params` holds their values.
 */
export function planTemplate(spec: TableSpec, request: TableRequest) {
  const words = searchWords(request.search);
  const { sorting, orderBy } = orderOf(spec, request.sorting);
  const shape = `${sorting.map((s) => `${s.field} ${s.sort}`).join(',')}|${words.length}`;
  const params: Record<string, unknown> = { ...pageWindow(request.pagination) };
  words.forEach((w, i) => (params[wordParam(i)] = containsPattern(w)));
  const template = (conditions: (SQL | undefined)[]): TableTemplate => ({
    where: and(...conditions, ...searchConditions(spec, words, (i) => sql.placeholder(wordParam(i)))),
    orderBy: orderBy(),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  });
  return { shape, params, template };
}

type PageReads<R> = { rows: () => Promise<R[]>; count: () => Promise<number>; totalOf?: (row: R) => number };

/**
 * A page of rows and the total of the same WHERE. When the rows carry the total themselves
 * (`totalOf`, from a count subquery or window in the same statement), a request costs one
 * statement; only an empty page is counted apart.
 */
export async function readPage<R>(pagination: Pagination, read: PageReads<R>): Promise<TableResult<R>> {
  const rows = await read.rows();
  const total = rows[0] && read.totalOf ? read.totalOf(rows[0]) : await read.count();
  return tableResult(rows, total, pagination);
}

/** Runs a planned table (see readPage). */
export function runTable<R>(
  plan: TablePlan,
  pagination: Pagination,
  fetch: { rows: (plan: TablePlan) => Promise<R[]>; count: (where: SQL | undefined) => Promise<number>; totalOf?: (row: R) => number },
): Promise<TableResult<R>> {
  return readPage(pagination, { rows: () => fetch.rows(plan), count: () => fetch.count(plan.where), totalOf: fetch.totalOf });
}

/** Numbers the rows of one page on from the pages before it (the lists' 'No' column). */
export const numbered = <R>(rows: R[], offset: number) => rows.map((row, i) => ({ ...row, rownum: offset + i + 1 }));
