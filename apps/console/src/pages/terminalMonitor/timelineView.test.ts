import { describe, expect, it } from 'vitest';
import {
  blocksOf,
  clockOf,
  namesOf,
  offsetOf,
  placeOf,
  positionOf,
  PROGRAM_COLOURS,
  programColours,
  rangeOf,
  ticksOf,
} from './timelineView';

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

describe('the timelines of many terminals on screen', () => {
  const program = (key: string, programId: string, programName: string, planName: string | null) => ({
    key,
    programId,
    programName,
    publishId: key.split('/')[0]!,
    planName,
  });

  it('gives a program one colour in every publication, by name, and lists its plans once', () => {
    const { legend, colourOf } = programColours([
      program('p1/menu', 'menu', 'Menu', 'Mornings'),
      program('p2/menu', 'menu', 'Menu', 'Mornings'),
      program('p3/menu', 'menu', 'Menu', null),
      program('p1/ads', 'ads', 'Adverts', 'Mornings'),
    ]);
    expect(legend).toEqual([
      { programId: 'ads', programName: 'Adverts', plans: ['Mornings'], colour: PROGRAM_COLOURS[0] },
      { programId: 'menu', programName: 'Menu', plans: ['Mornings', null], colour: PROGRAM_COLOURS[1] },
    ]);
    expect([colourOf('p1/menu'), colourOf('p3/menu'), colourOf('p1/ads')]).toEqual([
      PROGRAM_COLOURS[1],
      PROGRAM_COLOURS[1],
      PROGRAM_COLOURS[0],
    ]);
    // Programs taking turns are drawn in the first one's colour.
    expect(colourOf('p1/ads p1/menu')).toBe(PROGRAM_COLOURS[0]);
    const names = new Map([
      ['p1/menu', { programName: 'Menu' }],
      ['p1/ads', { programName: 'Adverts' }],
    ]);
    expect(namesOf('p1/menu p1/ads', names)).toBe('Menu · Adverts');
    expect(namesOf(null, names)).toBeNull();
  });

  it('places blocks and moments on a bar as percentages', () => {
    expect(placeOf({ from: 25, to: 75 }, 0, 100)).toEqual({ left: '25%', width: '50%' });
    expect(positionOf(50, 0, 200)).toBe('25%');
  });

  it('marks the axis every 3 hours of a day and at each midnight of a week, following clock changes', () => {
    const day = rangeOf('Europe/Berlin', at('2026-11-27T12:00:00Z'), 'day');
    expect(ticksOf('Europe/Berlin', day.from, day.to, 'day').map((t) => clockOf(t, 'Europe/Berlin'))).toEqual([
      '00:00',
      '03:00',
      '06:00',
      '09:00',
      '12:00',
      '15:00',
      '18:00',
      '21:00',
    ]);
    // The night clocks go back in Berlin: the day lasts 25 hours, the marks stay on the clock.
    const back = rangeOf('Europe/Berlin', at('2026-10-25T12:00:00Z'), 'day');
    const marks = ticksOf('Europe/Berlin', back.from, back.to, 'day');
    expect(marks[2]! - marks[0]!).toBe(7 * 3_600_000);
    const week = rangeOf('America/New_York', at('2026-11-27T12:00:00Z'), 'week');
    expect(ticksOf('America/New_York', week.from, week.to, 'week')).toEqual(
      [23, 24, 25, 26, 27, 28, 29].map((d) => at(`2026-11-${d}T00:00:00-05:00`)),
    );
  });

  it('names a zone’s offset from UTC at a moment', () => {
    expect(offsetOf('Asia/Tokyo', at('2026-11-27T12:00:00Z'))).toBe('UTC+9');
    expect(offsetOf('America/St_Johns', at('2026-11-27T12:00:00Z'))).toBe('UTC−3:30');
    expect(offsetOf('Europe/Berlin', at('2026-07-01T12:00:00Z'))).toBe('UTC+2');
    expect(offsetOf('UTC', 0)).toBe('UTC');
  });
});
