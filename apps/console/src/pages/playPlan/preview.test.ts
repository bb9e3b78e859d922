import { zone, type PlanEntry, type ScheduleInput } from '@apm/schedule';
import { describe, expect, it } from 'vitest';
import { clockAt, daysOf, MAX_PLAYS_DRAWN, placeOf, previewOf } from './preview';

const entry = (id: string, when: PlanEntry['when'], ms = 30_000, priority = 0): PlanEntry => ({
  id,
  programId: `program-${id}`,
  play: { mode: 'duration', ms },
  priority,
  when,
});

const input = (entries: PlanEntry[], timeZone = 'Europe/Berlin'): ScheduleInput => ({
  timeZone,
  plans: [{ id: 'plan', kind: 'loop', every: null, entries }],
  messages: [],
  programLengths: {},
});

/** The wall-clock spans of a list, as `HH:MM–HH:MM`. */
const clocks = (timeZone: string, spans: readonly { from: number; to: number }[]) =>
  spans.map((s) => `${clockAt(zone(timeZone), s.from)}–${clockAt(zone(timeZone), s.to, true)}`);

// 2026-12-02 is a Wednesday, 2026-12-05 a Saturday.
const morning = entry('morning', { weekdays: [1, 2, 3, 4, 5], windows: [{ start: '06:00', end: '11:30' }] });
const lunch = entry('lunch', { windows: [{ start: '11:30', end: '14:00' }] });

describe('the preview of a plan', () => {
  it('shows per entry when it may play and when it plays, and the gaps where nothing does', () => {
    const p = previewOf(input([morning, lunch]), 'day', '2026-12-02');
    expect(clocks('Europe/Berlin', [p])).toEqual(['00:00–24:00']);
    expect(p.rows.map((r) => clocks('Europe/Berlin', r.playing))).toEqual([['06:00–11:30'], ['11:30–14:00']]);
    expect(p.rows.map((r) => clocks('Europe/Berlin', r.live))).toEqual([['06:00–11:30'], ['11:30–14:00']]);
    const gaps = p.stretches.filter((s) => s.entryIds.length === 0);
    expect(clocks('Europe/Berlin', gaps)).toEqual(['00:00–06:00', '14:00–24:00']);
    // Turns of one entry in a row are one bar.
    expect(p.plays?.map((b) => b.entryId)).toEqual(['morning', 'lunch']);
    expect(clocks('Europe/Berlin', p.plays ?? [])).toEqual(['06:00–11:30', '11:30–14:00']);
  });

  it('leaves a weekday entry out on a Saturday', () => {
    const p = previewOf(input([morning, lunch]), 'day', '2026-12-05');
    expect(p.rows[0]!.live).toEqual([]);
    expect(clocks('Europe/Berlin', p.rows[1]!.playing)).toEqual(['11:30–14:00']);
  });

  it('shows an entry held back by a higher priority as may-play, not playing', () => {
    const allDay = entry('allDay', {});
    const urgent = entry('urgent', { windows: [{ start: '12:00', end: '13:00' }] }, 30_000, 5);
    const p = previewOf(input([allDay, urgent], 'UTC'), 'day', '2026-12-02');
    expect(clocks('UTC', p.rows[0]!.live)).toEqual(['00:00–24:00']);
    expect(clocks('UTC', p.rows[0]!.playing)).toEqual(['00:00–12:00', '13:00–24:00']);
    expect(clocks('UTC', p.rows[1]!.playing)).toEqual(['12:00–13:00']);
  });

  it('draws entries taking turns one turn at a time, and a week as who shares the screen', () => {
    const a = entry('a', { windows: [{ start: '08:00', end: '08:02' }] });
    const b = entry('b', { windows: [{ start: '08:00', end: '08:02' }] });
    const day = previewOf(input([a, b], 'UTC'), 'day', '2026-12-02');
    expect(day.plays?.map((bar) => bar.entryId)).toEqual(['a', 'b', 'a', 'b']);
    const week = previewOf(input([a, b], 'UTC'), 'week', '2026-12-02');
    expect(week.plays).toBeNull();
    expect(week.days).toHaveLength(7);
    expect(week.stretches.filter((s) => s.entryIds.length > 0).map((s) => s.entryIds)).toEqual(
      Array.from({ length: 7 }, () => ['a', 'b']),
    );
  });

  it('gives up drawing turns one by one when there are too many', () => {
    const short = entry('short', {}, 1000);
    const other = entry('other', {}, 1000);
    const p = previewOf(input([short, other], 'UTC'), 'day', '2026-12-02');
    expect(p.plays).toBeNull();
    expect(86_400 > MAX_PLAYS_DRAWN).toBe(true);
  });

  it('runs a week from Monday, with the days of a clock change 23 or 25 hours long', () => {
    const z = zone('Europe/Berlin');
    const days = daysOf('week', '2026-03-29', z);
    expect(days).toHaveLength(7);
    // 2026-03-29 is the Sunday the clocks go forward: its week starts on Monday the 23rd.
    expect(new Date(days[0]!.from).toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect((days[6]!.to - days[6]!.from) / 3_600_000).toBe(23);
  });

  it('places spans by percent of the view', () => {
    expect(placeOf({ from: 25, to: 75 }, { from: 0, to: 100 })).toEqual({ left: 25, width: 50 });
    expect(placeOf({ from: -10, to: 10 }, { from: 0, to: 100 })).toEqual({ left: 0, width: 10 });
  });
});
