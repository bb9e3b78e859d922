import { describe, expect, it } from 'vitest';
import { batched } from './batched.js';

describe('batched calls', () => {
  it('answers the calls of one turn with one run, each with its own result', async () => {
    const runs: string[][] = [];
    const load = batched(async (keys: string[]) => {
      runs.push(keys);
      return new Map(keys.filter((k) => k !== 'none').map((k) => [k, k.toUpperCase()]));
    }, 3);
    const answers = await Promise.all(['a', 'b', 'a', 'none', 'c'].map(load));
    expect(answers).toEqual(['A', 'B', 'A', undefined, 'C']);
    // Five calls, at most three keys a run: two runs; a key asked twice in a run is asked once.
    expect(runs).toEqual([
      ['a', 'b'],
      ['none', 'c'],
    ]);
    expect(await load('d')).toBe('D');
    expect(runs).toHaveLength(3);
  });

  it('hands a failure to every call of its run', async () => {
    const load = batched(async () => {
      throw new Error('database gone');
    });
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow('database gone');
  });
});
