import { describe, expect, it } from 'vitest';
import { bytesHeld, chunkBounds, chunkPlan, percentOf } from './chunkPlan';

const MB = 1024 * 1024;

describe('cutting a file into chunks', () => {
  it('gives each chunk its bytes, the last one shorter', () => {
    expect(chunkBounds(0, 8 * MB, 20 * MB)).toEqual({ start: 0, end: 8 * MB });
    expect(chunkBounds(2, 8 * MB, 20 * MB)).toEqual({ start: 16 * MB, end: 20 * MB });
    expect(chunkBounds(0, 8 * MB, 100)).toEqual({ start: 0, end: 100 });
  });
});

describe('what is left to send', () => {
  it('sends every chunk of a new upload, the last one alone at the end', () => {
    expect(chunkPlan(3, [])).toEqual({ first: [0, 1], last: 2 });
    expect(chunkPlan(1, [])).toEqual({ first: [], last: 0 });
  });

  it('sends only the missing chunks of a resumed upload', () => {
    expect(chunkPlan(5, [0, 1, 3])).toEqual({ first: [2], last: 4 });
    expect(chunkPlan(5, [0, 1, 2, 4])).toEqual({ first: [], last: 3 });
  });

  it('sends nothing when the server holds every chunk', () => {
    expect(chunkPlan(2, [1, 0])).toEqual({ first: [] });
  });

  it('counts the bytes the server holds', () => {
    expect(bytesHeld([0, 2], 8 * MB, 20 * MB)).toBe(12 * MB);
    expect(bytesHeld([], 8 * MB, 20 * MB)).toBe(0);
  });

  it('says 100 % only when all is done', () => {
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(9999, 10000)).toBe(99);
    expect(percentOf(10, 10)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });
});
