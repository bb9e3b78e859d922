import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffFor } from './runner.js';

describe('back-off between attempts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('doubles with each failed attempt, plus at most a quarter more', () => {
    const kind = { kind: 'k', backoffMs: 1000 };
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect([1, 2, 3, 4].map((a) => backoffFor(kind, a))).toEqual([1000, 2000, 4000, 8000]);
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    expect([1, 2, 3, 4].map((a) => backoffFor(kind, a))).toEqual([1250, 2500, 5000, 10000]);
  });

  it('waits 5 s after the first failure unless the kind says otherwise, and never more than the cap', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(backoffFor({ kind: 'k' }, 1)).toBe(5000);
    const capped = backoffFor({ kind: 'k' }, 40);
    expect(capped).toBeGreaterThan(0);
    expect(capped).toBe(backoffFor({ kind: 'k' }, 30));
  });
});
