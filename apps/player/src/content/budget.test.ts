import { describe, expect, it } from 'vitest';
import { budgetOf, chooseEvictions, type StoredFile } from './budget';

const f = (md5: string, size: number, usedAt: number): StoredFile => ({ md5, size, usedAt });

describe('storage budget', () => {
  it('keeps a fifth of the quota for the page itself', () => {
    expect(budgetOf({ quota: 1000, usage: 300 })).toEqual({ budget: 800, used: 300 });
    expect(budgetOf({})).toEqual({ budget: 0, used: 0 });
  });

  it('deletes nothing when the new files fit', () => {
    expect(chooseEvictions([f('old', 500, 1)], new Set(), 100, 100)).toEqual([]);
  });

  it('deletes files no manifest names, oldest first, only as many as needed', () => {
    const stored = [f('newer', 300, 20), f('oldest', 100, 5), f('older', 200, 10), f('needed', 900, 1)];
    expect(chooseEvictions(stored, new Set(['needed']), 350, 100)).toEqual(['oldest', 'older']);
  });

  it('never deletes a file a manifest names, and says so when there is no room', () => {
    const stored = [f('needed', 900, 1), f('spare', 100, 2)];
    expect(chooseEvictions(stored, new Set(['needed']), 500, 100)).toBeUndefined();
  });
});
