import { sql, type Kysely } from 'kysely';
import type { Dialect } from './connect.js';

/**
 * On PostgreSQL, a trigram index of `lower(column)` of `table`, which serves a part of a text
 * (`contains`, like.ts), where the server has pg_trgm (the materials' migration adds it when it
 * may); nothing on SQLite, where such a search reads the table.
 */
export async function trigramIndex(
  db: Kysely<unknown>,
  dialect: Dialect,
  name: string,
  table: string,
  column: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  const create = `create index ${name} on ${table} using gin (lower(${column}) gin_trgm_ops)`;
  await sql
    .raw(
      `do $$ begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then ${create}; end if;
      end $$`,
    )
    .execute(db);
}
