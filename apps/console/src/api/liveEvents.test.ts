import type { LiveEvent } from '@apm/contract';
import { describe, expect, it, vi } from 'vitest';
import { liveStream, reopenDelay, type EventSourceLike } from './liveEvents';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeSource implements EventSourceLike {
  listeners = new Map<string, Array<(e: MessageEvent<string>) => void>>();
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, l: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), l]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const schedule = ((fn: () => void, ms: number) => {
    timers.push({ fn, ms });
    return timers.length as unknown as ReturnType<typeof setTimeout>;
  }) as unknown as typeof setTimeout;
  const stream = liveStream((url) => {
    const s = new FakeSource(url);
    sources.push(s);
    return s;
  }, schedule);
  return { stream, sources, timers };
}

const changed = { officeId: 'o1', id: 't1', online: true, state: 'authorised' };

describe('live stream', () => {
  it('opens one stream for all listeners, tells each the events, and closes with the last', () => {
    const { stream, sources } = setup();
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    const stopA = stream.listen((e) => a.push(e));
    const stopB = stream.listen((e) => b.push(e));
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/apm-web/a/api/events');
    sources[0]!.emit('terminal.changed', changed);
    expect(a).toEqual([{ name: 'terminal.changed', payload: changed }]);
    expect(b).toEqual(a);
    stopA();
    expect(sources[0]!.closed).toBe(false);
    stopB();
    expect(sources[0]!.closed).toBe(true);
  });

  it('opens again after a drop, waiting longer each time until one opens', () => {
    // The jitter at its middle: with any other draw two waits in a row may come out nearly equal.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { stream, sources, timers } = setup();
    stream.listen(() => undefined);
    sources[0]!.onerror!(new Event('error'));
    expect(sources[0]!.closed).toBe(true);
    expect(timers).toHaveLength(1);
    timers[0]!.fn();
    expect(sources).toHaveLength(2);
    sources[1]!.onerror!(new Event('error'));
    expect(timers.map((t) => t.ms)).toEqual([1_000, 2_000]);
    timers[1]!.fn();
    sources[2]!.onopen!(new Event('open'));
    sources[2]!.onerror!(new Event('error'));
    // Opened once: the next wait starts again from a second.
    expect(timers[2]!.ms).toBe(1_000);
    random.mockRestore();
  });

  it('stays closed once the server says the session ended', () => {
    const { stream, sources, timers } = setup();
    stream.listen(() => undefined);
    sources[0]!.emit('logout', {});
    expect(sources[0]!.closed).toBe(true);
    sources[0]!.onerror?.(new Event('error'));
    expect(timers).toHaveLength(0);
    expect(sources).toHaveLength(1);
  });

  it('tells who asked when it opens again after a drop (the events sent meanwhile are lost), not when it first opens', () => {
    const { stream, sources, timers } = setup();
    let reopened = 0;
    const stop = stream.listen(
      () => undefined,
      () => reopened++,
    );
    sources[0]!.onopen!(new Event('open'));
    expect(reopened).toBe(0);
    sources[0]!.onerror!(new Event('error'));
    // The server is still down: the first attempt fails, the second opens.
    timers[0]!.fn();
    sources[1]!.onerror!(new Event('error'));
    expect(reopened).toBe(0);
    timers[1]!.fn();
    sources[2]!.onopen!(new Event('open'));
    expect(reopened).toBe(1);
    // Once removed, it is told no more.
    const other = stream.listen(() => undefined);
    stop();
    sources[2]!.onerror!(new Event('error'));
    timers[2]!.fn();
    sources[3]!.onopen!(new Event('open'));
    expect(reopened).toBe(1);
    other();
  });

  it('spaces reopenings from 1 s doubling to 10 s, a third more or less', () => {
    expect(reopenDelay(0, () => 0.5)).toBe(1_000);
    expect(reopenDelay(3, () => 0.5)).toBe(8_000);
    expect(reopenDelay(4, () => 0.5)).toBe(10_000);
    expect(reopenDelay(10, () => 0.5)).toBe(10_000);
    expect(reopenDelay(10, () => 1)).toBe(13_333);
    expect(reopenDelay(0, () => 0)).toBe(667);
    expect(reopenDelay(0, () => 1)).toBe(1_333);
  });
});
