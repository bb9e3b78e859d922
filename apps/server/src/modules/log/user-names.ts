import { sql, type RawBuilder } from 'kysely';
import { logFilter, type LogFilter } from '@apm/contract';
import { containsOn } from '../../platform/db/like.js';
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
 * A part of a user name to find in the log (LogFilter.userName), looked up once per call: `found`
 * says how many log rows carry a name that holds it (sys_log_user_name, migrations 0022 and 0023)
 * and lists those names when there are at most NAMES_MAX.
 */
export interface UserNameSearch {
  text: string;
  found: { names: string[] | null; rows: number };
}

/**
 * The names of sys_log_user_name holding `text`: a part of 3 characters or more through their
 * trigram index (SQLite's FTS5 table; PostgreSQL's pg_trgm index serves the LIKE itself).
 */
function namesHolding(db: Executor, text: string) {
  const dialect = dialectOf(db);
  const phrase = dialect === 'sqlite' && trigramPhrase(text);
  return (
    phrase
      ? db
          .selectFrom('sys_log_user_name_search as s')
          .innerJoin('sys_log_user_name as n', (j) => j.on(sql<boolean>`n.id = s.rowid`))
          .where(sql<boolean>`s.user_name match ${phrase}`)
      : db.selectFrom('sys_log_user_name as n')
  ).where(containsOn(dialect, 'n.user_name', text));
}

/** Looks up the names holding `text` and their rows, for `userNameFilter`. */
export async function userNameSearch(db: Executor, text: string): Promise<UserNameSearch> {
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
 * range (`wholeLog`: the whole platform's), so that the database reads the fewest rows:
 * - few rows carry the names found: `user_name in (…)`, read through the index (user_name, at, id);
 * - many rows: the LIKE, so that a page walks the log in its order (or the index of another
 *   filter) and is soon filled, and a count soon reaches its limit (on PostgreSQL also more names
 *   than NAMES_MAX, see below).
 * `byNames`: the index of names is to be used, and the statement's other conditions must not
 * offer SQLite another index: without statistics it would take one equality on `module` for
 * fewer rows than a list of names (PostgreSQL's statistics choose well).
 */
export function userNameFilter(
  s: UserNameSearch,
  db: Executor,
  use: 'page' | 'count',
  wholeLog: boolean,
): { where: RawBuilder<boolean>; byNames: boolean } {
  const { names, rows } = s.found;
  const dialect = dialectOf(db);
  if (rows === 0) return { where: sql<boolean>`0 = 1`, byNames: false };
  // PostgreSQL reads a subquery's names before the range's other conditions (about 60 ms for
  // 11,000 rows of 1,111 names, against 14 by the range's rows): past NAMES_MAX it takes the LIKE,
  // and the planner chooses between the range's index and the trigram index of the log.
  const many = rows > (use === 'page' && wholeLog ? PAGE_ROWS_MAX : RANGE_ROWS_MAX);
  if (many || (!names && dialect === 'postgres'))
    return { where: containsOn(dialect, 'l.user_name', s.text), byNames: false };
  const among = names ? sql.join(names) : namesHolding(db, s.text).select('n.user_name');
  return { where: sql<boolean>`l.user_name in (${among})`, byNames: true };
}

/**
 * How many rows match, when the names found tell it alone: the whole log (no range) and no other
 * filter. Undefined otherwise.
 */
export function countedByNames(s: UserNameSearch, q: LogFilter, wholeLog: boolean): number | undefined {
  return wholeLog && !filtersBesidesName(q) ? s.found.rows : undefined;
}

/** Whether the filter has more than a part of a user name. */
function filtersBesidesName(q: LogFilter): boolean {
  const others = (Object.keys(logFilter.shape) as (keyof LogFilter)[]).filter((k) => k !== 'userName');
  return others.some((k) => q[k] !== undefined && q[k] !== '');
}
