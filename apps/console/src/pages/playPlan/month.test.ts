import { zone, type Plan, type PlanEntry, type ScheduleInput } from '@apm/schedule';
import { describe, expect, it } from 'vitest';
import { fitting, monthOf, type MonthDay } from './month';
import { clockAt } from './preview';

const entry = (id: string, when: PlanEntry['when']): PlanEntry => ({
  id,
  programId: `program-${id}`,
  play: { mode: 'duration', ms: 30_000 },
  priority: 0,
  when,
});

const plan = (id: string, kind: Plan['kind'], entries: PlanEntry[]): Plan => ({
  id,
  kind,
  every: kind === 'interstitial' ? { items: 3 } : null,
  entries,
});

const input = (plans: Plan[], timeZone = 'Europe/Berlin'): ScheduleInput => ({
  timeZone,
  plans,
  messages: [],
  programLengths: {},
});

const loop = (...entries: PlanEntry[]) => input([plan('plan', 'loop', entries)]);

/** A day's entries as `id HH:MM–HH:MM` (Berlin wall clock), the way a cell shows them. */
function seen(day: MonthDay | undefined): string[] {
  const z = zone('Europe/Berlin');
  return (day?.entries ?? []).map(
    (e) => `${e.entryId} ${e.spans.map((s) => `${clockAt(z, s.from)}–${clockAt(z, s.to, true)}`).join(', ')}`,
  );
}

const gapsOf = (day: MonthDay | undefined) =>
  (day?.gaps ?? []).map(
    (s) => `${clockAt(zone('Europe/Berlin'), s.from)}–${clockAt(zone('Europe/Berlin'), s.to, true)}`,
  );

const on = (days: readonly MonthDay[], date: string) => days.find((d) => d.date === date);

describe('the month calendar of a plan', () => {
  it('runs whole weeks from Monday, with the day the clocks go forward 23 hours long', () => {
    // Europe/Berlin, March 2027: the 1st is a Monday, the 31st a Wednesday; clocks go forward on Sunday the 28th.
    const night = entry('night', { windows: [{ start: '01:00', end: '04:00' }] });
    const { month, days } = monthOf(loop(night), '2027-03-14');
    expect(month).toBe('2027-03');
    expect(days).toHaveLength(35);
    expect([days[0]!.date, days.at(-1)!.date]).toEqual(['2027-03-01', '2027-04-04']);
    expect(days.filter((d) => !d.inMonth).map((d) => d.date)).toEqual([
      '2027-04-01',
      '2027-04-02',
      '2027-04-03',
      '2027-04-04',
    ]);
    expect(new Date(days[0]!.from).toISOString()).toBe('2027-02-28T23:00:00.000Z');
    const change = on(days, '2027-03-28')!;
    expect((change.to - change.from) / 3_600_000).toBe(23);
    // 02:00–03:00 does not happen that night: the window lasts two hours, the gaps fill the rest.
    expect(seen(change)).toEqual(['night 01:00–04:00']);
    expect(change.entries[0]!.spans.map((s) => (s.to - s.from) / 3_600_000)).toEqual([2]);
    expect(gapsOf(change)).toEqual(['00:00–01:00', '04:00–24:00']);
    expect(seen(on(days, '2027-03-27'))).toEqual(['night 01:00–04:00']);
    expect(on(days, '2027-03-27')!.entries[0]!.spans.map((s) => (s.to - s.from) / 3_600_000)).toEqual([3]);
  });

  it('has a leap day in February 2028, and an entry dated across it plays on each of its days', () => {
    const fair = entry('fair', { startDate: '2028-02-28', endDate: '2028-03-01' });
    const { days } = monthOf(loop(fair), '2028-02');
    // The 1st is a Tuesday: the calendar starts on Monday 31 January and ends on Sunday 5 March.
    expect(days).toHaveLength(35);
    expect([days[0]!.date, days.at(-1)!.date]).toEqual(['2028-01-31', '2028-03-05']);
    expect(days.filter((d) => d.inMonth)).toHaveLength(29);
    expect(days.filter((d) => d.entries.length > 0).map((d) => d.date)).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    const leap = on(days, '2028-02-29')!;
    expect(seen(leap)).toEqual(['fair 00:00–24:00']);
    expect([leap.gaps, leap.silent]).toEqual([[], false]);
    expect(on(days, '2028-02-27')!.silent).toBe(true);
  });

  it('shows an entry of weekdays only on weekdays, with the gaps around it, and weekends silent', () => {
    // December 2026: the 1st is a Tuesday.
    const morning = entry('morning', { weekdays: [1, 2, 3, 4, 5], windows: [{ start: '06:00', end: '11:30' }] });
    const lunch = entry('lunch', { windows: [{ start: '11:30', end: '14:00' }] });
    const { days } = monthOf(loop(lunch, morning), '2026-12-01');
    expect(days[0]!.date).toBe('2026-11-30');
    const wednesday = on(days, '2026-12-02');
    // By when they first play, not by their place in the plan.
    expect(seen(wednesday)).toEqual(['morning 06:00–11:30', 'lunch 11:30–14:00']);
    expect(gapsOf(wednesday)).toEqual(['00:00–06:00', '14:00–24:00']);
    expect(seen(on(days, '2026-12-05'))).toEqual(['lunch 11:30–14:00']);
    const withMorning = days.filter((d) => d.entries.some((e) => e.entryId === 'morning'));
    expect(withMorning.every((d) => ![0, 6].includes(new Date(`${d.date}T12:00:00Z`).getUTCDay()))).toBe(true);
    expect(withMorning).toHaveLength(5 * 5);

    const weekdaysOnly = monthOf(loop(morning), '2026-12');
    expect(on(weekdaysOnly.days, '2026-12-05')!.silent).toBe(true);
    expect(on(weekdaysOnly.days, '2026-12-04')!.silent).toBe(false);
  });

  it('starts an entry on the first day of its dates, in the middle of the month', () => {
    const sale = entry('sale', { startDate: '2026-12-15' });
    const { days } = monthOf(loop(sale), '2026-12');
    expect(on(days, '2026-12-14')!.silent).toBe(true);
    expect(seen(on(days, '2026-12-14'))).toEqual([]);
    expect(gapsOf(on(days, '2026-12-14'))).toEqual(['00:00–24:00']);
    expect(seen(on(days, '2026-12-15'))).toEqual(['sale 00:00–24:00']);
    expect(days.filter((d) => d.inMonth && !d.silent).map((d) => d.date)).toHaveLength(17);
    // The days of January that complete the last week go on.
    expect(seen(days.at(-1))).toEqual(['sale 00:00–24:00']);
  });

  it('shows a window across midnight on both days, by the weekday it starts on', () => {
    // Fridays 22:00–02:00: Friday evening and Saturday morning, never Friday morning.
    const late = entry('late', { weekdays: [5], windows: [{ start: '22:00', end: '02:00' }] });
    const { days } = monthOf(loop(late), '2026-12');
    expect(seen(on(days, '2026-12-03'))).toEqual([]);
    expect(seen(on(days, '2026-12-04'))).toEqual(['late 22:00–24:00']);
    expect(seen(on(days, '2026-12-05'))).toEqual(['late 00:00–02:00']);
    expect(gapsOf(on(days, '2026-12-05'))).toEqual(['02:00–24:00']);
  });

  it('marks default entries filling around the loop, and interstitial ones breaking in or waiting', () => {
    const lunch = entry('lunch', { windows: [{ start: '11:30', end: '14:00' }] });
    const filler = entry('filler', {});
    const promo = entry('promo', { windows: [{ start: '12:00', end: '13:00' }] });
    const all = input([plan('l', 'loop', [lunch]), plan('d', 'default', [filler]), plan('i', 'interstitial', [promo])]);
    const day = on(monthOf(all, '2026-12').days, '2026-12-02')!;
    expect(seen(day)).toEqual(['filler 00:00–11:30, 14:00–24:00', 'lunch 11:30–14:00', 'promo 12:00–13:00']);
    expect(day.entries.map((e) => [e.kind, e.waits])).toEqual([
      ['default', false],
      ['loop', false],
      ['interstitial', false],
    ]);
    expect(day.gaps).toEqual([]);

    // An interstitial plan alone has nothing to break into: its entry waits, and nothing plays.
    const alone = on(monthOf(input([plan('i', 'interstitial', [promo])]), '2026-12').days, '2026-12-02')!;
    expect(seen(alone)).toEqual(['promo 12:00–13:00']);
    expect(alone.entries[0]!.waits).toBe(true);
    expect(alone.silent).toBe(true);
  });

  it('fits a cell: all when they fit, else one less and "+N more" for the rest', () => {
    expect(fitting([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], more: [] });
    expect(fitting([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2], more: [3, 4] });
  });
});
