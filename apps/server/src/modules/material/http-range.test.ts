import { describe, expect, it } from 'vitest';
import { requestedRange } from './http-range.js';

describe('the byte range of a Range header', () => {
  it('sends the whole file without a header, for another unit, several ranges or nonsense', () => {
    for (const h of [undefined, '', 'items=0-1', 'bytes=0-1,4-5', 'bytes=x-y', 'bytes=-', 'bytes=5-2'])
      expect(requestedRange(h, 100), String(h)).toBeUndefined();
  });

  it('reads first-last, first- and a suffix', () => {
    expect(requestedRange('bytes=0-0', 100)).toEqual({ start: 0, end: 0 });
    expect(requestedRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(requestedRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(requestedRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 });
  });

  it('cuts a range at the end of the file', () => {
    expect(requestedRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
  });

  it('cannot satisfy a range that starts past the end, or an empty suffix', () => {
    expect(requestedRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});
