import type { LiveEvent } from '@apm/contract';
import { describe, expect, it } from 'vitest';
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
    const { stream, sources, timers } = setup();
    stream.listen(() => undefined);
    sources[0]!.onerror!(new Event('error'));
    expect(sources[0]!.closed).toBe(true);
    expect(timers).toHaveLength(1);
    timers[0]!.fn();
    expect(sources).toHaveLength(2);
    sources[1]!.onerror!(new Event('error'));
    expect(timers[1]!.ms).toBeGreaterThan(timers[0]!.ms * 1.2);
    timers[1]!.fn();
    sources[2]!.onopen!(new Event('open'));
    sources[2]!.onerror!(new Event('error'));
    // Opened once: the next wait starts again from about a second.
    expect(timers[2]!.ms).toBeLessThanOrEqual(1_334);
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

  it('spaces reopenings from 1 s doubling to 30 s, a third more or less', () => {
    expect(reopenDelay(0, () => 0.5)).toBe(1_000);
    expect(reopenDelay(3, () => 0.5)).toBe(8_000);
    expect(reopenDelay(10, () => 0.5)).toBe(30_000);
    expect(reopenDelay(0, () => 0)).toBe(667);
    expect(reopenDelay(0, () => 1)).toBe(1_333);
  });
});
