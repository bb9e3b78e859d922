import type { Kysely } from 'kysely';

/** 0025_play_plans: play plans of offices and the programs their entries name. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('play_plan')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('every_items', 'integer')
    .addColumn('every_minutes', 'integer')
    .addColumn('entries', 'text', (c) => c.notNull())
    .addColumn('entry_count', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('updated_by_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  // The list reads an office's plans most recently changed first.
  await db.schema
    .createIndex('play_plan_office_updated')
    .on('play_plan')
    .columns(['office_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('play_plan_program')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('play_plan.id').onDelete('cascade'))
    // No foreign key to program: a program's deletion is its module's rule (it asks which plans name it).
    .addColumn('program_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('play_plan_program_pk', ['plan_id', 'program_id'])
    .execute();
  await db.schema.createIndex('play_plan_program_program').on('play_plan_program').column('program_id').execute();
}
