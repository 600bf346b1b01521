/**
 * Merges calls into one: every `load(key)` issued before the next turn of the event loop, and
 * every one issued while the previous batch is still being answered, is answered by a single
 * `loadMany(keys)`. Under a burst (the 7 a.m. clock-in) many requests share one database round
 * trip; a lone request waits for nothing. Holding the calls while a batch is in flight is what
 * lets a slow database gather them: the embedded one answers one statement at a time, and
 * without it a burst there went out as batches of one or two, each planned anew
 * (bench/README.md). So `loadMany` must never wait for what a caller holds (a transaction's
 * locks): that caller's next call would wait for it in turn.
 */
export function createBatcher<K, V>(loadMany: (keys: K[]) => Promise<V[]>, maxBatch = 200) {
  let pending: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  let scheduled = false;
  let inFlight = false;

  const flush = () => {
    scheduled = false;
    if (inFlight || pending.length === 0) return;
    const batch = pending.slice(0, maxBatch);
    pending = pending.slice(maxBatch);
    inFlight = true;
    loadMany(batch.map((b) => b.key))
      .then(
        (values) => batch.forEach((b, i) => b.resolve(values[i]!)),
        (err: unknown) => batch.forEach((b) => b.reject(err)),
      )
      .finally(() => {
        inFlight = false;
        // What gathered meanwhile (or beyond the maximum size) goes next.
        if (pending.length) schedule();
      });
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
