import { describe, expect, it } from 'vitest';
import { stableHash } from './hash';

describe('stableHash', () => {
  it('is 16 hex digits, the same for the same text, different for different texts', () => {
    expect(stableHash('hello')).toMatch(/^[0-9a-f]{16}$/);
    expect(stableHash('hello')).toBe(stableHash('hello'));
    expect(stableHash('hello')).not.toBe(stableHash('hellp'));
    expect(stableHash('')).not.toBe(stableHash(' '));
    expect(stableHash('公告')).not.toBe(stableHash('公吿'));
  });

  it('does not change between releases (stored dismissals rely on it)', () => {
    expect(stableHash('a')).toBe('501c2ba782c97901');
    expect(stableHash('announcement')).toBe('f79b1b35a55968bb');
  });
});
