import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { quotaValuesOf } from './uploadFailure';

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
