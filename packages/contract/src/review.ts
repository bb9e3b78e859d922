import { z } from 'zod/mini';
import { text } from './inputs.js';

/**
 * Review: one workflow for materials (materialReview.ts) and for publications of programs, plans
 * and messages (publishReview.ts). With the system setting `audit` = 'true' a new material and a
 * publication wait as `pending` for a reviewer whose data range holds their office; the reviewers
 * are told by the bell. A reviewer approves (a note is optional) or rejects (a note is required,
 * which the submitter reads); each decision is an audit row and a bell notice to the submitter.
 * With audit off, materials and publications are approved at once.
 */

/** The states of a reviewed thing: the same for materials and publications. */
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** A reviewer's decision. */
export type ReviewDecision = Exclude<ReviewState, 'pending'>;

/** The longest note of a reviewer, and of a publisher for the reviewer. */
export const REVIEW_NOTE_MAX = 500;

/** A note as a review call takes it: trimmed, at most REVIEW_NOTE_MAX characters (empty: none). */
export const reviewNote = () => text().check(z.trim(), z.maxLength(REVIEW_NOTE_MAX, 'tooLong'));

/** What is wrong with a decision's note, if anything: a rejection needs one, none is too long. */
export function reviewNoteProblem(decision: ReviewDecision, note: string): 'required' | 'tooLong' | undefined {
  const trimmed = note.trim();
  if (decision === 'rejected' && trimmed.length === 0) return 'required';
  if (trimmed.length > REVIEW_NOTE_MAX) return 'tooLong';
  return undefined;
}
