import { LIMITS } from '@madrasah/contract/limits';
import type { TableQuery } from '@madrasah/contract/table';

export type SortDirection = 'ASC' | 'DESC';
export type TableSort = { field: string; sort: SortDirection };

/** A list's filters, sent as the body's `filtering`; a blank value means not filtered. */
export type TableFilter = Record<string, string | number | null | undefined>;

/** What the user has chosen on a list: the search text, the filters, the order and the page. */
export type TableState = { search: string; filtering: TableFilter; sort: TableSort; current: number; pageSize: number };

/** The spec's defaults: page 1 of 10, ordered by 'Tanggal Pembuatan' (id), newest first. */
export function initialTableState(filtering: TableFilter = {}): TableState {
  return { search: '', filtering, sort: { field: 'id', sort: 'DESC' }, current: 1, pageSize: LIMITS.pageSizeDefault };
}

/** A new search starts again at page 1 (spec 02 section 4), and so does a new order. */
export function withSearch(state: TableState, search: string): TableState {
  return { ...state, search: search.trim(), current: 1 };
}

/** New filters, like a new search, start again at page 1. */
export function withFilter(state: TableState, filtering: TableFilter): TableState {
  return { ...state, filtering, current: 1 };
}

export function withSort(state: TableState, sort: TableSort): TableState {
  return { ...state, sort, current: 1 };
}

/** Another page size shows other rows on every page, so it starts again at page 1. */
export function withPage(state: TableState, current: number, pageSize = state.pageSize): TableState {
  return { ...state, current: pageSize === state.pageSize ? current : 1, pageSize };
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** The filters actually set; the body leaves `filtering` out when there are none. */
function setFilters(filtering: TableFilter): TableFilter | undefined {
  const set = Object.entries(filtering).filter(([, value]) => !isBlank(value));
  return set.length ? Object.fromEntries(set) : undefined;
}

/** The body every `POST .../table` call takes; one sort field, as the sort popover offers one. */
export function tableBody(state: TableState): TableQuery {
  const filtering = setFilters(state.filtering);
  return {
    search: state.search,
    pagination: { current: state.current, pageSize: state.pageSize },
    sorting: [{ ...state.sort, urutan: 1 }],
    ...(filtering && { filtering }),
  };
}

/** The number a row shows, counting on from the previous pages. */
export function rowNumber(state: TableState, index: number): number {
  return (state.current - 1) * state.pageSize + index + 1;
}

/** The current page, or the last one when `total` rows no longer reach it (its last row was deleted). */
export function pageInRange(state: TableState, total: number): number {
  return Math.min(state.current, Math.max(1, Math.ceil(total / state.pageSize)));
}
