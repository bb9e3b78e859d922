import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import { trigramPhrase } from '../../platform/db/trigram.js';

/**
 * Up to this many users found by the trigram index are read by id and sorted; beyond it a part of
 * a name so common is found sooner by reading the user table in its order (docs/performance.md).
 */
const FOUND_MAX = 5_000;

/**
 * On SQLite, the ids of the users whose `column` holds `text` by the trigram index (migration
 * 0021), as a subquery for `u.id in (…)`: a superset of what `containsOn` finds, which the caller
 * keeps beside it. Null when the index cannot serve: a text of 1–2 characters, or more than
 * FOUND_MAX users found.
 */
export async function usersByTrigrams(db: Executor, column: 'name' | 'login_name', text: string) {
  const phrase = trigramPhrase(text);
  if (!phrase) return null;
  const match = sql<boolean>`${sql.ref(`s.${column}`)} match ${phrase}`;
  const found = await sql<{ n: number }>`
    select count(*) as n from (select 1 from sys_user_search s where ${match} limit ${FOUND_MAX + 1})`.execute(db);
  if (Number(found.rows[0]?.n) > FOUND_MAX) return null;
  return db
    .selectFrom('sys_user_search as s')
    .innerJoin('sys_user_search_doc as d', (j) => j.on(sql<boolean>`d.doc = s.rowid`))
    .select('d.user_id')
    .where(match);
}
