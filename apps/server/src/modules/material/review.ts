import type {
  NotApprovedMaterials,
  Page,
  ReviewApprove,
  ReviewDecision,
  ReviewItem,
  ReviewListQuery,
  ReviewReject,
  ReviewState,
} from '@apm/contract';
import { MATERIALS_NOT_APPROVED } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import type { ReviewWorkflow } from '../review/workflow.js';
import { reviewRepo, type Decided } from './review-repo.js';

/**
 * Material review, in the one review workflow (modules/review): the state a new material starts
 * in, the review list of a reviewer's data range, decisions on several materials at once, and the
 * refusal to publish materials that are not approved.
 */
export function materialReviewService(db: Kysely<Database>, deps: { review: ReviewWorkflow; bus: Bus }) {
  const { review, bus } = deps;

  async function decide(
    p: Principal,
    meta: RequestMeta,
    ids: readonly string[],
    to: ReviewDecision,
    note: string,
  ): Promise<number> {
    const from: ReviewState[] = to === 'approved' ? ['pending', 'rejected'] : ['pending', 'approved'];
    return inTransaction(db, async (trx) => {
      const at = now();
      const changed = await reviewRepo(trx).decide(ids, p.range, from, to, {
        userId: p.userId,
        note: note || null,
        at,
      });
      for (const d of changed) await record(trx, p, meta, d, to, note);
      return changed.length;
    });
  }

  /** The audit row, the uploader's notice and the console's refresh of one decision, in `trx`. */
  async function record(trx: Executor, p: Principal, meta: RequestMeta, d: Decided, to: ReviewDecision, note: string) {
    await review.decided(trx, p, meta, 'material', {
      officeId: d.officeId,
      name: d.name,
      submitterId: d.createdBy,
      to,
      note: note || null,
      changes: {
        reviewState: { before: d.before, after: to },
        reviewNote: { before: d.beforeNote, after: note || null },
      },
    });
    bus.publish('material.changed', { officeId: d.officeId, id: d.id, status: d.status }, trx);
  }

  return {
    /**
     * Tells the reviewers whose range holds a new material waiting for review (not its uploader,
     * should they be one), in the transaction that made it.
     */
    awaiting: (trx: Executor, m: { officeId: string; name: string; createdBy: string; createdByName: string }) =>
      review.requested(trx, 'material', {
        officeId: m.officeId,
        name: m.name,
        byId: m.createdBy,
        byName: m.createdByName,
      }),

    /** The review state a new material starts in: pending while the `audit` setting is on, else approved. */
    async initialState(): Promise<'pending' | 'approved'> {
      return (await review.on()) ? 'pending' : 'approved';
    },

    /** A page of the range's materials in one review state. */
    async list(p: Principal, q: ReviewListQuery): Promise<Page<ReviewItem>> {
      const { rows, count } = await reviewRepo(db).page(q, p.range);
      return { list: rows, count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async pendingCount(p: Principal): Promise<number> {
      return reviewRepo(db).pendingCount(p.range);
    },

    /** Approves pending or rejected materials of the range; answers how many changed. */
    approve: (p: Principal, meta: RequestMeta, input: ReviewApprove) =>
      decide(p, meta, input.ids, 'approved', input.note),

    /** Rejects pending or approved materials of the range with a note; answers how many changed. */
    reject: (p: Principal, meta: RequestMeta, input: ReviewReject) =>
      decide(p, meta, input.ids, 'rejected', input.note),
  };
}
export type MaterialReviewService = ReturnType<typeof materialReviewService>;

/**
 * The refusal to publish a program holding materials that are not approved (409, the field
 * reason MATERIALS_NOT_APPROVED, jsonObject.materials naming them); nothing when all are approved.
 */
export function refuseUnapproved(materials: readonly { id: string; name: string; reviewState: ReviewState }[]) {
  const waiting = materials.filter((m) => m.reviewState !== 'approved');
  if (waiting.length === 0) return;
  const jsonObject: NotApprovedMaterials = {
    materials: waiting.map(({ id, name, reviewState }) => ({ id, name, reviewState })),
  };
  throw new AppError('CONFLICT', {
    message: `These materials are not approved yet: ${waiting.map((m) => `${m.name} (${m.reviewState})`).join(', ')}`,
    fields: [{ field: 'programId', message: MATERIALS_NOT_APPROVED }],
    jsonObject,
  });
}
