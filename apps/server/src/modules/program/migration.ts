import type { Kysely } from 'kysely';

/** 0011_programs: programs of offices and the materials their documents use. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('program')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('scene_count', 'integer', (c) => c.notNull())
    .addColumn('material_count', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('updated_by_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  // The list reads an office's programs most recently changed first.
  await db.schema.createIndex('program_office_updated').on('program').columns(['office_id', 'updated_at']).execute();

  await db.schema
    .createTable('program_material')
    .addColumn('program_id', 'text', (c) => c.notNull().references('program.id').onDelete('cascade'))
    // No foreign key to material: a material's deletion is its module's rule (it asks which programs use it).
    .addColumn('material_id', 'text', (c) => c.notNull())
    .addColumn('md5', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('program_material_pk', ['program_id', 'material_id'])
    .execute();
  await db.schema.createIndex('program_material_material').on('program_material').column('material_id').execute();
}
