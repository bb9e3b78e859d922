import { LIVE_EVENT_TAGS, type LiveEvent } from '@apm/contract';
import { useContext, useEffect, useRef } from 'react';
import { SessionContext } from '../session/SessionContext';
import { useRefresh } from './hooks';
import { liveStream } from './liveEvents';

/** One stream per signed-in user (a sign-in as someone else opens another). */
const streams = new Map<string, ReturnType<typeof liveStream>>();

const streamOf = (userId: string) => {
  let s = streams.get(userId);
  if (!s) {
    s = liveStream((url) => new EventSource(url, { withCredentials: true }));
    streams.set(userId, s);
  }
  return s;
};

/** The modules whose reads live events refresh. */
const LIVE_TAGS = [...new Set(Object.values(LIVE_EVENT_TAGS))];

/** How often the reads of one module are asked again at most, however many events come. */
const REFRESH_EVERY_MS = 1_000;

export interface LiveOptions {
  /** Refresh the reads of the module each event belongs to (default true). */
  refresh?: boolean;
}

/**
 * Listens to the console's live events (what changed in the user's data range: materials,
 * terminals, deliveries) while the component is mounted. By default each event refreshes the reads
 * of its module (terminal.changed → the terminal lists and figures), at most once a second per
 * module, and the stream opening again after a drop (a server restart, a network cut) refreshes the
 * reads of every such module, as the events sent meanwhile were lost; `handler` sees every event too.
 */
export function useLiveEvents(handler?: (e: LiveEvent) => void, options: LiveOptions = {}): void {
  const userId = useContext(SessionContext)?.user.id;
  const refresh = useRefresh();
  const latest = useRef({ handler, refresh, options });
  useEffect(() => {
    latest.current = { handler, refresh, options };
  });

  useEffect(() => {
    if (userId === undefined || typeof EventSource === 'undefined') return;
    const due = new Map<string, ReturnType<typeof setTimeout> | null>();
    const refreshSoon = (tag: string) => {
      // The first event refreshes at once; those within the next second make one more refresh at its end.
      if (due.has(tag)) {
        if (due.get(tag) === null)
          due.set(
            tag,
            setTimeout(() => flush(tag), REFRESH_EVERY_MS),
          );
        return;
      }
      latest.current.refresh([tag]);
      due.set(tag, null);
      setTimeout(() => {
        if (due.get(tag) === null) due.delete(tag);
      }, REFRESH_EVERY_MS);
    };
    const flush = (tag: string) => {
      due.delete(tag);
      latest.current.refresh([tag]);
    };
    const live = () => latest.current.options.refresh !== false;
    const stop = streamOf(userId).listen(
      (e) => {
        latest.current.handler?.(e);
        if (live()) refreshSoon(LIVE_EVENT_TAGS[e.name]);
      },
      () => {
        if (live()) for (const tag of LIVE_TAGS) refreshSoon(tag);
      },
    );
    return () => {
      stop();
      for (const t of due.values()) if (t) clearTimeout(t);
    };
  }, [userId]);
}
