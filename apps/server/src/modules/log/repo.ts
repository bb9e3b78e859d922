import type { LogFilter, LogItem, LogScrollQuery } from '@apm/contract';
import { LOG_COUNT_LIMIT } from '@apm/contract';
import { inRange, isWholePlatform, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { newId } from '../../platform/ids.js';
import type { AuditEntry } from './audit.js';
import { contains } from '../../platform/db/like.js';

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
 * offices, whose rows the index by office finds.
 */
function inRangeRows(db: Executor, range: DataRange) {
  const rows = db.selectFrom('sys_log as l');
  if (isWholePlatform(range)) return rows;
  return rows.where('l.office_id', 'in', (eb) =>
    eb.selectFrom('sys_office as r').select('r.id').where(inRange('r.path', range)),
  );
}

/** The log rows of the range that match the filters (the scroll's and the export's). */
function matching(db: Executor, q: LogFilter, range: DataRange) {
  let rows = inRangeRows(db, range);
  if (q.module) rows = rows.where('l.module', '=', q.module);
  if (q.action) rows = rows.where('l.action', '=', q.action);
  if (q.userName) rows = rows.where(contains('l.user_name', q.userName));
  if (q.from !== undefined) rows = rows.where('l.at', '>=', q.from);
  if (q.to !== undefined) rows = rows.where('l.at', '<', q.to);
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
      const [rows, count] = await Promise.all([
        repo.pageMatching(q, range, after, q.pageSize),
        after ? null : repo.countMatching(q, range, LOG_COUNT_LIMIT + 1),
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
    /** How many rows of the range match the filters, counted up to `limit` (at most `limit` is answered). */
    async countMatching(q: LogFilter, range: DataRange, limit: number): Promise<number> {
      const r = await db
        .selectFrom(matching(db, q, range).select('l.id').limit(limit).as('m'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** The next `limit` matching rows of the range after `after`, newest first, without counting. */
    async pageMatching(q: LogFilter, range: DataRange, after: LogPosition | null, limit: number): Promise<LogItem[]> {
      let rows = matching(db, q, range);
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
