import { describe, expect, it } from 'vitest';
import { blocksOf, clockOf, rangeOf } from './timelineView';

const at = (iso: string) => Date.parse(iso);

describe('a terminal timeline on screen', () => {
  it('takes the day or the week (from Monday) on the terminal’s clock', () => {
    expect(rangeOf('Europe/Berlin', at('2026-11-27T23:30:00Z'), 'day')).toEqual({
      from: at('2026-11-28T00:00:00+01:00'),
      to: at('2026-11-29T00:00:00+01:00'),
    });
    expect(rangeOf('America/New_York', at('2026-11-27T12:00:00Z'), 'week')).toEqual({
      from: at('2026-11-23T00:00:00-05:00'),
      to: at('2026-11-30T00:00:00-05:00'),
    });
  });

  it('merges turns of one program that follow each other and shows the gaps', () => {
    const from = 0;
    const plays = [
      { from: 10, to: 20, kind: 'loop' as const, key: 'a' },
      { from: 20, to: 30, kind: 'loop' as const, key: 'a' },
      { from: 30, to: 40, kind: 'loop' as const, key: 'b' },
      { from: 50, to: 60, kind: 'loop' as const, key: 'b' },
    ];
    expect(blocksOf({ plays, segments: [] }, from, 70)).toEqual([
      { from: 0, to: 10, key: null },
      { from: 10, to: 30, key: 'a' },
      { from: 30, to: 40, key: 'b' },
      { from: 40, to: 50, key: null },
      { from: 50, to: 60, key: 'b' },
      { from: 60, to: 70, key: null },
    ]);
  });

  it('uses segments when the turns are not listed (a week)', () => {
    const segments = [
      { from: 0, to: 10, kind: 'none' as const, keys: [] },
      { from: 10, to: 20, kind: 'loop' as const, keys: ['a', 'b'] },
    ];
    expect(blocksOf({ plays: null, segments }, 0, 20)).toEqual([
      { from: 0, to: 10, key: null },
      { from: 10, to: 20, key: 'a b' },
    ]);
  });

  it('writes times on the terminal’s clock, a day’s end as 24:00', () => {
    expect(clockOf(at('2026-11-27T11:30:00Z'), 'Europe/Berlin')).toBe('12:30');
    expect(clockOf(at('2026-11-27T23:00:00Z'), 'Europe/Berlin', true)).toBe('24:00');
  });
});
