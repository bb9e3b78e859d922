import { describe, expect, it } from 'vitest';
import { formatDuration } from './sizes';

describe('durations as people read them', () => {
  it('shows durations as a clock', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(2040)).toBe('0:02');
    expect(formatDuration(725_000)).toBe('12:05');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
  });
});
