import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_KINDS,
  READ_STATE_READ,
  READ_STATE_UNREAD,
  type AuditAction,
  type MessageListQuery,
  type NoticeItem,
  type NotificationKind,
  type Page,
  type ReadState,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { notificationRepo, type NotificationRow } from './repo.js';

/** What another module says when it notifies users (review requested, review result, terminal alarm ...). */
export interface NotifyInput {
  /** The office the event belongs to (the office of the plan, program or terminal). */
  officeId: string;
  /** Who receives it: one notice per user; duplicates are ignored. */
  userIds: readonly string[];
  contentCn: string;
  contentEn: string;
  kind: NotificationKind;
  /** A console path the notice is about, e.g. '/playPlan/checklist'. */
  link?: string;
}

/** A caller's page of notices with the count of all their unread ones. */
export interface NoticePage extends Page<NoticeItem> {
  unreadCount: number;
}

const toItem = (r: NotificationRow): NoticeItem => ({
  id: r.id,
  createDate: r.createdAt,
  contentCn: r.contentCn,
  contentEn: r.contentEn,
  readState: r.read ? READ_STATE_READ : READ_STATE_UNREAD,
  kind: (NOTIFICATION_KINDS as readonly string[]).includes(r.kind) ? (r.kind as NotificationKind) : 'system',
  link: r.link,
});

/** Checks what another module asks to send: a mistake there is a bug to surface, not a user error. */
function checkNotify(n: NotifyInput): void {
  const problems: string[] = [];
  if (!n.officeId) problems.push('officeId is empty');
  if (!NOTIFICATION_KINDS.includes(n.kind)) problems.push(`unknown kind ${String(n.kind)}`);
  for (const [name, text] of [
    ['contentCn', n.contentCn],
    ['contentEn', n.contentEn],
  ] as const) {
    if (!text.trim()) problems.push(`${name} is empty`);
    if (text.length > NOTIFICATION_CONTENT_MAX) problems.push(`${name} is longer than ${NOTIFICATION_CONTENT_MAX}`);
  }
  if (n.link && !n.link.startsWith('/')) problems.push('link is not a console path');
  if (problems.length) throw new Error(`notify: ${problems.join('; ')}`);
}

/** Notifications: created by other modules through `notify`, read and tidied by their recipient only. */
export function notificationService(db: Kysely<Database>, auditLog: AuditLog) {
  const repo = notificationRepo(db);

  /** The audit row of a change the caller made to their own notices: which ones, and how. */
  const audit = (
    trx: Executor,
    p: Principal,
    meta: RequestMeta,
    action: AuditAction<'notification'>,
    ids: string[],
    changes: Record<string, { before?: unknown; after?: unknown }>,
  ) => auditLog.record(trx, auditBy(p, meta, 'notification', action, ids.join(','), changes));

  return {
    /**
     * The one way to notify users: one unread notice per recipient. Pass `trx` to create them in
     * the caller's transaction, so that the event and its notices are stored together or not at
     * all (the caller's own audit row records the event). Returns the ids created.
     */
    async notify(n: NotifyInput, trx: Executor = db): Promise<string[]> {
      checkNotify(n);
      const userIds = [...new Set(n.userIds)];
      const at = now();
      const rows = userIds.map((userId) => ({
        id: newId(at),
        officeId: n.officeId,
        userId,
        kind: n.kind,
        contentCn: n.contentCn.trim(),
        contentEn: n.contentEn.trim(),
        link: n.link ?? '',
        at,
      }));
      await notificationRepo(trx).insertMany(rows);
      return rows.map((r) => r.id);
    },

    /** A page of the caller's own notices (never anyone else's), with their unread count. */
    async list(p: Principal, q: MessageListQuery): Promise<NoticePage> {
      const read = q.readState === READ_STATE_READ ? true : q.readState === READ_STATE_UNREAD ? false : undefined;
      const [rows, count, unreadCount] = await Promise.all([
        repo.page(p.userId, read, (q.pageNo - 1) * q.pageSize, q.pageSize),
        repo.count(p.userId, read),
        read === false ? undefined : repo.count(p.userId, false),
      ]);
      return {
        list: rows.map(toItem),
        count,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        unreadCount: unreadCount ?? count,
      };
    },

    /** Sets the read state of those of `ids` that are the caller's, in one statement; returns how many changed. */
    async setReadState(p: Principal, ids: string[], state: ReadState, meta: RequestMeta): Promise<number> {
      const read = state === READ_STATE_READ;
      return inTransaction(db, async (trx) => {
        const changed = await notificationRepo(trx).setRead(p.userId, ids, read, now());
        if (changed.length > 0) {
          const before = read ? READ_STATE_UNREAD : READ_STATE_READ;
          await audit(trx, p, meta, read ? 'read' : 'unread', changed, { readState: { before, after: state } });
        }
        return changed.length;
      });
    },

    /** Deletes those of `ids` that are the caller's; returns how many. */
    async delete(p: Principal, ids: string[], meta: RequestMeta): Promise<number> {
      return inTransaction(db, async (trx) => {
        const deleted = await notificationRepo(trx).delete(p.userId, ids);
        if (deleted.length > 0) await audit(trx, p, meta, 'delete', deleted, { ids: { before: deleted } });
        return deleted.length;
      });
    },
  };
}
export type NotificationService = ReturnType<typeof notificationService>;
