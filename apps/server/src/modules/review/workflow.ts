import type { ReviewDecision } from '@apm/contract';
import type { Principal } from '../../platform/auth/principal.js';
import type { Executor } from '../../platform/db/transaction.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { auditBy, type AuditEntry, type AuditLog } from '../log/audit.js';
import type { NotificationService } from '../notification/service.js';
import type { SettingsService } from '../settings/service.js';
import { reviewersOf } from './reviewers.js';

/** What is reviewed: a material, or a publication of a program (or a play-now), a plan or a message. */
export type ReviewSubject = 'material' | 'program' | 'playNow' | 'plan' | 'message';

/**
 * Of each subject: the permission that decides it, the review page its reviewers are sent to, the
 * page its submitter reads the outcome on, and its name in the notices.
 */
const SUBJECTS: Record<
  ReviewSubject,
  { permission: string; reviewLink: string; submitterLink: string; cn: string; en: string }
> = {
  material: {
    permission: 'check:material:review',
    reviewLink: '/resManage/checklist',
    submitterLink: '/resManage/myRes',
    cn: '素材',
    en: 'material',
  },
  program: {
    permission: 'check:program:review',
    reviewLink: '/publishProgram/checklist',
    submitterLink: '/publishProgram/list',
    cn: '节目',
    en: 'program',
  },
  playNow: {
    permission: 'check:program:review',
    reviewLink: '/publishProgram/checklist',
    submitterLink: '/publishProgram/list',
    cn: '节目',
    en: 'program',
  },
  plan: {
    permission: 'check:playPlan:review',
    reviewLink: '/playPlan/checklist',
    submitterLink: '/playPlan/list',
    cn: '播放计划',
    en: 'play plan',
  },
  message: {
    permission: 'check:message:review',
    reviewLink: '/publishMessage/checklist',
    submitterLink: '/publishMessage/list',
    cn: '消息',
    en: 'message',
  },
};

/** What a reviewer is asked to decide: its office, its name, who submitted it; a publication's terminal count. */
export interface ReviewRequest {
  officeId: string;
  name: string;
  byId: string;
  byName: string;
  /** A publication: how many terminals it goes to once approved. */
  terminals?: number;
}

/** The reviewers' notice of something waiting for them, in Chinese and English. */
export function awaitingNotice(subject: ReviewSubject, r: ReviewRequest): { contentCn: string; contentEn: string } {
  const s = SUBJECTS[subject];
  if (r.terminals === undefined) {
    return {
      contentCn: `${r.byName}上传的${s.cn}“${r.name}”等待审核。`,
      contentEn: `The ${s.en} "${r.name}" uploaded by ${r.byName} waits for review.`,
    };
  }
  const n = r.terminals;
  return {
    contentCn: `${r.byName}发布的${s.cn}“${r.name}”（${n}台终端）等待审核。`,
    contentEn: `The ${s.en} "${r.name}" published by ${r.byName} to ${n} terminal${n === 1 ? '' : 's'} waits for review.`,
  };
}

/** The submitter's notice of a decision, in Chinese and English. */
export function decisionNotice(
  subject: ReviewSubject,
  name: string,
  to: ReviewDecision,
  note: string | null,
): { contentCn: string; contentEn: string } {
  const s = SUBJECTS[subject];
  const material = subject === 'material';
  const yoursCn = material ? `您的${s.cn}“${name}”` : `您发布的${s.cn}“${name}”`;
  const yoursEn = material ? `Your ${s.en} "${name}"` : `Your publication of the ${s.en} "${name}"`;
  if (to === 'approved') {
    return {
      contentCn: `${yoursCn}已审核通过${material ? '' : '并已发送'}${note ? `。备注：${note}` : '。'}`,
      contentEn: `${yoursEn} was approved${material ? '' : ' and sent'}${note ? `. Note: ${note}` : '.'}`,
    };
  }
  return {
    contentCn: `${yoursCn}未通过审核。原因：${note ?? ''}`,
    contentEn: `${yoursEn} was rejected. Reason: ${note ?? ''}`,
  };
}

/** A decision taken, as the workflow records it. */
export interface ReviewDecided {
  officeId: string;
  name: string;
  /** Who submitted it (null: unknown, e.g. the user was deleted). */
  submitterId: string | null;
  to: ReviewDecision;
  note: string | null;
  /** The audit row's changes: at least the review state and note, and what else the subject's decision changed. */
  changes: AuditEntry['changes'];
}

/**
 * The one review workflow of materials and publications (contract review.ts): whether things wait
 * (the `audit` setting), telling the reviewers whose range holds a thing that it waits, and
 * recording a decision: the audit row, and the submitter's bell notice. Where a subject's state is
 * stored (a material's row, a publication's) stays with its module, which calls these in the
 * transaction that changes it.
 */
export function reviewWorkflow(deps: {
  settings: SettingsService;
  audit: AuditLog;
  notifications: NotificationService;
}) {
  const { settings, audit, notifications } = deps;
  return {
    /**
     * Whether new materials and publications wait for review (the `audit` setting). Ask it before
     * a transaction: on SQLite, reading through the main connection inside one waits for itself.
     */
    async on(): Promise<boolean> {
      return (await settings.values(['audit'])).audit === 'true';
    },

    /** Tells the reviewers of the office that a thing waits for them (not its submitter, should they be one), in `trx`. */
    async requested(trx: Executor, subject: ReviewSubject, r: ReviewRequest): Promise<void> {
      const s = SUBJECTS[subject];
      const userIds = (await reviewersOf(trx, r.officeId, s.permission)).filter((id) => id !== r.byId);
      if (userIds.length === 0) return;
      await notifications.notify(
        { officeId: r.officeId, userIds, kind: 'reviewRequested', link: s.reviewLink, ...awaitingNotice(subject, r) },
        trx,
      );
    },

    /** Records a decision in `trx`: its audit row, and the submitter's notice (who decided their own needs none). */
    async decided(trx: Executor, p: Principal, meta: RequestMeta, subject: ReviewSubject, d: ReviewDecided) {
      const action = d.to === 'approved' ? 'approve' : 'reject';
      await audit.record(
        trx,
        subject === 'material'
          ? auditBy(p, meta, 'material', action, d.name, d.changes)
          : auditBy(p, meta, 'publish', action, d.name, d.changes),
      );
      if (!d.submitterId || d.submitterId === p.userId) return;
      await notifications.notify(
        {
          officeId: d.officeId,
          userIds: [d.submitterId],
          kind: 'reviewResult',
          link: SUBJECTS[subject].submitterLink,
          ...decisionNotice(subject, d.name, d.to, d.note),
        },
        trx,
      );
    },
  };
}
export type ReviewWorkflow = ReturnType<typeof reviewWorkflow>;
