import type { EventStore, StoredEvent } from '../content/widgetEvents';
import type { WidgetEvent } from '../protocol/messages';
import { request, tx } from './db';

/** Where the count of events dropped and not yet reported is kept (kv). */
const DROPPED = 'widgetEventsDropped';

/**
 * The widget events waiting for the server, in IndexedDB (`events`, keyed by an increasing `seq`,
 * so key order is the order recorded): a screen offline keeps them across reloads and restarts.
 */
export const idbEventStore: EventStore = {
  add: (events: readonly WidgetEvent[], limit: number) =>
    tx(['events', 'kv'], 'readwrite', async (t) => {
      const store = t.objectStore('events');
      for (const e of events) store.add({ ...e });
      const over = (await request(store.count())) - limit;
      if (over <= 0) return;
      // The oldest go first: a cursor from the lowest key.
      let left = over;
      await new Promise<void>((resolve, reject) => {
        const cursor = store.openCursor();
        cursor.onsuccess = () => {
          const c = cursor.result;
          if (!c || left <= 0) return resolve();
          c.delete();
          left -= 1;
          c.continue();
        };
        cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB cursor failed'));
      });
      const kv = t.objectStore('kv');
      const before = (await request(kv.get(DROPPED) as IDBRequest<number | undefined>)) ?? 0;
      kv.put(before + over - left, DROPPED);
    }),

  oldest: (n: number) =>
    tx('events', 'readonly', (t) => request(t.objectStore('events').getAll(null, n) as IDBRequest<StoredEvent[]>)),

  remove: (seqs: readonly number[]) =>
    tx('events', 'readwrite', (t) => {
      const store = t.objectStore('events');
      for (const seq of seqs) store.delete(seq);
    }),

  count: () => tx('events', 'readonly', (t) => request(t.objectStore('events').count())),

  dropped: () =>
    tx(
      'kv',
      'readonly',
      async (t) => (await request(t.objectStore('kv').get(DROPPED) as IDBRequest<number | undefined>)) ?? 0,
    ),

  countDropped: (n: number) =>
    tx('kv', 'readwrite', async (t) => {
      const kv = t.objectStore('kv');
      const before = (await request(kv.get(DROPPED) as IDBRequest<number | undefined>)) ?? 0;
      kv.put(Math.max(0, before + n), DROPPED);
    }),
};
