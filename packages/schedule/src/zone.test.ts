import { describe, expect, it } from 'vitest';
import { dateOfDay, dayOfDate, momentOf, wallAt, weekdayOf, zone } from './zone';

const berlin = zone('Europe/Berlin');
const at = (iso: string) => Date.parse(iso);

describe('wall clock of a time zone', () => {
  it('reads the wall clock on both sides of a clock change', () => {
    expect(wallAt(berlin, at('2026-03-29T00:59:00Z'))).toEqual({ day: dayOfDate('2026-03-29'), minute: 119 });
    expect(wallAt(berlin, at('2026-03-29T01:00:00Z'))).toEqual({ day: dayOfDate('2026-03-29'), minute: 180 });
  });

  it('finds the moment of a wall time', () => {
    expect(momentOf(berlin, dayOfDate('2026-07-01'), 9 * 60)).toBe(at('2026-07-01T07:00:00Z'));
    expect(momentOf(berlin, dayOfDate('2026-01-01'), 9 * 60)).toBe(at('2026-01-01T08:00:00Z'));
  });

  it('reads a skipped wall time as the same time after the gap', () => {
    // 02:30 does not exist in Berlin on 29 March 2026: it is 03:30 summer time.
    expect(momentOf(berlin, dayOfDate('2026-03-29'), 150)).toBe(at('2026-03-29T01:30:00Z'));
  });

  it('reads a repeated wall time as its first occurrence', () => {
    // 02:30 happens twice on 25 October 2026: first in summer time (UTC+2).
    expect(momentOf(berlin, dayOfDate('2026-10-25'), 150)).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('handles a zone that moves by half an hour (Lord Howe) and one without changes (Kolkata)', () => {
    const lordHowe = zone('Australia/Lord_Howe');
    // Clocks go from 02:00 to 02:30 on 4 October 2026 (UTC+10:30 to UTC+11): 02:15 is 02:45.
    expect(momentOf(lordHowe, dayOfDate('2026-10-04'), 2 * 60 + 15)).toBe(at('2026-10-03T15:45:00Z'));
    expect(momentOf(lordHowe, dayOfDate('2026-10-04'), 1 * 60 + 59)).toBe(at('2026-10-03T15:29:00Z'));
    expect(wallAt(zone('Asia/Kolkata'), at('2026-06-01T00:00:00Z'))).toEqual({
      day: dayOfDate('2026-06-01'),
      minute: 330,
    });
  });

  it('takes an unknown zone for UTC', () => {
    const z = zone('Not/AZone');
    expect(z.name).toBe('UTC');
    expect(z.offset(at('2026-06-01T00:00:00Z'))).toBe(0);
  });

  it('counts days and weekdays', () => {
    expect(dateOfDay(dayOfDate('2028-02-29'))).toBe('2028-02-29');
    expect(dayOfDate('2028-03-01') - dayOfDate('2028-02-28')).toBe(2);
    expect(weekdayOf(dayOfDate('2026-11-23'))).toBe(1); // a Monday
    expect(weekdayOf(dayOfDate('2026-11-29'))).toBe(7);
    expect(weekdayOf(dayOfDate('1969-12-31'))).toBe(3);
  });
});
