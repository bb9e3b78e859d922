import { z } from 'zod/mini';
import { commaIdList, trimmedLine, withDefault } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import { MATERIAL_KINDS, materialItem } from './material.js';
import { REVIEW_STATES, reviewNote } from './review.js';

/**
 * Material review (the contentCheck menu's material review), in the one review workflow of
 * review.ts: every new material (an upload, a web page, a copy) is what waits. Several materials
 * may be decided at once. A program holding a material that is not approved cannot be published
 * (MATERIALS_NOT_APPROVED). Switching audit off leaves the waiting materials waiting: they were
 * uploaded under review, and only a reviewer decides them.
 */

/** How many materials one decision may name (a page of the review list holds at most this many). */
export const REVIEW_IDS_MAX = 200;

const commaIds = commaIdList(z.minLength(1, 'required'), z.maxLength(REVIEW_IDS_MAX, 'tooMany'));

const note = reviewNote();

/**
 * GET /a/api/materialReview/list: `reviewState` pending (the default: the oldest waiting first),
 * approved or rejected (those a reviewer decided, the latest decision first); `name` contains,
 * `kind` one kind.
 */
export const reviewListQuery = z.extend(pageQuery, {
  reviewState: withDefault(z.enum(REVIEW_STATES), 'pending'),
  name: withDefault(trimmedLine(100), ''),
  kind: z.optional(z.union([z.enum(MATERIAL_KINDS), z.literal('')])),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** A material as the review page shows it: the library's item, and who decided it when. */
export const reviewItem = z.extend(materialItem, {
  reviewedBy: z.nullable(z.string()),
  reviewedByName: z.nullable(z.string()),
  reviewedAt: z.nullable(z.int()),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** POST approve: comma-joined ids; a note is optional. */
export const reviewApprove = z.object({ ids: commaIds, note: withDefault(note, '') });
export type ReviewApprove = z.infer<typeof reviewApprove>;

/** POST reject: comma-joined ids and the note the uploader reads (required). */
export const reviewReject = z.object({ ids: commaIds, note: note.check(z.minLength(1, 'required')) });
export type ReviewReject = z.infer<typeof reviewReject>;

/** jsonObject of a decision: how many materials it changed (those of other ranges, or already so, are left). */
export const reviewDecided = z.object({ count: z.int().check(z.nonnegative()) });

/** jsonObject of the count call: how many materials of your range wait. */
export const reviewPendingCount = z.object({ pending: z.int().check(z.nonnegative()) });

/**
 * Why saveTerminals refuses a program whose materials are not all approved: 409, `data.fields`
 * `[{ field: 'programId', message: 'materialsNotApproved' }]` and `jsonObject.materials` naming
 * them (the publish dialog lists them). Saving such a program is allowed: operators build while
 * review runs.
 */
export const MATERIALS_NOT_APPROVED = 'materialsNotApproved';
export const notApprovedMaterials = z.object({
  materials: z.array(z.object({ id: z.string(), name: z.string(), reviewState: z.enum(REVIEW_STATES) })),
});
export type NotApprovedMaterials = z.infer<typeof notApprovedMaterials>;

export const materialReviewApi = endpoints('materialReview', {
  list: {
    method: 'GET',
    path: '/a/api/materialReview/list',
    access: 'check:material:view',
    summary: 'Materials of your range by review state: pending (oldest first) or decided (latest decision first)',
    description:
      'A reviewer sees the materials of the offices in their data range only. `reviewState` approved lists those a ' +
      'reviewer approved (not those made while audit was off).',
    input: reviewListQuery,
    answer: { data: pageOf(reviewItem) },
  },
  pendingCount: {
    method: 'GET',
    path: '/a/api/materialReview/pendingCount',
    access: 'check:material:view',
    summary: 'How many materials of your range wait for review',
    input: z.object({}),
    answer: { jsonObject: reviewPendingCount },
  },
  approve: {
    method: 'POST',
    path: '/a/api/materialReview/approve',
    access: 'check:material:review',
    summary: 'Approve materials of your range (comma-joined ids, up to 200), with an optional note',
    description:
      'Pending and rejected materials become approved; ids outside your range, or already approved, are left ' +
      '(`count` says how many changed). Each decision is an audit row (module material, action approve) and a ' +
      'notification to the uploader.',
    input: reviewApprove,
    answer: { jsonObject: reviewDecided },
  },
  reject: {
    method: 'POST',
    path: '/a/api/materialReview/reject',
    access: 'check:material:review',
    summary: 'Reject materials of your range (comma-joined ids, up to 200) with a note, which the uploader reads',
    description:
      'Pending and approved materials become rejected; programs holding them can no longer be published (those ' +
      'already published keep playing). The note is required. Each decision is an audit row (module material, ' +
      'action reject) and a notification to the uploader.',
    input: reviewReject,
    answer: { jsonObject: reviewDecided },
  },
});
