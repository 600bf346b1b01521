import { useSearchParams } from 'react-router';

/**
 * The open tab, kept in the `?tab=` query so a link or a reload opens the same one: an unknown
 * or missing value opens the first tab, and choosing a tab replaces the query.
 */
export function useTabParam<Key extends string>(keys: readonly Key[]): [Key, (key: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = keys.find((key) => key === value) ?? keys[0]!;
  return [tab, (key) => setParams({ tab: key }, { replace: true })];
}
