import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TableResult } from '@madrasah/contract/table';
import { api } from '../../lib/api-client';
import { isMobileDevice } from '../../lib/device';
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

/** Spec 02 section 8: a failed table fetch says 'Failed' with the server's message. */
const FAILURE_TITLE = 'Failed';

/** Every table answer is cached under this prefix and its endpoint; the body completes the key. */
const tableQueryKey = (endpoint: string) => ['table', endpoint];

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

type Options = {
  /** The filters the list starts with (a fixed one, like an activity, stays unless replaced). */
  filtering?: TableFilter;
};

const fetchPage = <Row>(endpoint: string, state: TableState, signal: AbortSignal) =>
  api.post<TableResult<Row>>(endpoint, tableBody(state), { signal, failureTitle: FAILURE_TITLE }).then((response) => response.data);

/**
 * A server list's search, filters, order and page, and its rows for them: `POST .../table`
 * calls cached by endpoint and body. A failed fetch keeps the rows shown before (spec 02
 * section 4).
 */
export function useTableQuery<Row>(endpoint: string, options: Options = {}): TableQueryHandle<Row> {
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => initialTableState(options.filtering));
  const shown = useShownRows<Row>(endpoint, state, setState);

  return {
    state,
    ...shown,
    search: (text) => setState((s) => withSearch(s, text)),
    filter: (filtering) => setState((s) => withFilter(s, filtering)),
    sort: (sort) => setState((s) => withSort(s, sort)),
    page: (current, pageSize) => setState((s) => withPage(s, current, pageSize)),
    reload: () => queryClient.invalidateQueries({ queryKey: tableQueryKey(endpoint) }),
  };
}

type Shown<Row> = Pick<TableQueryHandle<Row>, 'rows' | 'total' | 'loading' | 'hasMore' | 'more'>;

/** One page at a time, numbered on from the pages before it. */
function usePagedRows<Row>(endpoint: string, state: TableState, setState: (state: TableState) => void): Shown<Row> {
  const query = useQuery({
    queryKey: [...tableQueryKey(endpoint), tableBody(state)],
    queryFn: ({ signal }) => fetchPage<Row>(endpoint, state, signal),
  });

  const [shown, setShown] = useState<TableResult<Row>>();
  if (query.data && query.data !== shown) setShown(query.data);
  const result = query.data ?? shown;

  // The last row of the last page was deleted: show the page before it.
  const current = query.data ? pageInRange(state, query.data.info.total) : state.current;
  if (current < state.current) setState(withPage(state, current));

  return { rows: result?.list ?? [], total: result?.info.total ?? 0, loading: query.isFetching, hasMore: false, more: () => {} };
}

/** Pages appended as the list scrolls; a new search, filter or order starts again at page 1. */
function useAppendedRows<Row>(endpoint: string, state: TableState): Shown<Row> {
  const first = { ...state, current: 1 };
  const query = useInfiniteQuery({
    queryKey: [...tableQueryKey(endpoint), { ...tableBody(first), pagination: undefined, pageSize: state.pageSize }],
    queryFn: ({ pageParam, signal }) => fetchPage<Row>(endpoint, { ...state, current: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * state.pageSize < last.info.total ? pages.length + 1 : undefined),
    placeholderData: (previous) => previous,
  });
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
const useShownRows = isMobileDevice(navigator) ? useAppendedRows : usePagedRows;
