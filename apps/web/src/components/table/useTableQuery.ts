import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { urlOf, type CallInput, type Endpoint, type RowOf } from '@madrasah/contract/endpoint';
import type { TableResult } from '@madrasah/contract/table';
import { DOOR_TEXT } from '../../lib/door-texts';
import { api } from '../../lib/api-client';
import { mobile } from '../mobile';
import {
  initialTableState,
  pageInRange,
  tableBody,
  withFilter,
  withPage,
  withSearch,
  withSort,
  type TableFilter,
  type TableSort,
  type TableState,
} from './table-query';

/** Every table answer is cached under this prefix and its URL; the body completes the key. */
const tableQueryKey = (target: Target) => ['table', target.url];

/** The table endpoint asked, with its path parameters (a student's records name the student). */
type Target = { endpoint: Endpoint; params?: Record<string, unknown>; url: string };

export type TableQueryHandle<Row> = {
  state: TableState;
  /** The rows shown: the current page, or on a phone every page loaded so far. */
  rows: Row[];
  total: number;
  loading: boolean;
  /** On a phone: whether scrolling further would load more rows. */
  hasMore: boolean;
  /** On a phone: loads the next page under the rows shown. */
  more: () => void;
  search: (text: string) => void;
  filter: (filtering: TableFilter) => void;
  sort: (sort: TableSort) => void;
  page: (current: number, pageSize?: number) => void;
  /** Fetches the list again, after a create, an update or a delete. */
  reload: () => Promise<void>;
};

export type TableStart<E extends Endpoint> = {
  /** The filters the list starts with (a fixed one, like an activity, stays unless replaced). */
  filtering?: TableFilter;
  /** The endpoint's path parameters, when it has any. */
  params?: CallInput<E>['params'];
  /** The order the list starts in, where the creation order is not the one to start with (a class list by name). */
  sort?: TableSort;
  /** The page size the list starts with (a class group's day fits one page). */
  pageSize?: number;
};

/** The list's state before the user changes anything: the options over the defaults. */
const startState = (options: TableStart<Endpoint>): TableState => ({
  ...initialTableState(options.filtering),
  ...(options.sort && { sort: options.sort }),
  ...(options.pageSize && { pageSize: options.pageSize }),
});

function targetOf(endpoint: Endpoint, options: TableStart<Endpoint>): Target {
  const params = options.params as Record<string, unknown> | undefined;
  return { endpoint, params, url: urlOf(endpoint, params) };
}

// The one generic caller of every table endpoint: the body is built from the table state.
const fetchPage = <Row>(target: Target, state: TableState, signal: AbortSignal) =>
  api
    .call(target.endpoint, { params: target.params, body: tableBody(state) } as never, { signal, failureTitle: DOOR_TEXT.failed })
    .then((response) => response.data as TableResult<Row>);

/**
 * A server list's search, filters, order and page, and its rows for them: `POST .../table`
 * calls cached by endpoint and body. A failed fetch keeps the rows shown before (spec 02
 * section 4).
 */
export function useTableQuery<E extends Endpoint>(endpoint: E, options: TableStart<E> = {}): TableQueryHandle<RowOf<E>> {
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => startState(options));
  const target = targetOf(endpoint, options);
  const shown = useShownRows<RowOf<E>>(target, state, setState);

  return {
    state,
    ...shown,
    search: (text) => setState((s) => withSearch(s, text)),
    filter: (filtering) => setState((s) => withFilter(s, filtering)),
    sort: (sort) => setState((s) => withSort(s, sort)),
    page: (current, pageSize) => setState((s) => withPage(s, current, pageSize)),
    reload: () => queryClient.invalidateQueries({ queryKey: tableQueryKey(target) }),
  };
}

type Shown<Row> = Pick<TableQueryHandle<Row>, 'rows' | 'total' | 'loading' | 'hasMore' | 'more'>;

/** One page at a time, numbered on from the pages before it. */
function usePagedRows<Row>(target: Target, state: TableState, setState: (state: TableState) => void): Shown<Row> {
  const query = useQuery(pagedQuery<Row>(target, state));

  const [shown, setShown] = useState<TableResult<Row>>();
  if (query.data && query.data !== shown) setShown(query.data);
  const result = query.data ?? shown;

  // The last row of the last page was deleted: show the page before it.
  const current = query.data ? pageInRange(state, query.data.info.total) : state.current;
  if (current < state.current) setState(withPage(state, current));

  return { rows: result?.list ?? [], total: result?.info.total ?? 0, loading: query.isFetching, hasMore: false, more: () => {} };
}

/** Pages appended as the list scrolls; a new search, filter or order starts again at page 1. */
function useAppendedRows<Row>(target: Target, state: TableState): Shown<Row> {
  const query = useInfiniteQuery({ ...appendedQuery<Row>(target, state), placeholderData: (previous) => previous });
  const pages = query.data?.pages ?? [];
  return {
    rows: pages.flatMap((page) => page.list),
    total: pages.at(-1)?.info.total ?? 0,
    loading: query.isFetching,
    hasMore: query.hasNextPage && !query.isFetchNextPageError,
    more: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
  };
}

// A phone scrolls one growing list; a desktop pages (spec 02 sections 2 and 4). The device
// never changes while the app runs, so one of the two is chosen once.
const useShownRows = mobile ? useAppendedRows : usePagedRows;

/** A desktop's page of the list, cached under the endpoint's URL and the body. */
const pagedQuery = <Row>(target: Target, state: TableState) =>
  queryOptions({
    queryKey: [...tableQueryKey(target), tableBody(state)],
    queryFn: ({ signal }) => fetchPage<Row>(target, state, signal),
  });

/** A phone's growing list: every page of one search, filter and order under one key. */
const appendedQuery = <Row>(target: Target, state: TableState) =>
  infiniteQueryOptions({
    queryKey: [...tableQueryKey(target), { ...tableBody({ ...state, current: 1 }), pagination: undefined, pageSize: state.pageSize }],
    queryFn: ({ pageParam, signal }) => fetchPage<Row>(target, { ...state, current: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TableResult<Row>, pages: TableResult<Row>[]) => (pages.length * state.pageSize < last.info.total ? pages.length + 1 : undefined),
  });

/**
 * Asks for a list's first page as `useTableQuery` with the same options will, before the page
 * renders: a visit that starts on the page gets its rows while the page's code still loads.
 */
export function prefetchTable<E extends Endpoint>(queryClient: QueryClient, endpoint: E, options: TableStart<E> = {}): void {
  const target = targetOf(endpoint, options);
  const state = startState(options);
  if (mobile) void queryClient.prefetchInfiniteQuery(appendedQuery(target, state));
  else void queryClient.prefetchQuery(pagedQuery(target, state));
}
