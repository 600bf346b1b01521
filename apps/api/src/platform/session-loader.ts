import { createBatcher } from './batch.js';

/**
 * Session look-ups, batched per route page list: concurrent requests for the same pages share
 * one query (see createBatcher): a clock-in burst sends several per round trip.
 * Each session answers its rows, one per access entry found (at least one, with empty entry
 * columns, when the role has none of the pages).
 */
export function loaderByPages<R extends { tokenHash: string }>(execute: (args: { hashes: string[]; paths: readonly string[] }) => Promise<R[]>) {
  const byPages = new Map<string, (hash: string) => Promise<R[]>>();
  return (hash: string, paths: readonly string[]) => {
    const key = paths.join(' ');
    let load = byPages.get(key);
    if (!load) {
      load = createBatcher(async (hashes: string[]) => {
        const rows = await execute({ hashes, paths });
        return hashes.map((h) => rows.filter((r) => r.tokenHash === h));
      });
      byPages.set(key, load);
    }
    return load(hash);
  };
}
