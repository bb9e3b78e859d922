import type { Kysely } from 'kysely';

/** 0024_widget_catalogue: the platform's widget kinds as saved, and the offices' own lists of kinds. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('widget_kind')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  // One row per office with a list of its own, read by office id (the office's path gives its ancestors).
  await db.schema
    .createTable('widget_office')
    .addColumn('office_id', 'text', (c) => c.primaryKey().references('sys_office.id').onDelete('cascade'))
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
}
