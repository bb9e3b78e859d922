import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('sizes as people read them', () => {
  it('uses B, KB, MB, GB and TB, 1024 each, with one decimal where it says something', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(10240 * 1024 * 1024)).toBe('10 GB');
    expect(formatBytes(12.3 * 1024 ** 3)).toBe('12.3 GB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TB');
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2048 TB');
  });
});
