import {
  ANNOUNCEMENT_OFF,
  ANNOUNCEMENT_ON,
  NO_ANNOUNCEMENT,
  type Announcement,
  type AnnouncementSaveRequest,
  type OwnAnnouncement,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { announcementRepo, type AnnouncementRow, type AnnouncementValues } from './repo.js';

/** The stored row in the spec's shape. */
export function toAnnouncement(r: AnnouncementRow): Announcement {
  return {
    announcemenStartTime: r.startTime,
    announcemenEndTime: r.endTime ?? '',
    colseTipOn: r.enabled ? ANNOUNCEMENT_ON : ANNOUNCEMENT_OFF,
    announcementTitleCh: r.titleCn,
    announcementTitleEn: r.titleEn,
    announcementContentCh: r.contentCn,
    announcementContentEn: r.contentEn,
  };
}

const toValues = (req: AnnouncementSaveRequest): AnnouncementValues => ({
  startTime: req.announcemenStartTime,
  endTime: req.announcemenEndTime === '' ? null : req.announcemenEndTime,
  enabled: req.colseTipOn === ANNOUNCEMENT_ON,
  titleCn: req.announcementTitleCh,
  titleEn: req.announcementTitleEn,
  contentCn: req.announcementContentCh,
  contentEn: req.announcementContentEn,
});

/** The fields that differ between two versions, for the audit row. */
function changesOf(before: AnnouncementValues | undefined, after: AnnouncementValues) {
  const out: Record<string, { before?: unknown; after?: unknown }> = {};
  for (const k of Object.keys(after) as (keyof AnnouncementValues)[]) {
    if (before?.[k] !== after[k]) out[k] = before ? { before: before[k], after: after[k] } : { after: after[k] };
  }
  return out;
}

/** Announcements: each office may set one; its users and its subtree's see the nearest enabled one. */
export function announcementService(db: Kysely<Database>, audit: AuditLog) {
  const repo = announcementRepo(db);
  return {
    /** The announcement shown to the caller: the nearest enabled one up the office tree, else none. */
    async current(p: Principal): Promise<Announcement> {
      const row = await repo.nearestEnabled(p.officeId);
      return row ? toAnnouncement(row) : NO_ANNOUNCEMENT;
    },

    /** The announcement the caller's own office set (enabled or not), for the management page. */
    async own(p: Principal): Promise<OwnAnnouncement> {
      const row = await repo.ofOffice(p.officeId);
      return row ? { ...toAnnouncement(row), updateDate: row.updatedAt } : { ...NO_ANNOUNCEMENT, updateDate: null };
    },

    /** Saves the announcement of the caller's office, with an audit row in the same transaction. */
    async save(p: Principal, req: AnnouncementSaveRequest, meta: RequestMeta): Promise<OwnAnnouncement> {
      const at = now();
      const values = toValues(req);
      await inTransaction(db, async (trx) => {
        const r = announcementRepo(trx);
        const before = await r.ofOffice(p.officeId);
        await r.upsert(p.officeId, values, p.userId, newId(at), at);
        await audit.record(
          trx,
          auditBy(p, meta, 'announcement', before ? 'update' : 'create', values.titleEn, changesOf(before, values)),
        );
      });
      return this.own(p);
    },
  };
}
export type AnnouncementService = ReturnType<typeof announcementService>;
