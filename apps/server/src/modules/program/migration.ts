import { sql, type Kysely } from 'kysely';
import type { Migration } from '../../platform/db/migrate.js';

/** 0011_programs: programs of offices and the materials their documents use. */
async function programs(db: Kysely<unknown>): Promise<void> {
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

/**
 * 0031_program_versions: the saved versions of each program (the last PROGRAM_VERSIONS_KEPT),
 * so that one can be looked at and restored; each program's current version is its first.
 */
async function versions(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('program_version')
    .addColumn('program_id', 'text', (c) => c.notNull().references('program.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('scene_count', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('saved_by_name', 'text', (c) => c.notNull())
    .addColumn('saved_at', ms, (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addPrimaryKeyConstraint('program_version_pk', ['program_id', 'version'])
    .execute();
  await sql`insert into program_version (program_id, version, name, width, height, scene_count, document, saved_by_name, saved_at)
    select id, version, name, width, height, scene_count, document, updated_by_name, updated_at from program`.execute(
    db,
  );
}

export const migrations: readonly Migration[] = [
  { name: '0011_programs', up: programs },
  { name: '0031_program_versions', up: versions },
];
