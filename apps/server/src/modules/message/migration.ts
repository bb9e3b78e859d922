import type { Kysely } from 'kysely';

/** 0027_messages: messages of offices (what was sent of them is the publish module's). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('look', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('emergency', 'integer', (c) => c.notNull())
    .addColumn('start_at', ms)
    .addColumn('end_at', ms)
    .addColumn('limit_mode', 'text', (c) => c.notNull())
    .addColumn('duration_sec', 'integer')
    .addColumn('repeats', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('updated_by_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .addColumn('deleted_at', ms)
    .addColumn('deleted_by_name', 'text')
    .execute();
  // The list reads an office's messages most recently changed first.
  await db.schema.createIndex('message_office_updated').on('message').columns(['office_id', 'updated_at']).execute();
}
