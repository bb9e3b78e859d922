import { sql, type Kysely } from 'kysely';
import type { Dialect } from './connect.js';

/**
 * On PostgreSQL, a trigram index of `lower(column)` of `table`, which serves a part of a text
 * (`contains`, like.ts), where the server has pg_trgm (the materials' migration adds it when it
 * may); nothing on SQLite, where a module that needs it keeps an FTS5 table of its own with the
 * trigram tokenizer (`trigramPhrase`).
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

/**
 * The FTS5 query (SQLite, `tokenize='trigram'`) that finds the texts holding `text`, whatever the
 * case: one phrase of its trigrams, lower-cased as `likePattern` lower-cases it, its quotes
 * doubled. Null for a text shorter than 3 characters, which has no trigram (the caller reads the
 * rows instead). The trigram tokenizer folds case beyond ASCII too, so what it finds holds every
 * row `contains` finds and maybe a few more: a caller keeps the LIKE beside it.
 */
export function trigramPhrase(text: string): string | null {
  const lower = text.toLowerCase();
  if ([...lower].length < 3 || lower.includes('\u0000')) return null;
  return `"${lower.replace(/"/g, '""')}"`;
}
