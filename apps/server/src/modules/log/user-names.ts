import { sql, type RawBuilder } from 'kysely';
import { logFilter, type LogFilter } from '@apm/contract';
import { contains, containsOn } from '../../platform/db/like.js';
import type { Executor } from '../../platform/db/transaction.js';
import { trigramPhrase } from '../../platform/db/trigram.js';
import { dialectOf } from '../../platform/storage/references.js';

/** At most this many matching names are listed in a statement; beyond, the names are a subquery. */
const NAMES_MAX = 1_000;
/**
 * Up to this many rows of the matching names are read through the index (user_name, at, id) and
 * sorted for a page of the whole platform's log; more, and walking the log in its order (or along
 * another filter's index) fills the page sooner.
 */
const PAGE_ROWS_MAX = 10_000;
/**
 * Up to this many for a count, or for a page of a narrower range, which without the names reads
 * the range's rows (100 offices' 10,000 in `npm run bench:scale`: as long as 30,000 by the names).
 */
const RANGE_ROWS_MAX = 30_000;

/**
 * A part of a user name to find in the log (LogFilter.userName), looked up once per call. On
 * SQLite `found` says how many log rows carry a name that holds it (sys_log_user_name, migration
 * 0022) and lists those names when there are at most NAMES_MAX; on PostgreSQL nothing is looked
 * up (its trigram index serves the LIKE).
 */
export interface UserNameSearch {
  text: string;
  found: { names: string[] | null; rows: number } | null;
}

/** The names of sys_log_user_name holding `text`: a part of 3 characters or more through their trigram index. */
function namesHolding(db: Executor, text: string) {
  const phrase = trigramPhrase(text);
  return (
    phrase
      ? db
          .selectFrom('sys_log_user_name_search as s')
          .innerJoin('sys_log_user_name as n', (j) => j.on(sql<boolean>`n.id = s.rowid`))
          .where(sql<boolean>`s.user_name match ${phrase}`)
      : db.selectFrom('sys_log_user_name as n')
  ).where(containsOn('sqlite', 'n.user_name', text));
}

/** Looks up the names holding `text` and their rows (SQLite), for `userNameFilter`. */
export async function userNameSearch(db: Executor, text: string): Promise<UserNameSearch> {
  if (dialectOf(db) !== 'sqlite') return { text, found: null };
  // The trigram index hands the names over one by one, so a common part stops at NAMES_MAX + 1
  // as soon as a rare one; only then are all of them summed.
  const names = await namesHolding(db, text)
    .select(['n.user_name', 'n.rows'])
    .limit(NAMES_MAX + 1)
    .execute();
  if (names.length <= NAMES_MAX)
    return { text, found: { names: names.map((n) => n.user_name), rows: names.reduce((n, r) => n + r.rows, 0) } };
  const all = await namesHolding(db, text)
    .select((eb) => eb.fn.sum<number>('n.rows').as('rows'))
    .executeTakeFirstOrThrow();
  return { text, found: { names: null, rows: Number(all.rows) } };
}

/**
 * The condition on `l.user_name` that finds the log rows whose user name holds the text, written
 * for what the statement does (`page`: a page in the log's order; `count`: how many) and its
 * range (`wholeLog`: the whole platform's), so that
 * SQLite reads the fewest rows:
 * - few rows carry the names found: `user_name in (…)`, read through the index (user_name, at, id);
 * - many rows: the LIKE, so that a page walks the log in its order (or the index of another
 *   filter) and is soon filled, and a count soon reaches its limit.
 * `byNames`: the index of names is to be used, and the statement's other conditions must not
 * offer SQLite another index: without statistics it would take one equality on `module` for
 * fewer rows than a list of names.
 */
export function userNameFilter(
  s: UserNameSearch,
  db: Executor,
  use: 'page' | 'count',
  wholeLog: boolean,
): { where: RawBuilder<boolean>; byNames: boolean } {
  if (!s.found) return { where: contains('l.user_name', s.text), byNames: false };
  const { names, rows } = s.found;
  if (rows === 0) return { where: sql<boolean>`0 = 1`, byNames: false };
  if (rows > (use === 'page' && wholeLog ? PAGE_ROWS_MAX : RANGE_ROWS_MAX))
    return { where: containsOn('sqlite', 'l.user_name', s.text), byNames: false };
  const among = names ? sql.join(names) : namesHolding(db, s.text).select('n.user_name');
  return { where: sql<boolean>`l.user_name in (${among})`, byNames: true };
}

/**
 * How many rows match, when the names found tell it alone: the whole log (no range) and no other
 * filter. Undefined otherwise.
 */
export function countedByNames(s: UserNameSearch, q: LogFilter, wholeLog: boolean): number | undefined {
  return wholeLog && s.found && !filtersBesidesName(q) ? s.found.rows : undefined;
}

/** Whether the filter has more than a part of a user name. */
function filtersBesidesName(q: LogFilter): boolean {
  const others = (Object.keys(logFilter.shape) as (keyof LogFilter)[]).filter((k) => k !== 'userName');
  return others.some((k) => q[k] !== undefined && q[k] !== '');
}
