/**
 * Merges the calls made while the event loop is busy into one: every `load(key)` issued before
 * the next turn of the loop is answered by a single `loadMany(keys)`. Under a burst (the 7 a.m.
 * clock-in) many requests share one database round trip; a lone request waits for nothing.
 */
export function createBatcher<K, V>(loadMany: (keys: K[]) => Promise<V[]>, maxBatch = 200) {
  let pending: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = pending.slice(0, maxBatch);
    pending = pending.slice(maxBatch);
    if (pending.length) schedule();
    loadMany(batch.map((b) => b.key)).then(
      (values) => batch.forEach((b, i) => b.resolve(values[i]!)),
      (err: unknown) => batch.forEach((b) => b.reject(err)),
    );
  };
  const schedule = () => {
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };

  return (key: K) =>
    new Promise<V>((resolve, reject) => {
      pending.push({ key, resolve, reject });
      schedule();
    });
}
