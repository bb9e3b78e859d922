import type {
  MaterialReviewState,
  NotApprovedMaterials,
  Page,
  ReviewApprove,
  ReviewItem,
  ReviewListQuery,
  ReviewReject,
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
import { auditBy, type AuditLog } from '../log/audit.js';
import type { NotificationService } from '../notification/service.js';
import type { SettingsService } from '../settings/service.js';
import { reviewRepo, type Decided } from './review-repo.js';

/** Where the uploader's notice sends them: their library, where the material shows its review state. */
const LIBRARY_LINK = '/resManage/myRes';

/** Where the reviewers' notice sends them: the material review page. */
const REVIEW_LINK = '/resManage/checklist';
/** The permission of a decision on a material (contract materialReview: approve, reject). */
const REVIEW_PERMISSION = 'check:material:review';

/** The reviewers' notice of a new material waiting for them, in Chinese and English. */
export function awaitingNotice(name: string, by: string): { contentCn: string; contentEn: string } {
  return {
    contentCn: `${by}上传的素材“${name}”等待审核。`,
    contentEn: `The material "${name}" uploaded by ${by} waits for review.`,
  };
}

/** The uploader's notice of a decision, in Chinese and English (spec 3: contentCn, contentEn). */
export function decisionNotice(
  to: 'approved' | 'rejected',
  name: string,
  note: string | null,
): { contentCn: string; contentEn: string } {
  if (to === 'approved') {
    return {
      contentCn: `您的素材“${name}”已审核通过${note ? `。备注：${note}` : '。'}`,
      contentEn: `Your material "${name}" was approved${note ? `. Note: ${note}` : '.'}`,
    };
  }
  return {
    contentCn: `您的素材“${name}”未通过审核。原因：${note ?? ''}`,
    contentEn: `Your material "${name}" was rejected. Reason: ${note ?? ''}`,
  };
}

/**
 * Material review: the state a new material starts in (the `audit` setting), the review list of a
 * reviewer's data range, decisions (audited, the uploader notified), and the refusal to publish
 * materials that are not approved.
 */
export function materialReviewService(
  db: Kysely<Database>,
  deps: { settings: SettingsService; audit: AuditLog; notifications: NotificationService; bus: Bus },
) {
  const { settings, audit, notifications, bus } = deps;

  async function decide(
    p: Principal,
    meta: RequestMeta,
    ids: readonly string[],
    to: 'approved' | 'rejected',
    note: string,
  ): Promise<number> {
    const from: MaterialReviewState[] = to === 'approved' ? ['pending', 'rejected'] : ['pending', 'approved'];
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
  async function record(
    trx: Executor,
    p: Principal,
    meta: RequestMeta,
    d: Decided,
    to: 'approved' | 'rejected',
    note: string,
  ) {
    await audit.record(
      trx,
      auditBy(p, meta, 'material', to === 'approved' ? 'approve' : 'reject', d.name, {
        reviewState: { before: d.before, after: to },
        reviewNote: { before: d.beforeNote, after: note || null },
      }),
    );
    // Who reviews their own upload needs no bell to tell them.
    if (d.createdBy && d.createdBy !== p.userId) {
      await notifications.notify(
        {
          officeId: d.officeId,
          userIds: [d.createdBy],
          kind: 'reviewResult',
          link: LIBRARY_LINK,
          ...decisionNotice(to, d.name, note || null),
        },
        trx,
      );
    }
    bus.publish('material.changed', { officeId: d.officeId, id: d.id, status: d.status }, trx);
  }

  return {
    /**
     * Tells the reviewers whose range holds a new material waiting for review (not its uploader,
     * should they be one), in the transaction that made it.
     */
    async awaiting(trx: Executor, m: { officeId: string; name: string; createdBy: string; createdByName: string }) {
      const userIds = (await reviewRepo(trx).reviewersOf(m.officeId, REVIEW_PERMISSION)).filter(
        (id) => id !== m.createdBy,
      );
      if (userIds.length === 0) return;
      await notifications.notify(
        {
          officeId: m.officeId,
          userIds,
          kind: 'reviewRequested',
          link: REVIEW_LINK,
          ...awaitingNotice(m.name, m.createdByName),
        },
        trx,
      );
    },

    /** The review state a new material starts in: pending while the `audit` setting is on, else approved. */
    async initialState(): Promise<'pending' | 'approved'> {
      const { audit: on } = await settings.values(['audit']);
      return on === 'true' ? 'pending' : 'approved';
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
export function refuseUnapproved(materials: readonly { id: string; name: string; reviewState: MaterialReviewState }[]) {
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
