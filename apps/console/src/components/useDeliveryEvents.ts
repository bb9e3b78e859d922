import { publishMessageApi } from '@apm/contract';
import { useEffect, useRef } from 'react';
import { useRefresh } from '../api/hooks';
import { useLiveEvents } from '../api/useLiveEvents';

/** How often the message reads are asked again at most, however many deliveries move. */
const REFRESH_EVERY_MS = 1_000;

/**
 * Keeps a page's figures of message publications live: a delivery of one of the publications
 * `watched` (the ones on screen) that moves refreshes the message reads (lists, counts,
 * deliveries) at once, and at most once a second while more keep coming. The publication records'
 * reads need none of this: the console's event stream refreshes them itself. Listening starts with
 * the page, so the first moves of a terminal that answers at once are not missed.
 */
export function useDeliveryEvents(watched: ReadonlySet<string>): void {
  const refresh = useRefresh();
  const latest = useRef(watched);
  useEffect(() => {
    latest.current = watched;
  });
  const timer = useRef<{ last: number; pending: ReturnType<typeof setTimeout> | null }>({ last: 0, pending: null });
  useEffect(() => {
    const t = timer.current;
    return () => {
      if (t.pending) clearTimeout(t.pending);
    };
  }, []);

  useLiveEvents((e) => {
    if (e.name !== 'delivery.changed' || !latest.current.has(e.payload.publishId)) return;
    const t = timer.current;
    if (t.pending) return;
    const wait = t.last + REFRESH_EVERY_MS - Date.now();
    const now = () => {
      t.pending = null;
      t.last = Date.now();
      refresh([publishMessageApi.list.tag]);
    };
    if (wait <= 0) now();
    else t.pending = setTimeout(now, wait);
  });
}
