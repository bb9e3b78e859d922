import {
  API_PREFIX,
  LIVE_EVENTS,
  LIVE_LOGOUT_EVENT,
  liveApi,
  type BusEvents,
  type LiveEvent,
  type LiveEventName,
} from '@apm/contract';

/**
 * The console's one live stream (GET /a/api/events, server-sent events), shared by every part of
 * the page that listens: opened with the first listener, closed with the last. After a drop it
 * opens again with back-off (1 s doubling to 10 s, ±⅓ at random), and once it is open again tells
 * its listeners' `reopened` (the events sent meanwhile are lost: what they changed must be read
 * again); when the server says the session ended it stays closed (the next call leads to sign-in).
 */

type Listener = (e: LiveEvent) => void;
type Reopened = () => void;

/** The longest wait between reopenings: a console shows a restarted server's news within seconds. */
const REOPEN_MAX_MS = 10_000;

/** What the stream needs of the browser's EventSource (a test gives its own). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
  close(): void;
}
export type OpenSource = (url: string) => EventSourceLike;

/** The wait before the `attempt`-th reopening (0-based). */
export function reopenDelay(attempt: number, random = Math.random): number {
  const base = Math.min(REOPEN_MAX_MS, 1_000 * 2 ** attempt);
  return Math.round(base * (1 + (random() * 2 - 1) / 3));
}

/** A live stream that tells `listeners`; `open` makes the browser's EventSource. */
export function liveStream(open: OpenSource, schedule: typeof setTimeout = setTimeout) {
  const listeners = new Set<Listener>();
  const reopenedListeners = new Set<Reopened>();
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let ended = false;
  /** The stream was dropped since it last opened: when it opens again, events may have been missed. */
  let dropped = false;

  const tell = (name: LiveEventName, data: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    for (const l of [...listeners]) l({ name, payload: payload as BusEvents[typeof name] } as LiveEvent);
  };

  const connect = () => {
    timer = undefined;
    const s = open(`${API_PREFIX}${liveApi.events.path}`);
    source = s;
    s.onopen = () => {
      attempt = 0;
      if (!dropped) return;
      dropped = false;
      for (const r of [...reopenedListeners]) r();
    };
    for (const name of LIVE_EVENTS) s.addEventListener(name, (e) => tell(name, e.data));
    s.addEventListener(LIVE_LOGOUT_EVENT, () => {
      ended = true;
      s.close();
    });
    // The browser would retry on its own after a network drop, but not after an error answer
    // (a restarting server's 502): close and reopen ourselves, spaced out.
    s.onerror = () => {
      s.close();
      if (source !== s || ended || listeners.size === 0) return;
      dropped = true;
      timer = schedule(connect, reopenDelay(attempt++));
    };
  };

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    source?.close();
    source = undefined;
  };

  return {
    /**
     * Adds a listener (opening the stream with the first), and what to do when the stream opens
     * again after a drop; answers the removal (closing the stream with the last).
     */
    listen(l: Listener, reopened?: Reopened): () => void {
      listeners.add(l);
      if (reopened) reopenedListeners.add(reopened);
      if (!source && !ended) connect();
      return () => {
        listeners.delete(l);
        if (reopened) reopenedListeners.delete(reopened);
        if (listeners.size === 0) stop();
      };
    },
    /** After a new sign-in: the stream may open again. */
    reset(): void {
      stop();
      ended = false;
      attempt = 0;
      if (listeners.size) connect();
    },
  };
}
