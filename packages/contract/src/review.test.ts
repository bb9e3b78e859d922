import { describe, expect, it } from 'vitest';
import { REVIEW_NOTE_MAX, reviewNoteProblem } from './review.js';

describe("reviewNoteProblem: the one rule of a decision's note, for materials and publications", () => {
  it('lets an approval go without a note', () => {
    expect(reviewNoteProblem('approved', '')).toBeUndefined();
    expect(reviewNoteProblem('approved', '  ')).toBeUndefined();
    expect(reviewNoteProblem('approved', 'fine')).toBeUndefined();
  });

  it('asks a rejection for a note, blanks not counting', () => {
    expect(reviewNoteProblem('rejected', '')).toBe('required');
    expect(reviewNoteProblem('rejected', ' \n ')).toBe('required');
    expect(reviewNoteProblem('rejected', 'Wrong logo')).toBeUndefined();
  });

  it('refuses a note longer than REVIEW_NOTE_MAX, after trimming', () => {
    expect(reviewNoteProblem('rejected', 'x'.repeat(REVIEW_NOTE_MAX))).toBeUndefined();
    expect(reviewNoteProblem('rejected', ` ${'x'.repeat(REVIEW_NOTE_MAX)} `)).toBeUndefined();
    expect(reviewNoteProblem('approved', 'x'.repeat(REVIEW_NOTE_MAX + 1))).toBe('tooLong');
  });
});
