import { createDocument, createScene, createWidget, type SceneStart } from '@apm/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventsMessage, WidgetEvent } from '../protocol/messages';
import { clickOf, EventLog, MemoryEventStore, usesOf, type EventLogOptions, type Played } from './widgetEvents';

const NOW = Date.parse('2026-11-27T10:00:00Z');

/** A program of a main scene (a title, a hidden note, a button) and a sub-scene (a price). */
function program(): Played {
  const doc = createDocument({ width: 1920, height: 1080 });
  const main = createScene({
    id: 'intro',
    widgets: [
      createWidget('text', { id: 'title' }),
      createWidget('text', { id: 'note', hidden: true }),
      createWidget('button', { id: 'order', props: { action: { type: 'scene', sceneId: 'menu' } } }),
    ],
  });
  const sub = createScene({ id: 'menu', main: false, widgets: [createWidget('text', { id: 'price' })] });
  return { publishId: 'pub-1', programId: 'prog-1', document: { ...doc, scenes: [main, sub] } };
}

const start = (sceneId: string, main: boolean, startedAt: number): SceneStart => ({
  sceneId,
  main,
  index: main ? 0 : -1,
  count: 0,
  startedAt,
  endsAt: main ? startedAt + 10_000 : null,
});

let counter = 0;
const ids = () => `e${++counter}`;

const event = (n: number): WidgetEvent => ({
  id: `w${n}`,
  type: 'use',
  at: NOW + n,
  publishId: 'pub-1',
  programId: 'prog-1',
  sceneId: 'intro',
  widgetId: 'title',
  kind: 'text',
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => event(from + i));

/** A player's event log over a store in memory and a server stand-in that records what it was sent. */
function setup(options: Partial<EventLogOptions> = {}) {
  const store = new MemoryEventStore();
  const net = {
    up: true,
    socket: [] as EventsMessage[],
    posted: [] as EventsMessage[][],
    answer: 'taken' as 'taken' | 'refused' | 'unreachable',
  };
  let clock = NOW;
  const log = new EventLog(
    store,
    {
      up: () => net.up,
      send: (m) => {
        if (!net.up) return false;
        net.socket.push(m);
        return true;
      },
      post: (ms) => {
        net.posted.push(ms);
        if (net.answer === 'unreachable') return Promise.reject(new Error('offline'));
        return Promise.resolve(net.answer);
      },
    },
    { newId: () => `batch-${++counter}`, now: () => clock, ...options },
  );
  const kept = async () => (await store.oldest(1_000_000)).map((e) => e.id);
  const sentIds = (m: EventsMessage | undefined) => m?.events.map((e) => e.id);
  return { store, net, log, kept, sentIds, later: (ms: number) => (clock += ms) };
}

describe('recording widget events', () => {
  it('records a use of every drawn widget of a scene as it starts, main scenes and sub-scenes', () => {
    const played = program();
    expect(usesOf(played, start('intro', true, NOW + 0.4), ids)).toEqual([
      expect.objectContaining({ type: 'use', at: NOW, sceneId: 'intro', widgetId: 'title', kind: 'text' }),
      expect.objectContaining({ type: 'use', at: NOW, sceneId: 'intro', widgetId: 'order', kind: 'button' }),
    ]);
    const sub = usesOf(played, start('menu', false, NOW + 5000), ids);
    expect(sub).toEqual([
      {
        id: expect.any(String),
        type: 'use',
        at: NOW + 5000,
        publishId: 'pub-1',
        programId: 'prog-1',
        sceneId: 'menu',
        widgetId: 'price',
        kind: 'text',
      },
    ]);
    // Every event its own id.
    const all = [...usesOf(played, start('intro', true, NOW), ids), ...sub];
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(usesOf(played, start('gone', true, NOW), ids)).toEqual([]);
  });

  it('records a click of a button pressed, with its action type', () => {
    const e = clickOf(
      program(),
      { widgetId: 'order', action: { type: 'scene', sceneId: 'menu' }, sceneId: 'intro', at: NOW + 1234 },
      ids,
    );
    expect(e).toEqual({
      id: expect.any(String),
      type: 'click',
      at: NOW + 1234,
      publishId: 'pub-1',
      programId: 'prog-1',
      sceneId: 'intro',
      widgetId: 'order',
      kind: 'button',
      action: 'scene',
    });
  });
});

describe('the event log', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps at most its bound, dropping the oldest first, and reports how many it dropped', async () => {
    const { log, net, kept, store } = setup({ limit: 5 });
    await log.record(range(1, 3));
    await log.record(range(4, 8));
    expect(await kept()).toEqual(['w4', 'w5', 'w6', 'w7', 'w8']);
    expect(await store.dropped()).toBe(3);

    await log.flush();
    expect(net.socket[0]).toMatchObject({ type: 'events', dropped: 3 });
    // Once the server took the batch, the drop was told: the next batch says nothing of it.
    await log.acked(net.socket[0]!.batch);
    expect(await store.dropped()).toBe(0);
    await log.record(range(9, 9));
    await log.flush();
    expect(net.socket[1]).not.toHaveProperty('dropped');
  });

  it('forgets a batch only once the server acknowledged it, and sends it again when no ack comes', async () => {
    const { log, net, kept, sentIds, later } = setup({ ackWaitMs: 30_000 });
    await log.record(range(1, 3));
    await log.flush();
    expect(sentIds(net.socket[0])).toEqual(['w1', 'w2', 'w3']);
    expect(await kept()).toEqual(['w1', 'w2', 'w3']);

    // One batch on its way at a time; an ack of another batch changes nothing.
    await log.flush();
    expect(net.socket).toHaveLength(1);
    await log.acked('another-batch');
    expect(await kept()).toEqual(['w1', 'w2', 'w3']);

    // No ack in time: the same events go again, in a new batch.
    later(30_000);
    await log.flush();
    expect(sentIds(net.socket[1])).toEqual(['w1', 'w2', 'w3']);
    expect(net.socket[1]!.batch).not.toBe(net.socket[0]!.batch);
    // The first batch's late ack is not this one's.
    await log.acked(net.socket[0]!.batch);
    expect(await kept()).toEqual(['w1', 'w2', 'w3']);
    await log.acked(net.socket[1]!.batch);
    expect(await kept()).toEqual([]);
  });

  it('sends a batch again on a new socket, its ack lost with the old one', async () => {
    const { log, net, kept, sentIds } = setup();
    await log.record(range(1, 2));
    await log.flush();
    await log.socketOpened();
    expect(net.socket.map(sentIds)).toEqual([
      ['w1', 'w2'],
      ['w1', 'w2'],
    ]);
    await log.acked(net.socket[1]!.batch);
    expect(await kept()).toEqual([]);
  });

  it('sends batches of at most 100, the next full one at once after each ack, the rest on the next round', async () => {
    const { log, net, kept } = setup();
    await log.record(range(1, 250));
    await log.flush();
    expect(net.socket.map((m) => m.events.length)).toEqual([100]);
    await log.acked(net.socket[0]!.batch);
    expect(net.socket.map((m) => m.events.length)).toEqual([100, 100]);
    expect(net.socket[1]!.events[0]!.id).toBe('w101');
    await log.acked(net.socket[1]!.batch);
    // 50 left: they wait for the next round.
    expect(net.socket).toHaveLength(2);
    expect(await kept()).toHaveLength(50);
    await log.flush();
    expect(net.socket[2]!.events.map((e) => e.id)).toEqual(range(201, 250).map((e) => e.id));
  });

  it('sends every minute once started, not before', async () => {
    vi.useFakeTimers({ now: NOW });
    const { log, net } = setup({ now: () => Date.now() });
    log.start();
    await log.record(range(1, 2));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(net.socket).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(net.socket).toHaveLength(1);
    log.stop();
  });

  it('posts by the report call while the socket is down, up to five batches, forgetting them once taken', async () => {
    const { log, net, kept } = setup();
    net.up = false;
    await log.record(range(1, 620));
    net.answer = 'unreachable';
    await log.flush();
    expect(net.posted[0]!.map((m) => m.events.length)).toEqual([100, 100, 100, 100, 100]);
    expect(await kept()).toHaveLength(620);

    net.answer = 'taken';
    await log.flush();
    expect(await kept()).toEqual(range(501, 620).map((e) => e.id));
    await log.flush();
    expect(net.posted[2]!.map((m) => m.events.length)).toEqual([100, 20]);
    expect(await kept()).toEqual([]);
  });

  it('lets events the server refused go, counted as dropped, so they do not block the later ones', async () => {
    const { log, net, kept, store } = setup();
    net.up = false;
    await log.record(range(1, 3));
    net.answer = 'refused';
    await log.flush();
    expect(await kept()).toEqual([]);
    expect(await store.dropped()).toBe(3);
    net.up = true;
    await log.record(range(4, 4));
    await log.flush();
    expect(net.socket[0]).toMatchObject({ dropped: 3, events: [{ id: 'w4' }] });
  });

  it('sends by the report call a batch that was on a socket that closed', async () => {
    const { log, net, kept } = setup();
    await log.record(range(1, 2));
    await log.flush();
    net.up = false;
    await log.flush();
    expect(net.posted[0]!.flatMap((m) => m.events.map((e) => e.id))).toEqual(['w1', 'w2']);
    expect(await kept()).toEqual([]);
  });
});
