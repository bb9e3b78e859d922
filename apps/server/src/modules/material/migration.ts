import { sql, type Kysely } from 'kysely';
import type { Migration } from '../../platform/db/migrate.js';
import type { Dialect } from '../../platform/db/connect.js';

/** 0009_materials: the material library of offices, and the uploads under way with their chunks. */
async function materials(db: Kysely<unknown>): Promise<void> {
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

/**
 * 0013_material_library: the library grown whole (issue 11): folders per office; a material's
 * folder, web address, playable rendition (a transcoded copy of a video or audio a browser cannot
 * play; the original stays), preview strip, PDF pages, custom thumbnail, review, processing job;
 * an upload's folder; an office's own storage quota.
 */
async function library(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('material_folder')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    // Null: at the top of the office's library.
    .addColumn('parent_id', 'text', (c) => c.references('material_folder.id').onDelete('cascade'))
    // The ids of the folder's ancestors and its own, '/a/b/c/': a subtree is a prefix.
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('sys_user.id').onDelete('set null'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('material_folder_office_parent')
    .on('material_folder')
    .columns(['office_id', 'parent_id', 'name'])
    .execute();
  await db.schema.createIndex('material_folder_path').on('material_folder').column('path').execute();

  const add = async (column: string, type: 'text' | 'integer' | 'bigint', references?: string) => {
    await db.schema
      .alterTable('material')
      .addColumn(column, type, (c) => (references ? c.references(references).onDelete('set null') : c))
      .execute();
  };
  // A folder is emptied before it is deleted (the service refuses otherwise); were one deleted all
  // the same, its materials would land at the top of the library.
  await add('folder_id', 'text', 'material_folder.id');
  await add('source_url', 'text');
  await add('play_md5', 'text');
  await add('play_mime', 'text');
  await add('play_size', 'bigint');
  await add('strip_md5', 'text');
  await add('page_count', 'integer');
  await add('custom_thumb', 'integer');
  await add('job_id', 'text');
  await db.schema
    .alterTable('material')
    .addColumn('review_state', 'text', (c) => c.notNull().defaultTo('approved'))
    .execute();
  await add('review_note', 'text');
  await add('reviewed_by', 'text', 'sys_user.id');
  await add('reviewed_at', 'bigint');

  // A folder's page, by each order the library offers; the review queue of a range.
  await db.schema
    .createIndex('material_folder_created')
    .on('material')
    .columns(['office_id', 'folder_id', 'created_at', 'id'])
    .execute();
  // Names sort as people read them, whatever the case.
  await sql`create index material_folder_name on material (office_id, folder_id, lower(name), id)`.execute(db);
  await db.schema
    .createIndex('material_folder_size')
    .on('material')
    .columns(['office_id', 'folder_id', 'size', 'id'])
    .execute();
  await db.schema.createIndex('material_review').on('material').columns(['review_state', 'office_id']).execute();

  /** The pages of a PDF material, rendered to pictures (0-based). */
  await db.schema
    .createTable('material_page')
    .addColumn('material_id', 'text', (c) => c.notNull().references('material.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('md5', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('material_page_pk', ['material_id', 'idx'])
    .execute();

  await db.schema
    .alterTable('upload')
    .addColumn('folder_id', 'text', (c) => c.references('material_folder.id').onDelete('set null'))
    .execute();

  /** An office's own storage quota in bytes, instead of the capacitySetting every office has. */
  await db.schema
    .createTable('material_quota')
    .addColumn('office_id', 'text', (c) => c.primaryKey().references('sys_office.id').onDelete('cascade'))
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
}

/** 0017_upload_purpose: what an upload may become (a widget's picture may only be a picture). */
async function uploadPurpose(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload').addColumn('purpose', 'text').execute();
}

/**
 * 0018_material_list_indexes: the list of a library's top (`folder_id is null`) in every order,
 * its counts, and name searches.
 * - PostgreSQL takes `folder_id = x` as fixing the column for an index's order but not `folder_id
 *   is null`: partial indexes of the top serve its pages in every order.
 * - `material_count` holds how many materials lie in each place (an office's top, `folder_key`
 *   '', or a folder), kept by triggers on every insert, delete and move, so that a page's total
 *   is one row rather than a count of a hundred thousand.
 * - On PostgreSQL a trigram index (pg_trgm, where the server has it) finds a name's matches
 *   without reading every row of the place.
 */
async function listIndexes(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`create index material_top_created on material (office_id, created_at, id) where folder_id is null`.execute(
    db,
  );
  await sql`create index material_top_name on material (office_id, lower(name), id) where folder_id is null`.execute(
    db,
  );
  await sql`create index material_top_size on material (office_id, size, id) where folder_id is null`.execute(db);

  await db.schema
    .createTable('material_count')
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('folder_key', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('material_count_pk', ['office_id', 'folder_key'])
    .execute();
  await sql`
    insert into material_count (office_id, folder_key, n)
    select office_id, coalesce(folder_id, ''), count(*) from material group by office_id, coalesce(folder_id, '')`.execute(
    db,
  );
  const add = (o: string) =>
    `insert into material_count (office_id, folder_key, n) values (${o}.office_id, coalesce(${o}.folder_id, ''), 1)
     on conflict (office_id, folder_key) do update set n = material_count.n + 1`;
  const remove = (o: string) =>
    `update material_count set n = n - 1 where office_id = ${o}.office_id and folder_key = coalesce(${o}.folder_id, '')`;
  const moved = `old.office_id <> new.office_id or coalesce(old.folder_id, '') <> coalesce(new.folder_id, '')`;
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function material_count_keep() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${add('new')};
          elsif tg_op = 'DELETE' then ${remove('old')};
          elsif ${moved} then ${remove('old')}; ${add('new')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger material_count_keep after insert or delete or update of office_id, folder_id on material
      for each row execute function material_count_keep()`.execute(db);
    // pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may add it. Without it a
    // search reads the place's rows, as on SQLite.
    await sql`
      do $$ begin
        create extension if not exists pg_trgm;
      exception when others then
        raise notice 'pg_trgm is not available: name searches read every row of the place';
      end $$`.execute(db);
    await sql`
      do $$ begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create index material_name_trgm on material using gin (lower(name) gin_trgm_ops);
        end if;
      end $$`.execute(db);
  } else {
    await sql.raw(`create trigger material_count_add after insert on material begin ${add('new')}; end`).execute(db);
    await sql
      .raw(`create trigger material_count_remove after delete on material begin ${remove('old')}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger material_count_move after update of office_id, folder_id on material when ${moved}
         begin ${remove('old')}; ${add('new')}; end`,
      )
      .execute(db);
  }
}

/** 0034_material_audio_codec: a video's sound codec, beside its video codec (`codec`). */
async function audioCodec(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('material').addColumn('audio_codec', 'text').execute();
}

export const migrations: readonly Migration[] = [
  { name: '0009_materials', up: materials },
  { name: '0013_material_library', up: library },
  { name: '0017_upload_purpose', up: uploadPurpose },
  { name: '0018_material_list_indexes', up: listIndexes },
  { name: '0034_material_audio_codec', up: audioCodec },
];
