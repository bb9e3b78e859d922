/**
 * The player's IndexedDB: `kv` (identity, manifests), `files` (verified files by MD5, as Blobs),
 * `meta` (each stored file's size, type and last use, read without touching the bytes) and `parts`
 * (the pieces of a download in progress, keyed [md5, offset], so a broken download resumes);
 * version 2 adds `events` (widget events waiting for the server, by an increasing `seq`: storage/events.ts).
 */
const NAME = 'apm-player';
const VERSION = 2;

export type StoreName = 'kv' | 'files' | 'meta' | 'parts' | 'events';

let opening: Promise<IDBDatabase> | undefined;

/** The open database (opened once per page). */
export function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      for (const name of ['kv', 'files', 'meta', 'parts'] as const) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
      }
      if (!db.objectStoreNames.contains('events'))
        db.createObjectStore('events', { keyPath: 'seq', autoIncrement: true });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB did not open'));
    req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  }).catch((e: unknown) => {
    opening = undefined;
    throw e;
  });
  return opening;
}

/** Runs `work` in one transaction over `stores`; resolves with its result once the transaction commits. */
export async function tx<T>(
  stores: StoreName | StoreName[],
  mode: IDBTransactionMode,
  work: (t: IDBTransaction) => T | Promise<T>,
): Promise<T> {
  const db = await database();
  const t = db.transaction(stores, mode);
  const done = new Promise<void>((resolve, reject) => {
    t.oncomplete = () => resolve();
    t.onerror = () => reject(t.error ?? new Error('IndexedDB transaction failed'));
    t.onabort = () => reject(t.error ?? new Error('IndexedDB transaction aborted'));
  });
  const result = await work(t);
  await done;
  return result;
}

/** A request's result as a promise. */
export function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

/** Reads one value of the key-value store. */
export function kvGet<T>(key: string): Promise<T | undefined> {
  return tx('kv', 'readonly', (t) => request(t.objectStore('kv').get(key) as IDBRequest<T | undefined>));
}

/** Writes (or with undefined, deletes) one value of the key-value store. */
export function kvSet(key: string, value: unknown): Promise<void> {
  return tx('kv', 'readwrite', (t) => {
    const s = t.objectStore('kv');
    if (value === undefined) s.delete(key);
    else s.put(value, key);
  });
}
