import type { Kysely } from 'kysely';

/** 0009_materials: the material library of offices, and the uploads under way with their chunks. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('material')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    // Files of up to 10 GB and more: past what 32 bits hold.
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('md5', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('problem', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration_ms', ms)
    .addColumn('codec', 'text')
    .addColumn('thumb_md5', 'text')
    .addColumn('poster_md5', 'text')
    .addColumn('created_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  // The list reads an office's materials newest first; an upload asks whether the office has those bytes.
  await db.schema
    .createIndex('material_office_created')
    .on('material')
    .columns(['office_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('material_office_md5').on('material').columns(['office_id', 'md5']).execute();

  await db.schema
    .createTable('upload')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('md5', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('chunk_size', 'integer', (c) => c.notNull())
    .addColumn('chunk_count', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('touched_at', ms, (c) => c.notNull())
    .execute();
  // An MD5 check finds the office's upload of the same file to resume; the sweep finds idle ones.
  await db.schema.createIndex('upload_office_md5').on('upload').columns(['office_id', 'md5', 'size']).execute();
  await db.schema.createIndex('upload_touched').on('upload').column('touched_at').execute();

  await db.schema
    .createTable('upload_chunk')
    .addColumn('upload_id', 'text', (c) => c.notNull().references('upload.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunk_pk', ['upload_id', 'idx'])
    .execute();
}
