import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TableResult } from '@madrasah/contract/table';
import { api } from '../../lib/api-client';
import { initialTableState, pageInRange, tableBody, withPage, withSearch, withSort, type TableSort, type TableState } from './table-query';

/** Spec 02 section 8: a failed table fetch says 'Failed' with the server's message. */
const FAILURE_TITLE = 'Failed';

/** Every table answer is cached under this prefix and its endpoint; the body completes the key. */
const tableQueryKey = (endpoint: string) => ['table', endpoint];

export type TableQueryHandle<Row> = {
  state: TableState;
  rows: Row[];
  total: number;
  loading: boolean;
  search: (text: string) => void;
  sort: (sort: TableSort) => void;
  page: (current: number, pageSize?: number) => void;
  /** Fetches the list again, after a create, an update or a delete. */
  reload: () => Promise<void>;
};

/**
 * A server list's search, order and page, and its rows for them: one `POST .../table` call,
 * cached by endpoint and body. A failed fetch keeps the rows shown before (spec 02 section 4).
 */
export function useTableQuery<Row>(endpoint: string): TableQueryHandle<Row> {
  const queryClient = useQueryClient();
  const [state, setState] = useState(initialTableState);
  const body = tableBody(state);
  const query = useQuery({
    queryKey: [...tableQueryKey(endpoint), body],
    queryFn: async ({ signal }) =>
      (await api.post<TableResult<Row>>(endpoint, body, { signal, failureTitle: FAILURE_TITLE })).data,
  });

  const [shown, setShown] = useState<TableResult<Row>>();
  if (query.data && query.data !== shown) setShown(query.data);
  const result = query.data ?? shown;

  // The last row of the last page was deleted: show the page before it.
  const current = query.data ? pageInRange(state, query.data.info.total) : state.current;
  if (current < state.current) setState(withPage(state, current));

  return {
    state,
    rows: result?.list ?? [],
    total: result?.info.total ?? 0,
    loading: query.isFetching,
    search: (text) => setState((s) => withSearch(s, text)),
    sort: (sort) => setState((s) => withSort(s, sort)),
    page: (current, pageSize) => setState((s) => withPage(s, current, pageSize)),
    reload: () => queryClient.invalidateQueries({ queryKey: tableQueryKey(endpoint) }),
  };
}
