import { PLAY_NOW_MINUTES_MAX, type PlayNowSet } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import {
  currentPlayNow,
  minutesValid,
  PLAY_NOW_DEFAULT_MINUTES,
  PLAY_NOW_QUICK_MINUTES,
  terminalIdsOf,
  untilTime,
} from './playNowView';

describe('minutesValid', () => {
  it('takes whole minutes from 1 to a day', () => {
    expect(minutesValid(1)).toBe(true);
    expect(minutesValid(PLAY_NOW_DEFAULT_MINUTES)).toBe(true);
    expect(minutesValid(PLAY_NOW_MINUTES_MAX)).toBe(true);
    expect(PLAY_NOW_MINUTES_MAX).toBe(1440);
  });

  it('refuses nothing, zero, fractions and more than a day', () => {
    expect(minutesValid(null)).toBe(false);
    expect(minutesValid(undefined)).toBe(false);
    expect(minutesValid(0)).toBe(false);
    expect(minutesValid(-5)).toBe(false);
    expect(minutesValid(2.5)).toBe(false);
    expect(minutesValid(PLAY_NOW_MINUTES_MAX + 1)).toBe(false);
    expect(minutesValid(Number.NaN)).toBe(false);
  });

  it('offers quick choices the server takes, the default among them', () => {
    expect(PLAY_NOW_QUICK_MINUTES.every(minutesValid)).toBe(true);
    expect(PLAY_NOW_QUICK_MINUTES).toContain(PLAY_NOW_DEFAULT_MINUTES);
  });
});

describe('currentPlayNow', () => {
  const set: NonNullable<PlayNowSet> = {
    publishId: 'pub1',
    programId: 'p1',
    programName: 'Sale',
    from: 1_000,
    to: 61_000,
    state: 'playing',
  };

  it('is the play-now while it lasts', () => {
    expect(currentPlayNow(set, 1_000)).toBe(set);
    expect(currentPlayNow(set, 60_999)).toBe(set);
  });

  it('is none when there is none, none read yet, or it ran out', () => {
    expect(currentPlayNow(null, 1_000)).toBeNull();
    expect(currentPlayNow(undefined, 1_000)).toBeNull();
    expect(currentPlayNow(set, 61_000)).toBeNull();
  });
});

describe('untilTime', () => {
  it('says the time alone the same day', () => {
    const now = new Date(2026, 10, 27, 9, 5).getTime();
    expect(untilTime(new Date(2026, 10, 27, 9, 15).getTime(), now)).toBe('09:15');
    expect(untilTime(new Date(2026, 10, 27, 23, 59).getTime(), now)).toBe('23:59');
  });

  it('adds the date on another day', () => {
    const now = new Date(2026, 10, 27, 23, 50).getTime();
    expect(untilTime(new Date(2026, 10, 28, 0, 20).getTime(), now)).toBe('2026-11-28 00:20');
  });
});

describe('terminalIdsOf', () => {
  it('joins the ids with commas, in order', () => {
    expect(terminalIdsOf([{ id: 't1' }, { id: 't2' }, { id: 't3' }])).toBe('t1,t2,t3');
    expect(terminalIdsOf([{ id: 't1' }])).toBe('t1');
  });
});
