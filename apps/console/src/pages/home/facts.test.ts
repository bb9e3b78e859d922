import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoment, formatTime, permissionCount } from './facts';

describe('permissionCount', () => {
  it('counts each operation of each entry once', () => {
    expect(
      permissionCount([
        { id: 'sys:user', operation: ['view', 'edit'] },
        { id: 'sys:role', operation: ['view'] },
      ]),
    ).toBe(3);
  });

  it('counts an entry without operations as one permission, and duplicates once', () => {
    expect(
      permissionCount([
        { id: 'form', operation: [] },
        { id: 'sys:user', operation: ['view', 'view'] },
        { id: 'sys:user', operation: ['view'] },
      ]),
    ).toBe(2);
  });

  it('counts nothing for no entries', () => {
    expect(permissionCount([])).toBe(0);
  });
});

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
