/**
 * Gathers the calls made in one turn of the event loop into one call of `run` with all their keys
 * (at most `max` at a time), and answers each call with its key's result (undefined: none). A
 * thousand terminals acknowledging a publication at once make a few statements, not thousands:
 * on SQLite every statement waits for the one connection, and thousands waiting cost more than
 * the statements themselves.
 */
export function batched<K, R>(run: (keys: K[]) => Promise<Map<K, R>>, max = 500): (key: K) => Promise<R | undefined> {
  type Waiting = { key: K; resolve: (r: R | undefined) => void; reject: (e: unknown) => void };
  let pending: Waiting[] = [];

  const flush = () => {
    const batch = pending;
    pending = [];
    for (let i = 0; i < batch.length; i += max) {
      const slice = batch.slice(i, i + max);
      run([...new Set(slice.map((w) => w.key))]).then(
        (results) => slice.forEach((w) => w.resolve(results.get(w.key))),
        (err: unknown) => slice.forEach((w) => w.reject(err)),
      );
    }
  };

  return (key) =>
    new Promise<R | undefined>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ key, resolve, reject });
    });
}
