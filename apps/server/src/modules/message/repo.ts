import type { MessageLimit, MessageLook, PublishMessageListQuery } from '@apm/contract';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { contains } from '../../platform/db/like.js';

/** A message as stored, with its office's name. */
export interface MessageRow {
  id: string;
  name: string;
  officeId: string;
  officeName: string;
  look: MessageLook;
  priority: number;
  emergency: boolean;
  startAt: number | null;
  endAt: number | null;
  limit: MessageLimit;
  durationSec: number | null;
  repeats: number | null;
  version: number;
  createdAt: number;
  updatedAt: number;
  updatedBy: string;
  deletedAt: number | null;
  deletedBy: string | null;
}

/** What a save writes besides the ids and times. */
export interface MessageValues {
  name: string;
  look: MessageLook;
  priority: number;
  emergency: boolean;
  startAt: number | null;
  endAt: number | null;
  limit: MessageLimit;
  durationSec: number | null;
  repeats: number | null;
}

/** Who saves, and when. */
export interface SavedBy {
  userId: string;
  userName: string;
  at: number;
}

const COLUMNS = [
  'm.id',
  'm.name',
  'm.office_id as officeId',
  'o.name as officeName',
  'm.look',
  'm.priority',
  'm.emergency',
  'm.start_at as startAt',
  'm.end_at as endAt',
  'm.limit_mode as limit',
  'm.duration_sec as durationSec',
  'm.repeats',
  'm.version',
  'm.created_at as createdAt',
  'm.updated_at as updatedAt',
  'm.updated_by_name as updatedBy',
  'm.deleted_at as deletedAt',
  'm.deleted_by_name as deletedBy',
] as const;

const orNull = (v: number | string | null) => (v === null ? null : Number(v));

/** Times come back from PostgreSQL's bigint as text, the look as JSON text. */
function toRow(r: {
  [K in keyof MessageRow]: K extends 'look' ? string : K extends 'emergency' ? number : unknown;
}): MessageRow {
  return {
    id: r.id as string,
    name: r.name as string,
    officeId: r.officeId as string,
    officeName: r.officeName as string,
    look: JSON.parse(r.look) as MessageLook,
    priority: Number(r.priority),
    emergency: Number(r.emergency) === 1,
    startAt: orNull(r.startAt as number | null),
    endAt: orNull(r.endAt as number | null),
    limit: r.limit as MessageLimit,
    durationSec: orNull(r.durationSec as number | null),
    repeats: orNull(r.repeats as number | null),
    version: Number(r.version),
    createdAt: Number(r.createdAt),
    updatedAt: Number(r.updatedAt),
    updatedBy: r.updatedBy as string,
    deletedAt: orNull(r.deletedAt as number | null),
    deletedBy: (r.deletedBy as string | null) ?? null,
  };
}

const columnsOf = (v: MessageValues) => ({
  name: v.name,
  look: JSON.stringify(v.look),
  priority: v.priority,
  emergency: v.emergency ? 1 : 0,
  start_at: v.startAt,
  end_at: v.endAt,
  limit_mode: v.limit,
  duration_sec: v.durationSec,
  repeats: v.repeats,
});

/** Messages; every read is limited to a data range. */
export function messageRepo(db: Executor) {
  const inRangeRows = (range: DataRange) =>
    db.selectFrom('message as m').innerJoin('sys_office as o', 'o.id', 'm.office_id').where(inRange('o.path', range));

  return {
    /** One page of the range's messages (or of its soft-deleted ones), most recently changed first. */
    async page(q: PublishMessageListQuery, range: DataRange): Promise<{ rows: MessageRow[]; count: number }> {
      let rows = inRangeRows(range).where('m.deleted_at', q.deleted ? 'is not' : 'is', null);
      if (q.name) rows = rows.where(contains('m.name', q.name));
      const [list, total] = await Promise.all([
        rows
          .select(COLUMNS)
          .orderBy('m.updated_at', 'desc')
          .orderBy('m.id', 'desc')
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: list.map(toRow), count: Number(total.n) };
    },

    /** A message of the range, soft-deleted or not. */
    async find(id: string, range: DataRange): Promise<MessageRow | undefined> {
      const r = await inRangeRows(range).select(COLUMNS).where('m.id', '=', id).executeTakeFirst();
      return r && toRow(r);
    },

    async insert(id: string, officeId: string, v: MessageValues, by: SavedBy): Promise<void> {
      await db
        .insertInto('message')
        .values({
          id,
          office_id: officeId,
          ...columnsOf(v),
          version: 1,
          created_by: by.userId,
          created_at: by.at,
          updated_by: by.userId,
          updated_by_name: by.userName,
          updated_at: by.at,
          deleted_at: null,
          deleted_by_name: null,
        })
        .execute();
    },

    /** Saves over version `version` and makes it `version + 1` in one statement; answers whether it did. */
    async update(id: string, version: number, v: MessageValues, by: SavedBy): Promise<boolean> {
      const r = await db
        .updateTable('message')
        .set({
          ...columnsOf(v),
          version: version + 1,
          updated_by: by.userId,
          updated_by_name: by.userName,
          updated_at: by.at,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Soft-deletes (with who and when) or restores (`by` null) a message. */
    async setDeleted(id: string, by: { userName: string; at: number } | null): Promise<void> {
      await db
        .updateTable('message')
        .set({ deleted_at: by?.at ?? null, deleted_by_name: by?.userName ?? null })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('message').where('id', '=', id).execute();
    },
  };
}
