import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { levelOf, percentUsed, quotaValuesOf } from './volumeApi';

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

describe('a quotaExceeded refusal', () => {
  it('gives the upload queue the free and needed bytes, and nothing for another answer', () => {
    const refusal = new ApiError(400, 'no room', 400, {
      officeId: 'o1',
      quotaBytes: 1024,
      usedBytes: 1000,
      freeBytes: 24,
      neededBytes: 3000,
    });
    expect(quotaValuesOf(refusal)).toEqual({ free: 24, needed: 3000 });
    expect(quotaValuesOf(new ApiError(400, 'bad', 400, { limitBytes: 5 }))).toBeUndefined();
    expect(quotaValuesOf(new Error('network'))).toBeUndefined();
  });
});
