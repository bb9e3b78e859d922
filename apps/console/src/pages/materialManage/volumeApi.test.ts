import { describe, expect, it } from 'vitest';
import { levelOf, percentUsed } from './volumeApi';

describe('the quota bar', () => {
  it('is full in proportion to the quota, and has no level without one', () => {
    expect(percentUsed({ usedBytes: 512, quotaBytes: 1024 })).toBe(50);
    expect(percentUsed({ usedBytes: 1, quotaBytes: 3 })).toBe(33.3);
    expect(percentUsed({ usedBytes: 5000, quotaBytes: 1024 })).toBe(100);
    expect(percentUsed({ usedBytes: 0, quotaBytes: 0 })).toBe(100);
    expect(percentUsed({ usedBytes: 5000, quotaBytes: null })).toBeNull();
  });

  it('turns to a warning from 80 % and red from 95 %', () => {
    expect([null, 0, 79.9, 80, 94.9, 95, 100].map(levelOf)).toEqual([
      'normal',
      'normal',
      'normal',
      'warning',
      'warning',
      'full',
      'full',
    ]);
  });
});
