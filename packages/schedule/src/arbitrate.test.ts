import { describe, expect, it } from 'vitest';
import { timeline, whatPlays } from './arbitrate';
import type { Message, Plan, PlanEntry, ScheduleInput } from './plan';

const at = (iso: string) => Date.parse(iso);
const MIN = 60_000;

function entry(id: string, ms: number, more: Partial<PlanEntry> = {}): PlanEntry {
  return { id, programId: `p-${id}`, play: { mode: 'duration', ms }, priority: 0, when: {}, ...more };
}

function input(plans: Plan[], messages: Message[] = [], programLengths: Record<string, number> = {}): ScheduleInput {
  return { timeZone: 'Europe/Berlin', plans, messages, programLengths };
}

describe('what plays', () => {
  it('plays a loop in turn from midnight, each entry for its length', () => {
    const i = input([{ id: 'L', kind: 'loop', entries: [entry('a', 10 * MIN), entry('b', 5 * MIN)] }]);
    const midnight = at('2026-11-27T00:00:00+01:00');
    expect(whatPlays(i, midnight + 3 * MIN).play).toMatchObject({
      entryId: 'a',
      from: midnight,
      to: midnight + 10 * MIN,
    });
    expect(whatPlays(i, midnight + 12 * MIN).play).toMatchObject({ entryId: 'b', from: midnight + 10 * MIN });
    // 15 minutes a round: 13:07 is 787 minutes after midnight, 7 into round 53 (a).
    const answer = whatPlays(i, at('2026-11-27T13:07:00+01:00'));
    expect(answer.play).toMatchObject({ entryId: 'a', from: at('2026-11-27T13:00:00+01:00') });
    expect(answer.until).toBe(at('2026-11-27T13:10:00+01:00'));
  });

  it('counts an entry played a number of times by its program length', () => {
    const e = entry('a', 0, { play: { mode: 'plays', count: 3 } });
    const i = input([{ id: 'L', kind: 'loop', entries: [e, entry('b', MIN)] }], [], { 'p-a': 20_000 });
    const midnight = at('2026-11-27T00:00:00+01:00');
    expect(whatPlays(i, midnight).play?.to).toBe(midnight + 60_000);
  });

  it('switches at a window boundary and starts the loop over there', () => {
    const morning = entry('m', 7 * MIN, { when: { windows: [{ start: '06:00', end: '11:30' }] } });
    const lunch = entry('l', 7 * MIN, { when: { windows: [{ start: '11:30', end: '14:00' }] } });
    const i = input([{ id: 'L', kind: 'loop', entries: [morning, lunch] }]);
    expect(whatPlays(i, at('2026-11-27T11:29:59+01:00'))).toMatchObject({
      play: { entryId: 'm', to: at('2026-11-27T11:30:00+01:00') },
      until: at('2026-11-27T11:30:00+01:00'),
    });
    expect(whatPlays(i, at('2026-11-27T11:30:00+01:00')).play).toMatchObject({
      entryId: 'l',
      from: at('2026-11-27T11:30:00+01:00'),
    });
    expect(whatPlays(i, at('2026-11-27T15:00:00+01:00'))).toMatchObject({
      play: null,
      until: at('2026-11-28T00:00:00+01:00'),
    });
  });

  it('plays only the highest priority, and equals in turn', () => {
    const i = input([
      { id: 'A', kind: 'loop', entries: [entry('a', MIN, { priority: 1 })] },
      { id: 'B', kind: 'loop', entries: [entry('b', MIN, { priority: 1 }), entry('low', MIN)] },
    ]);
    const midnight = at('2026-11-27T00:00:00+01:00');
    const seen = [0, 1, 2, 3].map((k) => whatPlays(i, midnight + k * MIN + 1).play?.entryId);
    expect(seen).toEqual(['a', 'b', 'a', 'b']);
  });

  it('does not start a loop over when a window opens for an entry that would not play', () => {
    const high = entry('h', 7 * MIN, { priority: 5 });
    const low = entry('low', MIN, { when: { windows: [{ start: '10:00', end: '11:00' }] } });
    const i = input([{ id: 'L', kind: 'loop', entries: [high, low] }]);
    // 10:03 is 603 minutes after midnight: 86 rounds of 7 are 602, so the turn began at 10:02.
    expect(whatPlays(i, at('2026-11-27T10:03:00+01:00')).play).toMatchObject({ from: at('2026-11-27T10:02:00+01:00') });
  });

  it('plays the default plan only when no loop may', () => {
    const i = input([
      { id: 'D', kind: 'default', entries: [entry('d', MIN)] },
      { id: 'L', kind: 'loop', entries: [entry('a', MIN, { when: { windows: [{ start: '09:00', end: '17:00' }] } })] },
    ]);
    expect(whatPlays(i, at('2026-11-27T08:59:00+01:00')).play).toMatchObject({ entryId: 'd', kind: 'default' });
    expect(whatPlays(i, at('2026-11-27T09:00:00+01:00')).play).toMatchObject({ entryId: 'a', kind: 'loop' });
  });

  it('breaks in after every N items, the interstitial entries in turn', () => {
    const i = input([
      { id: 'L', kind: 'loop', entries: [entry('a', MIN), entry('b', MIN)] },
      { id: 'I', kind: 'interstitial', every: { items: 2 }, entries: [entry('x', 30_000), entry('y', 30_000)] },
    ]);
    const t = timeline(i, at('2026-11-27T00:00:00+01:00'), at('2026-11-27T00:08:00+01:00'), { plays: true });
    expect(t.plays?.map((p) => p.entryId)).toEqual(['a', 'b', 'x', 'a', 'b', 'y', 'a', 'b', 'x', 'a']);
  });

  it('breaks in once N minutes have passed, after the item playing', () => {
    const i = input([
      { id: 'L', kind: 'loop', entries: [entry('a', 4 * MIN)] },
      { id: 'I', kind: 'interstitial', every: { minutes: 10 }, entries: [entry('x', MIN)] },
    ]);
    const t = timeline(i, at('2026-11-27T00:00:00+01:00'), at('2026-11-27T00:30:00+01:00'), { plays: true });
    // a a a (12 min ≥ 10) x, then a a a x … each break 10 minutes or more after the one before.
    expect(t.plays?.map((p) => p.entryId)).toEqual(['a', 'a', 'a', 'x', 'a', 'a', 'a', 'x', 'a']);
  });

  it('finds what plays late in the day as the walk from midnight does', () => {
    const i = input([
      { id: 'L', kind: 'loop', entries: [entry('a', 7_000), entry('b', 11_000), entry('c', 13_000)] },
      { id: 'I', kind: 'interstitial', every: { minutes: 1 }, entries: [entry('x', 5_000), entry('y', 3_000)] },
    ]);
    const from = at('2026-11-27T00:00:00+01:00');
    const to = at('2026-11-28T00:00:00+01:00');
    const plays = timeline(i, from, to, { plays: true }).plays!;
    for (const t of [from + 1, to - 1, at('2026-11-27T17:43:21.5+01:00')]) {
      const expected = plays.find((p) => p.from <= t && t < p.to);
      expect(whatPlays(i, t).play).toEqual(expected);
    }
  });

  it('plays a window that crosses midnight from its start and again from midnight', () => {
    const night = entry('n', 25 * MIN, { when: { windows: [{ start: '23:50', end: '00:20' }] } });
    const i = input([{ id: 'L', kind: 'loop', entries: [night] }]);
    expect(whatPlays(i, at('2026-11-27T23:55:00+01:00')).play).toMatchObject({
      from: at('2026-11-27T23:50:00+01:00'),
      to: at('2026-11-28T00:00:00+01:00'),
    });
    expect(whatPlays(i, at('2026-11-28T00:05:00+01:00')).play).toMatchObject({
      from: at('2026-11-28T00:00:00+01:00'),
      to: at('2026-11-28T00:20:00+01:00'),
    });
  });
});

describe('messages', () => {
  const msg = (id: string, more: Partial<Message> = {}): Message => ({
    id,
    priority: 0,
    position: 'bottom',
    emergency: false,
    when: { from: at('2026-11-27T12:00:00+01:00'), to: at('2026-11-27T13:00:00+01:00') },
    ...more,
  });

  it('shows a message from its start to its end, and says when it changes', () => {
    const i = input([], [msg('m')]);
    expect(whatPlays(i, at('2026-11-27T11:00:00+01:00'))).toMatchObject({
      messages: [],
      until: at('2026-11-27T12:00:00+01:00'),
    });
    expect(whatPlays(i, at('2026-11-27T12:00:00+01:00'))).toMatchObject({
      messages: ['m'],
      until: at('2026-11-27T13:00:00+01:00'),
    });
  });

  it('shows the best of each position, the newest among equals', () => {
    const i = input([], [msg('old'), msg('new'), msg('top', { position: 'top' }), msg('low', { priority: -1 })]);
    expect(whatPlays(i, at('2026-11-27T12:30:00+01:00')).messages).toEqual(['top', 'new']);
  });

  it('lets an emergency cover everything', () => {
    const i = input(
      [{ id: 'L', kind: 'loop', entries: [entry('a', MIN)] }],
      [msg('m'), msg('e', { emergency: true, position: 'full' })],
    );
    expect(whatPlays(i, at('2026-11-27T12:30:00+01:00'))).toMatchObject({
      emergency: 'e',
      messages: [],
      play: { entryId: 'a' },
    });
  });

  it('lists message spans in a timeline', () => {
    const i = input([], [msg('m')]);
    const t = timeline(i, at('2026-11-27T00:00:00+01:00'), at('2026-11-28T00:00:00+01:00'));
    expect(t.messages).toEqual([
      { messageId: 'm', emergency: false, from: at('2026-11-27T12:00:00+01:00'), to: at('2026-11-27T13:00:00+01:00') },
    ]);
    expect(t.segments).toEqual([
      {
        from: at('2026-11-27T00:00:00+01:00'),
        to: at('2026-11-28T00:00:00+01:00'),
        lineup: { kind: 'none', slots: [], breaks: [] },
      },
    ]);
  });
});
