import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '../protocol/manifest';
import { chooseEntry, nextChange } from './schedule';

const entry = (publishId: string, more: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  publishId,
  programId: `p-${publishId}`,
  priority: 0,
  from: null,
  to: null,
  ...more,
});

describe('schedule choice', () => {
  it('plays nothing when nothing is published', () => {
    expect(chooseEntry([], 1000)).toBeUndefined();
  });

  it('plays the entry of highest priority', () => {
    const s = [entry('01a', { priority: 1 }), entry('01b', { priority: 5 }), entry('01c', { priority: 2 })];
    expect(chooseEntry(s, 1000)?.publishId).toBe('01b');
  });

  it('plays the latest publication among equal priorities, whatever the order of the list', () => {
    const s = [entry('0193-a'), entry('0195-c'), entry('0194-b')];
    expect(chooseEntry(s, 1000)?.publishId).toBe('0195-c');
    expect(chooseEntry([...s].reverse(), 1000)?.publishId).toBe('0195-c');
  });

  it('takes the publication sent last (queuedAt) as the latest, whatever its id', () => {
    const s = [entry('0199-z', { queuedAt: 10 }), entry('0190-a', { queuedAt: 20 })];
    expect(chooseEntry(s, 1000)?.publishId).toBe('0190-a');
  });

  it('skips entries whose window does not hold: from is inclusive, to exclusive', () => {
    const s = [entry('base'), entry('window', { priority: 9, from: 1000, to: 2000 })];
    expect(chooseEntry(s, 999)?.publishId).toBe('base');
    expect(chooseEntry(s, 1000)?.publishId).toBe('window');
    expect(chooseEntry(s, 1999)?.publishId).toBe('window');
    expect(chooseEntry(s, 2000)?.publishId).toBe('base');
  });

  it('plays nothing when every window is closed', () => {
    expect(chooseEntry([entry('a', { to: 500 }), entry('b', { from: 5000 })], 1000)).toBeUndefined();
  });

  it('tells when the choice may change next', () => {
    const s = [entry('a', { from: 1000, to: 2000 }), entry('b', { from: 1500 }), entry('c')];
    expect(nextChange(s, 0)).toBe(1000);
    expect(nextChange(s, 1000)).toBe(1500);
    expect(nextChange(s, 1700)).toBe(2000);
    expect(nextChange(s, 2000)).toBeUndefined();
  });
});
