import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/schema.js';

/** What a collection tells the references it asks: its time and the kind of database. */
export interface ReferenceContext {
  now: number;
  dialect: Dialect;
}

/** A query answering MD5s in one column named `md5` (null and '' rows are harmless). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any tables: each reference reads its own
export type Md5Query = SelectQueryBuilder<any, any, { md5: string | null }>;

/**
 * Where rows of a module name blobs: the collection frees only what no reference answers. A
 * module whose rows hold MD5s declares one (ServerModule.blobReferences);
 * its query runs inside the collection's statement, once per batch, never once per blob.
 */
export interface BlobReference {
  /** Who refers, in words (logs, the collection's result). */
  name: string;
  md5s(db: Kysely<Database>, at: ReferenceContext): Md5Query;
}

/** The common case: a text column holding one MD5 or '' (sys_user.avatar, say). */
export function columnReference<T extends keyof Database & string>(
  name: string,
  table: T,
  column: keyof Database[T] & string,
): BlobReference {
  return {
    name,
    md5s: (db) =>
      (db as unknown as Kysely<Record<string, Record<string, string | null>>>)
        .selectFrom(table as string)
        .select(sql<string | null>`${sql.ref(column)}`.as('md5'))
        .where(sql.ref(column), '!=', ''),
  };
}

/** The text of `key` in a JSON text column (a job's result, say), or null. */
export function jsonText(dialect: Dialect, column: string, key: string): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`(${sql.ref(column)}::json ->> ${sql.lit(key)})`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${key}`)})`;
}

/** Which database a Kysely instance talks to, told by its placeholders ($1 or ?). */
export function dialectOf(db: Kysely<Database>): Dialect {
  return sql`${0}`.compile(db).sql === '$1' ? 'postgres' : 'sqlite';
}

/** Every reference the modules declare: what the collection must leave alone. */
export const blobReferences = (modules: readonly { blobReferences?: readonly BlobReference[] }[]): BlobReference[] =>
  modules.flatMap((m) => m.blobReferences ?? []);
