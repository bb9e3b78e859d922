import { sql, type RawBuilder } from 'kysely';
import type { LogFilter, LogItem, LogScrollQuery } from '@apm/contract';
import { LOG_COUNT_LIMIT } from '@apm/contract';
import { inRange, isWholePlatform, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { newId } from '../../platform/ids.js';
import { dialectOf } from '../../platform/storage/references.js';
import type { AuditEntry } from './audit.js';
import { countedByNames, userNameFilter, userNameSearch, type UserNameSearch } from './user-names.js';

/** A keyset position in the log's order (newest first): the `at` and `id` of the last row read. */
export interface LogPosition {
  at: number;
  id: string;
}

/**
 * The log rows of a range: the whole platform's, or those of the range's offices. Offices are
 * deleted for good but their rows stay: with no office to place them, only the range of the whole
 * platform sees them (like inRange's `orphans`). The whole platform's range filters nothing, so
 * its pages walk the index of the log's order (migration.ts) and stop; a smaller range names its
 * offices, whose rows the index by office finds. `col` writes a column as a condition uses it.
 */
function inRangeRows(db: Executor, range: DataRange, col: (c: LogColumn) => RawBuilder<unknown> = plain) {
  const rows = db.selectFrom('sys_log as l');
  if (isWholePlatform(range)) return rows;
  const offices = db.selectFrom('sys_office as r').select('r.id').where(inRange('r.path', range));
  return rows.where(col('l.office_id'), 'in', offices);
}

type LogColumn = 'l.office_id' | 'l.module' | 'l.action' | 'l.at';
const plain = (c: LogColumn) => sql`${sql.ref(c)}`;
/** The column as an expression (SQLite's unary +), which no index serves: the statement keeps the index of names (SQLite only). */
const unindexed = (c: LogColumn) => sql`+${sql.ref(c)}`;

/**
 * The log rows of the range that match the filters (the scroll's and the export's); `byName`, the
 * lookup of q.userName, and `use`, what the statement does with them, choose how the database finds a
 * part of a user name (user-names.ts).
 */
function matching(db: Executor, q: LogFilter, range: DataRange, byName: UserNameSearch | null, use: 'page' | 'count') {
  const name = byName && userNameFilter(byName, db, use, isWholePlatform(range));
  const col = name?.byNames && dialectOf(db) === 'sqlite' ? unindexed : plain;
  let rows = inRangeRows(db, range, col);
  if (q.module) rows = rows.where(col('l.module'), '=', q.module);
  if (q.action) rows = rows.where(col('l.action'), '=', q.action);
  if (name) rows = rows.where(name.where);
  if (q.from !== undefined) rows = rows.where(col('l.at'), '>=', q.from);
  if (q.to !== undefined) rows = rows.where(col('l.at'), '<', q.to);
  return rows;
}

/** What a log row shows. */
const LOG_COLUMNS = [
  'l.id',
  'l.at',
  'l.user_name as userName',
  'o.name as officeName',
  'l.ip',
  'l.user_agent as userAgent',
  'l.module',
  'l.action',
  'l.target',
  'l.changes',
] as const;

const parsed = <R extends { changes: string }>(r: R) => ({
  ...r,
  changes: JSON.parse(r.changes) as LogItem['changes'],
});

/** The audit log's rows; written only by the audit writer (audit.ts), in the transaction of the change it records. */
export function logRepo(db: Executor) {
  const repo = {
    /** Inserts the row; answers its id. */
    async insert(e: AuditEntry): Promise<string> {
      const id = newId(e.at);
      await db
        .insertInto('sys_log')
        .values({
          id,
          office_id: e.officeId,
          user_id: e.userId,
          user_name: e.userName,
          at: e.at,
          ip: e.ip,
          user_agent: e.userAgent.slice(0, 512),
          module: e.module,
          action: e.action,
          target: e.target,
          changes: JSON.stringify(e.changes ?? {}),
        })
        .execute();
      return id;
    },
    /**
     * A page of the log rows of the range, newest first, after the keyset cursor; the first page
     * (no cursor) also counts the matching rows, up to one more than LOG_COUNT_LIMIT.
     */
    async scroll(q: LogScrollQuery, range: DataRange): Promise<{ rows: LogItem[]; count: number | null }> {
      const [at, id] = q.cursor ? (q.cursor.split('_') as [string, string]) : [];
      const after = at !== undefined && id !== undefined ? { at: Number(at), id } : null;
      const byName = await repo.userNames(q);
      const [rows, count] = await Promise.all([
        repo.pageMatching(q, range, after, q.pageSize, byName),
        after ? null : repo.countMatching(q, range, LOG_COUNT_LIMIT + 1, byName),
      ]);
      return { rows, count };
    },
    /** One log row of the range. */
    async find(id: string, range: DataRange): Promise<LogItem | undefined> {
      const r = await inRangeRows(db, range)
        .leftJoin('sys_office as o', 'o.id', 'l.office_id')
        .select(LOG_COLUMNS)
        .where('l.id', '=', id)
        .executeTakeFirst();
      return r && parsed(r);
    },
    /** The lookup of the filter's part of a user name, if it has one, for the two calls below (user-names.ts). */
    userNames: (q: LogFilter): Promise<UserNameSearch | null> =>
      q.userName ? userNameSearch(db, q.userName) : Promise.resolve(null),
    /** How many rows of the range match the filters, counted up to `limit` (at most `limit` is answered). */
    async countMatching(q: LogFilter, range: DataRange, limit: number, names?: UserNameSearch | null): Promise<number> {
      const byName = names === undefined ? await repo.userNames(q) : names;
      const known = byName ? countedByNames(byName, q, isWholePlatform(range)) : undefined;
      if (known !== undefined) return Math.min(known, limit);
      const r = await db
        .selectFrom(matching(db, q, range, byName, 'count').select('l.id').limit(limit).as('m'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** The next `limit` matching rows of the range after `after`, newest first, without counting. */
    async pageMatching(
      q: LogFilter,
      range: DataRange,
      after: LogPosition | null,
      limit: number,
      names?: UserNameSearch | null,
    ): Promise<LogItem[]> {
      const byName = names === undefined ? await repo.userNames(q) : names;
      let rows = matching(db, q, range, byName, 'page');
      if (after) {
        // A row value: both databases read it as a range of the (at, id) indexes.
        rows = rows.where((eb) => eb(eb.refTuple('l.at', 'l.id'), '<', eb.tuple(after.at, after.id)));
      }
      const found = await rows
        .leftJoin('sys_office as o', 'o.id', 'l.office_id')
        .select(LOG_COLUMNS)
        .orderBy('l.at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(limit)
        .execute();
      return found.map(parsed);
    },
  };
  return repo;
}
