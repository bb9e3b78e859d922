import type { Kysely } from 'kysely';

/** Announcements (one per office) and per-user notifications. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;

  await db.schema
    .createTable('sys_announcement')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One announcement per office: saving replaces it, and the unique key makes two saves at once safe.
    .addColumn('office_id', 'text', (c) => c.notNull().unique().references('sys_office.id').onDelete('cascade'))
    // The window is in epoch seconds, as the spec exchanges it; no end means "not shown".
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('title_cn', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('content_cn', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_notification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content_cn', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', ms)
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  // The bell and the page list one user's notices newest first, filtered by read state or not,
  // and count the unread: each of these reads one index range.
  await db.schema
    .createIndex('sys_notification_user_state_at')
    .on('sys_notification')
    .columns(['user_id', 'read_state', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sys_notification_user_at')
    .on('sys_notification')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('sys_notification_office').on('sys_notification').column('office_id').execute();
}
