import { describe, expect, it } from 'vitest';
import { holdsAt, minutesOf, spans } from './when';
import { zone } from './zone';

const berlin = zone('Europe/Berlin');
const at = (iso: string) => Date.parse(iso);
const day = (iso: string) =>
  [at(`${iso}T00:00:00+01:00`) - 86_400_000, at(`${iso}T00:00:00+01:00`) + 2 * 86_400_000] as const;

describe('when something may play', () => {
  it('reads times of day', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('23:59')).toBe(1439);
    expect(() => minutesOf('24:00')).toThrow(RangeError);
    expect(() => minutesOf('9:00')).toThrow(RangeError);
  });

  it('holds always when nothing narrows it', () => {
    expect(holdsAt({}, berlin, at('2026-06-01T12:00:00Z'))).toBe(true);
  });

  it('keeps a window crossing midnight with the day it starts', () => {
    const when = { weekdays: [5], windows: [{ start: '22:00', end: '02:00' }] }; // Friday nights
    expect(holdsAt(when, berlin, at('2026-11-28T00:30:00+01:00'))).toBe(true); // Saturday 00:30
    expect(holdsAt(when, berlin, at('2026-11-27T00:30:00+01:00'))).toBe(false); // Friday 00:30
    expect(holdsAt(when, berlin, at('2026-11-27T22:00:00+01:00'))).toBe(true);
    expect(holdsAt(when, berlin, at('2026-11-28T02:00:00+01:00'))).toBe(false);
  });

  it('applies dates to the day a window starts, both ends included', () => {
    const when = { startDate: '2028-02-29', endDate: '2028-02-29', windows: [{ start: '23:00', end: '01:00' }] };
    const [a, b] = day('2028-02-29');
    expect(spans(when, berlin, a, b)).toEqual([
      { from: at('2028-02-29T23:00:00+01:00'), to: at('2028-03-01T01:00:00+01:00') },
    ]);
  });

  it('makes a window in the skipped hour empty and one in the repeated hour two hours long', () => {
    const when = { windows: [{ start: '02:00', end: '03:00' }] };
    const [a, b] = [at('2026-03-29T00:00:00+01:00'), at('2026-03-30T00:00:00+02:00')];
    expect(spans(when, berlin, a, b)).toEqual([]);
    const [c, d] = [at('2026-10-25T00:00:00+02:00'), at('2026-10-26T00:00:00+01:00')];
    expect(spans(when, berlin, c, d)).toEqual([
      { from: at('2026-10-25T02:00:00+02:00'), to: at('2026-10-25T03:00:00+01:00') },
    ]);
  });

  it('lasts 23 hours on the day clocks go forward', () => {
    const [a, b] = day('2026-03-29');
    const s = spans({ startDate: '2026-03-29', endDate: '2026-03-29' }, berlin, a, b);
    expect(s).toEqual([{ from: at('2026-03-29T00:00:00+01:00'), to: at('2026-03-30T00:00:00+02:00') }]);
    expect(s[0]!.to - s[0]!.from).toBe(23 * 3_600_000);
  });

  it('intersects windows with moments and merges what touches', () => {
    const when = {
      windows: [
        { start: '08:00', end: '12:00' },
        { start: '12:00', end: '14:00' },
      ],
      from: at('2026-06-01T09:00:00+02:00'),
      to: at('2026-06-02T09:00:00+02:00'),
    };
    const [a, b] = day('2026-06-01');
    expect(spans(when, berlin, a, b)).toEqual([
      { from: at('2026-06-01T09:00:00+02:00'), to: at('2026-06-01T14:00:00+02:00') },
      { from: at('2026-06-02T08:00:00+02:00'), to: at('2026-06-02T09:00:00+02:00') },
    ]);
  });

  it('reads weekdays of the terminal, not of UTC', () => {
    const tokyo = zone('Asia/Tokyo');
    // 2026-11-29 20:00 UTC is Monday 30 November 05:00 in Tokyo.
    expect(holdsAt({ weekdays: [1] }, tokyo, at('2026-11-29T20:00:00Z'))).toBe(true);
    expect(holdsAt({ weekdays: [1] }, berlin, at('2026-11-29T20:00:00Z'))).toBe(false);
  });
});
