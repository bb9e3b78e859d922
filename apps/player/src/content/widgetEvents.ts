import type { Interaction, ProgramDocument, SceneStart } from '@apm/render';
import type { EventsMessage, WidgetEvent } from '../protocol/messages';

/** The program a widget event belongs to. */
export interface Played {
  publishId: string;
  programId: string;
  document: ProgramDocument;
}

/** A `use` of each widget of the scene that started that is drawn (hidden widgets are not). */
export function usesOf(played: Played, start: SceneStart, newId: () => string): WidgetEvent[] {
  const scene = played.document.scenes.find((s) => s.id === start.sceneId);
  if (!scene) return [];
  return scene.widgets
    .filter((w) => !w.hidden)
    .map((w) => ({
      id: newId(),
      type: 'use',
      at: Math.round(start.startedAt),
      publishId: played.publishId,
      programId: played.programId,
      sceneId: scene.id,
      widgetId: w.id,
      kind: w.kind,
    }));
}

/** A `click` of the button pressed, with its action type. */
export function clickOf(played: Played, i: Interaction, newId: () => string): WidgetEvent {
  const widget = played.document.scenes.flatMap((s) => s.widgets).find((w) => w.id === i.widgetId);
  return {
    id: newId(),
    type: 'click',
    at: Math.round(i.at),
    publishId: played.publishId,
    programId: played.programId,
    sceneId: i.sceneId,
    widgetId: i.widgetId,
    kind: widget?.kind ?? 'button',
    action: i.action.type,
  };
}

/** A widget event as kept, with its place in the store (increasing: the oldest first). */
export interface StoredEvent extends WidgetEvent {
  seq: number;
}

/** Where the events wait (IndexedDB on a screen: storage/events.ts). */
export interface EventStore {
  /** Adds `events` after those kept; past `limit` the oldest go, and are counted as dropped. */
  add(events: readonly WidgetEvent[], limit: number): Promise<void>;
  /** The oldest `n`, oldest first. */
  oldest(n: number): Promise<StoredEvent[]>;
  /** Forgets the events of `seqs` (those the server took). */
  remove(seqs: readonly number[]): Promise<void>;
  count(): Promise<number>;
  /** Events dropped and not yet reported to the server. */
  dropped(): Promise<number>;
  /** Adds `n` to the events dropped (less than 0: that many were reported in a batch the server took). */
  countDropped(n: number): Promise<void>;
}

/** The ways to the server. */
export interface EventTransport {
  /** Whether the socket is up (welcomed). */
  up(): boolean;
  /** Sends on the socket; false when it is down. The server answers `events-ack`. */
  send(m: EventsMessage): boolean;
  /**
   * POST /terminal/report: 'taken' once the server stored them, 'refused' when it answered that
   * they are not of the protocol (400: sending them again would never do); throws when they may
   * be taken later (the server unreachable, failing, or the terminal's secret refused).
   */
  post(messages: EventsMessage[]): Promise<'taken' | 'refused'>;
}

export interface EventLogOptions {
  /** Events kept at most: a screen offline for days loses nothing until then, then the oldest first. */
  limit: number;
  /** Events in one `events` message. */
  perMessage: number;
  /** `events` messages in one report call. */
  perReport: number;
  /** How often waiting events are sent. */
  everyMs: number;
  /** A batch on the socket without `events-ack` this long is sent again. */
  ackWaitMs: number;
  newId: () => string;
  now: () => number;
}

/** 100 000 events (a few hundred bytes each, some 30 MB at most): days of a busy program offline. */
export const EVENT_LOG_DEFAULTS: Omit<EventLogOptions, 'newId' | 'now'> = {
  limit: 100_000,
  perMessage: 100,
  perReport: 5,
  everyMs: 60_000,
  ackWaitMs: 30_000,
};

/**
 * The widget events a player records, kept in its store until the server took them: sent a batch
 * at a time every minute and when the socket opens (by the report call while it is down), a batch
 * forgotten only once the server acknowledged it (`events-ack`, or the report's answer). One batch
 * is on its way at a time; after an acknowledgement the next follows at once while a full batch
 * waits, so a screen back after days drains its store without waiting a minute a batch.
 */
export class EventLog {
  private readonly o: EventLogOptions;
  private work: Promise<void> = Promise.resolve();
  private onSocket: { batch: string; seqs: number[]; dropped: number; sentAt: number } | undefined;
  private posting = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly store: EventStore,
    private readonly transport: EventTransport,
    options: Partial<EventLogOptions> & Pick<EventLogOptions, 'newId'>,
  ) {
    this.o = { ...EVENT_LOG_DEFAULTS, now: () => Date.now(), ...options };
  }

  /** Keeps `events` (in the order recorded); resolves once they are stored. */
  record(events: readonly WidgetEvent[]): Promise<void> {
    if (!events.length) return this.work;
    return this.serial(() => this.store.add(events, this.o.limit));
  }

  /** Sends every minute from now on. */
  start(): void {
    clearInterval(this.timer);
    // A store that failed now is tried again on the next round.
    this.timer = setInterval(() => void this.flush().catch(() => undefined), this.o.everyMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.onSocket = undefined;
  }

  /** The socket opened: a batch sent on an earlier one is sent again (its ack may be lost), and waiting events go now. */
  socketOpened(): Promise<void> {
    this.onSocket = undefined;
    return this.flush();
  }

  /** The server stored the batch `batch`: its events are forgotten, and a full batch waiting goes at once. */
  acked(batch: string): Promise<void> {
    const sent = this.onSocket;
    if (!sent || sent.batch !== batch) return this.work;
    this.onSocket = undefined;
    return this.serial(async () => {
      await this.store.remove(sent.seqs);
      if (sent.dropped) await this.store.countDropped(-sent.dropped);
    }).then(async () => {
      if ((await this.store.count()) >= this.o.perMessage) await this.flush();
    });
  }

  /** Sends the oldest waiting events: one batch on the socket, or a report call while it is down. */
  async flush(): Promise<void> {
    await this.work;
    if (this.onSocket && (!this.transport.up() || this.o.now() - this.onSocket.sentAt >= this.o.ackWaitMs)) {
      this.onSocket = undefined;
    }
    if (this.onSocket || this.posting) return;
    if (this.transport.up()) {
      const events = await this.store.oldest(this.o.perMessage);
      const dropped = await this.store.dropped();
      // Checked again: another flush may have sent meanwhile.
      if (!events.length || this.onSocket || this.posting) return;
      const m = this.message(events, dropped);
      const sent = { batch: m.batch, seqs: events.map((e) => e.seq), dropped, sentAt: this.o.now() };
      this.onSocket = sent;
      if (!this.transport.send(m) && this.onSocket === sent) this.onSocket = undefined;
      return;
    }
    this.posting = true;
    try {
      const events = await this.store.oldest(this.o.perMessage * this.o.perReport);
      if (!events.length) return;
      const dropped = await this.store.dropped();
      const messages: EventsMessage[] = [];
      for (let at = 0; at < events.length; at += this.o.perMessage) {
        messages.push(this.message(events.slice(at, at + this.o.perMessage), at === 0 ? dropped : 0));
      }
      let answer: 'taken' | 'refused';
      try {
        answer = await this.transport.post(messages);
      } catch {
        // Kept for the next try: the server has not taken them.
        return;
      }
      // Refused events would block every later one: they go, counted as dropped.
      const change = answer === 'taken' ? -dropped : events.length;
      await this.serial(async () => {
        await this.store.remove(events.map((e) => e.seq));
        if (change) await this.store.countDropped(change);
      });
    } finally {
      this.posting = false;
    }
  }

  private message(stored: readonly StoredEvent[], dropped: number): EventsMessage {
    const events = stored.map(({ seq: _seq, ...e }) => e);
    return { type: 'events', batch: this.o.newId(), ...(dropped > 0 && { dropped }), events };
  }

  /** Store changes one after the other, in the order asked; a failure does not stop those after it. */
  private serial(step: () => Promise<void>): Promise<void> {
    const next = this.work.then(step);
    this.work = next.catch(() => undefined);
    return next;
  }
}

/** An EventStore in memory (a player without IndexedDB keeps its events until it reloads). */
export class MemoryEventStore implements EventStore {
  private events: StoredEvent[] = [];
  private seq = 0;
  private droppedCount = 0;

  add(events: readonly WidgetEvent[], limit: number): Promise<void> {
    for (const e of events) this.events.push({ ...e, seq: ++this.seq });
    const over = this.events.length - limit;
    if (over > 0) {
      this.events.splice(0, over);
      this.droppedCount += over;
    }
    return Promise.resolve();
  }

  oldest(n: number): Promise<StoredEvent[]> {
    return Promise.resolve(this.events.slice(0, n));
  }

  remove(seqs: readonly number[]): Promise<void> {
    const gone = new Set(seqs);
    this.events = this.events.filter((e) => !gone.has(e.seq));
    return Promise.resolve();
  }

  count(): Promise<number> {
    return Promise.resolve(this.events.length);
  }

  dropped(): Promise<number> {
    return Promise.resolve(this.droppedCount);
  }

  countDropped(n: number): Promise<void> {
    this.droppedCount = Math.max(0, this.droppedCount + n);
    return Promise.resolve();
  }
}
