import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';

/** An office's announcement as stored: window in epoch seconds, end null when not set. */
export interface AnnouncementRow {
  id: string;
  officeId: string;
  startTime: number;
  endTime: number | null;
  enabled: boolean;
  titleCn: string;
  titleEn: string;
  contentCn: string;
  contentEn: string;
  updatedAt: number;
}

export interface AnnouncementValues {
  startTime: number;
  endTime: number | null;
  enabled: boolean;
  titleCn: string;
  titleEn: string;
  contentCn: string;
  contentEn: string;
}

const columns = [
  'a.id',
  'a.office_id as officeId',
  'a.start_time as startTime',
  'a.end_time as endTime',
  'a.enabled',
  'a.title_cn as titleCn',
  'a.title_en as titleEn',
  'a.content_cn as contentCn',
  'a.content_en as contentEn',
  'a.updated_at as updatedAt',
] as const;

const toRow = (r: Omit<AnnouncementRow, 'enabled'> & { enabled: number }): AnnouncementRow => ({
  ...r,
  enabled: r.enabled === 1,
});

/** Announcements, one per office. */
export function announcementRepo(db: Executor) {
  return {
    async ofOffice(officeId: string): Promise<AnnouncementRow | undefined> {
      const r = await db
        .selectFrom('sys_announcement as a')
        .select(columns)
        .where('a.office_id', '=', officeId)
        .executeTakeFirst();
      return r && toRow(r);
    },

    /**
     * The enabled announcement nearest to an office: its own, else its parent's, and so on up to
     * the platform. An office's path lists its ancestors, so "an ancestor of mine" is "an office
     * whose path my path starts with"; the longest such path is the nearest.
     */
    async nearestEnabled(officeId: string): Promise<AnnouncementRow | undefined> {
      const r = await db
        .selectFrom('sys_announcement as a')
        .innerJoin('sys_office as o', 'o.id', 'a.office_id')
        .innerJoin('sys_office as me', (j) => j.on('me.id', '=', officeId))
        .select(columns)
        .where('a.enabled', '=', 1)
        .where(sql<boolean>`me.path like o.path || '%'`)
        .orderBy(sql`length(o.path)`, 'desc')
        .limit(1)
        .executeTakeFirst();
      return r && toRow(r);
    },

    /** Creates or replaces the office's announcement (one statement: two saves at once cannot both insert). */
    async upsert(officeId: string, v: AnnouncementValues, by: string, id: string, at: number): Promise<void> {
      const values = {
        start_time: v.startTime,
        end_time: v.endTime,
        enabled: v.enabled ? 1 : 0,
        title_cn: v.titleCn,
        title_en: v.titleEn,
        content_cn: v.contentCn,
        content_en: v.contentEn,
        updated_by: by,
        updated_at: at,
      };
      await db
        .insertInto('sys_announcement')
        .values({ id, office_id: officeId, created_at: at, ...values })
        .onConflict((oc) => oc.column('office_id').doUpdateSet(values))
        .execute();
    },
  };
}
export type AnnouncementRepo = ReturnType<typeof announcementRepo>;
