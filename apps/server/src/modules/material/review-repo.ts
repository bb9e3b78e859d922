import type { ReviewState, ReviewItem, ReviewListQuery } from '@apm/contract';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { contains } from '../../platform/db/like.js';
import { ITEM_COLUMNS, toItem, type ItemRow } from './repo.js';

/** A material's columns (repo.ts) and its reviewer's, from `sys_user as r`. */
const REVIEW_COLUMNS = [
  ...ITEM_COLUMNS,
  'm.reviewed_by as reviewedBy',
  'r.name as reviewedByName',
  'm.reviewed_at as reviewedAt',
] as const;

type Row = ItemRow & Pick<ReviewItem, 'reviewedBy' | 'reviewedByName' | 'reviewedAt'>;
const reviewItemOf = (r: Row): ReviewItem => ({
  ...toItem(r),
  reviewedBy: r.reviewedBy,
  reviewedByName: r.reviewedByName,
  // PostgreSQL's bigint comes back as a number (platform/db/connect.ts); SQLite's integers already are.
  reviewedAt: r.reviewedAt === null ? null : Number(r.reviewedAt),
});

/** A material a decision changed: what the audit row and the uploader's notice name. */
export interface Decided {
  id: string;
  officeId: string;
  name: string;
  status: string;
  createdBy: string | null;
  before: ReviewState;
  beforeNote: string | null;
}

/** The queries of material review; every one limited to a data range (the material's office lies in it). */
export function reviewRepo(db: Executor) {
  const inRangeRows = (range: DataRange) =>
    db.selectFrom('material as m').innerJoin('sys_office as o', 'o.id', 'm.office_id').where(inRange('o.path', range));

  return {
    /**
     * A page of the range's materials in one review state: pending ones oldest first (a queue),
     * decided ones by the latest decision (those approved without review, audit off, are not listed).
     */
    async page(q: ReviewListQuery, range: DataRange): Promise<{ rows: ReviewItem[]; count: number }> {
      let rows = inRangeRows(range).where('m.review_state', '=', q.reviewState);
      if (q.reviewState !== 'pending') rows = rows.where('m.reviewed_at', 'is not', null);
      if (q.name) rows = rows.where(contains('m.name', q.name));
      if (q.kind) rows = rows.where('m.kind', '=', q.kind);
      const ordered =
        q.reviewState === 'pending'
          ? rows.orderBy('m.created_at', 'asc').orderBy('m.id', 'asc')
          : rows.orderBy('m.reviewed_at', 'desc').orderBy('m.id', 'desc');
      const [list, total] = await Promise.all([
        ordered
          .leftJoin('sys_user as u', 'u.id', 'm.created_by')
          .leftJoin('sys_user as r', 'r.id', 'm.reviewed_by')
          .select(REVIEW_COLUMNS)
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: list.map((r) => reviewItemOf(r as Row)), count: Number(total.n) };
    },

    /** How many materials of the range wait for review. */
    async pendingCount(range: DataRange): Promise<number> {
      const r = await inRangeRows(range)
        .where('m.review_state', '=', 'pending')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /**
     * Moves those of `ids` in the range that are in one of `from` to `to`, with the note, the
     * reviewer and the time; a row another reviewer decided meanwhile is left. Answers the changed ones.
     */
    async decide(
      ids: readonly string[],
      range: DataRange,
      from: readonly ReviewState[],
      to: ReviewState,
      by: { userId: string; note: string | null; at: number },
    ): Promise<Decided[]> {
      const found = await inRangeRows(range)
        .select([
          'm.id',
          'm.office_id as officeId',
          'm.name',
          'm.status',
          'm.created_by as createdBy',
          'm.review_state as before',
          'm.review_note as beforeNote',
        ])
        .where('m.id', 'in', [...ids])
        .where('m.review_state', 'in', [...from])
        .orderBy('m.created_at')
        .orderBy('m.id')
        .execute();
      const changed: Decided[] = [];
      for (const f of found) {
        const r = await db
          .updateTable('material')
          .set({ review_state: to, review_note: by.note, reviewed_by: by.userId, reviewed_at: by.at })
          .where('id', '=', f.id)
          .where('review_state', '=', f.before)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) > 0) changed.push({ ...f, before: f.before as ReviewState });
      }
      return changed;
    },
  };
}
