import type { Kysely } from 'kysely';

/**
 * The table of blobs (platform/storage): one row per stored content, so that collection can find
 * the content no module refers to any more and delete it (a replaced avatar, a deleted customer's
 * pictures). Files stored before it get their rows from the first periodic collection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('sys_blob')
    .addColumn('md5', 'text', (c) => c.primaryKey())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    // The last put (or keep) of the content: the grace period of a collection counts from it.
    .addColumn('put_at', ms, (c) => c.notNull())
    .execute();
}
