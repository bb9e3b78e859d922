import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoment, formatTime } from './moments';

describe('formatMoment', () => {
  it('shows the moment in local time with date and time of day', () => {
    const at = new Date(2025, 2, 14, 9, 5).getTime();
    expect(formatMoment(at)).toBe(dayjs(at).format('MMMM D, YYYY h:mm A'));
    expect(formatMoment(at)).toContain('2025');
  });

  it('splits a moment into its date and its time of day', () => {
    const at = new Date(2025, 2, 14, 15, 5).getTime();
    expect(formatDate(at)).toBe('March 14, 2025');
    expect(formatTime(at)).toBe('3:05 PM');
  });
});
