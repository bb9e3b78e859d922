import { z } from 'zod/mini';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import { requiredLine, trimmedLine, withDefault } from './inputs.js';
import { messagePreview } from './message.js';
import { planEntryInput, PLAN_KINDS } from './planEntry.js';
import { REVIEW_STATES, reviewNote } from './review.js';

/**
 * Review of publishing (the contentCheck pages planCheck, progCheck and messageCheck), in the one
 * review workflow of review.ts: a publication of a program (or a play-now), a play plan or a
 * message is what waits, and reaches no terminal meanwhile. Approved, it is sent then, as
 * publishing does; rejected, nothing is sent. Terminals keep what they hold meanwhile, so an edit
 * of an approved plan sent again re-enters review while the approved publication plays on.
 * Emergency messages never wait.
 */

const id = requiredLine(64);
const note = reviewNote();

/** A publication as a review page shows it, with what it sends. */
export const publishReviewItem = z.object({
  id: z.string(),
  /** playNow: a program played now for a while, reviewed with programs. */
  kind: z.enum(['program', 'plan', 'message', 'playNow']),
  subjectId: z.string(),
  subjectName: z.string(),
  subjectVersion: z.int(),
  officeId: z.string(),
  officeName: z.string(),
  /** How many terminals it goes to once approved. */
  terminals: z.int(),
  createdAt: z.number(),
  createdBy: z.string(),
  /** The publisher's note for the reviewer (null: none). */
  submitNote: z.nullable(z.string()),
  reviewState: z.enum(REVIEW_STATES),
  reviewNote: z.nullable(z.string()),
  reviewedBy: z.nullable(z.string()),
  reviewedAt: z.nullable(z.number()),
  /** The programs it sends, with their canvas (a plan's in the order its entries first name them). */
  programs: z.array(z.object({ id: z.string(), name: z.string(), width: z.int(), height: z.int() })),
  /** A plan publication: the plan as sent; else null. */
  plan: z.nullable(z.object({ kind: z.enum(PLAN_KINDS), entries: z.array(planEntryInput) })),
  /** A message publication: the message as sent; else null. */
  message: z.nullable(messagePreview),
});
export type PublishReviewItem = z.infer<typeof publishReviewItem>;

/** GET checklist: publications of your range in one review state (pending: oldest first; decided: latest first). */
export const publishReviewQuery = z.extend(pageQuery, {
  reviewState: withDefault(z.enum(REVIEW_STATES), 'pending'),
  name: withDefault(trimmedLine(100), ''),
});
export type PublishReviewQuery = z.infer<typeof publishReviewQuery>;

/** POST submitResult: approve (note optional) or reject (note required) a pending publication. */
export const publishReviewResult = z
  .object({ id, result: z.enum(['approved', 'rejected']), note: withDefault(note, '') })
  .check(
    z.refine((r) => r.result === 'approved' || r.note.length > 0, {
      message: 'required',
      path: ['note'],
    }),
  );
export type PublishReviewResult = z.infer<typeof publishReviewResult>;

/** POST submitNote: the publisher's note for the reviewer of a pending publication. */
export const publishReviewNote = z.object({ id, note: note.check(z.minLength(1, 'required')) });
export type PublishReviewNote = z.infer<typeof publishReviewNote>;

/** jsonObject of a decision: the publication as it is now, and how many terminals it was sent to. */
export const publishReviewDecided = z.object({ reviewState: z.enum(REVIEW_STATES), terminals: z.int() });

const REVIEW_SUMMARY =
  'Publications of your range waiting for review (pending, oldest first) or decided (latest first)';
const RESULT_SUMMARY =
  'Approves a pending publication of your range, which is then sent to its terminals, or rejects it with a note; ' +
  'the publisher is told';

export const publishReviewApi = endpoints('publishReview', {
  planChecklist: {
    method: 'GET',
    path: '/a/api/playPlan/checklist',
    access: 'check:playPlan:view',
    summary: `${REVIEW_SUMMARY}: plans`,
    input: publishReviewQuery,
    answer: { data: pageOf(publishReviewItem) },
  },
  planSubmitResult: {
    method: 'POST',
    path: '/a/api/playPlan/submitResult',
    access: 'check:playPlan:review',
    summary: `${RESULT_SUMMARY} (a plan's publication)`,
    input: publishReviewResult,
    answer: { jsonObject: publishReviewDecided },
  },
  programChecklist: {
    method: 'GET',
    path: '/a/api/publishProgram/checklist',
    access: 'check:program:view',
    summary: `${REVIEW_SUMMARY}: programs`,
    input: publishReviewQuery,
    answer: { data: pageOf(publishReviewItem) },
  },
  programSubmitResult: {
    method: 'POST',
    path: '/a/api/publishProgram/submitResult',
    access: 'check:program:review',
    summary: `${RESULT_SUMMARY} (a program's publication)`,
    input: publishReviewResult,
    answer: { jsonObject: publishReviewDecided },
  },
  messageChecklist: {
    method: 'GET',
    path: '/a/api/publishMessage/checklist',
    access: 'check:message:view',
    summary: `${REVIEW_SUMMARY}: messages`,
    input: publishReviewQuery,
    answer: { data: pageOf(publishReviewItem) },
  },
  messageSubmitResult: {
    method: 'POST',
    path: '/a/api/publishMessage/submitResult',
    access: 'check:message:review',
    summary: `${RESULT_SUMMARY} (a message's publication)`,
    input: publishReviewResult,
    answer: { jsonObject: publishReviewDecided },
  },
  messageSubmitNote: {
    method: 'POST',
    path: '/a/api/publishMessage/submitNote',
    access: 'content:message:publish',
    summary: 'Leaves a note for the reviewer on a pending message publication of your range',
    input: publishReviewNote,
  },
});
