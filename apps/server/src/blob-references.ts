/**
 * Every place whose rows name blobs (platform/storage/references.ts): the collection frees only
 * what none of these answers. The composition root's list, read by the worker threads that collect
 * (src/worker.ts). A module whose rows hold MD5s adds its reference here: for a text column of
 * MD5s, one line with columnReference.
 */
import { brandImagePath } from '@apm/contract';
import { sql } from 'kysely';
import { LOG_EXPORT_JOB } from './modules/log/export-job.js';
import { columnReference, jsonText, type BlobReference } from './platform/storage/references.js';

const BRAND_PICTURE = brandImagePath('');
/** A picture uploaded for a brand is kept this long for the brand form to be saved with it. */
const UNSAVED_BRAND_PICTURE_MS = 86_400_000;

/** Customer brand pictures (module customer): the logo and icon a brand shows, and recent uploads. */
const brandPictures: BlobReference = {
  name: 'customer brand pictures',
  md5s: (db, { now }) => {
    // The brand holds the picture's address (brandImagePath), so its MD5 is what follows the prefix.
    const shown = (column: 'logo' | 'icon') =>
      db
        .selectFrom('sys_customer')
        .select(sql<string>`substr(${sql.ref(column)}, ${sql.lit(BRAND_PICTURE.length + 1)})`.as('md5'))
        .where(sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(BRAND_PICTURE.length)})`, '=', BRAND_PICTURE);
    return shown('logo')
      .unionAll(shown('icon'))
      .unionAll(
        db
          .selectFrom('sys_brand_image')
          .select('md5')
          .where('created_at', '>', now - UNSAVED_BRAND_PICTURE_MS),
      );
  },
};

/** Log export files (module log): a finished export's file while its job is kept (handed over once, then deleted). */
const logExportFiles: BlobReference = {
  name: 'log export files',
  md5s: (db, { dialect }) =>
    db
      .selectFrom('sys_job')
      .select(jsonText(dialect, 'result', 'md5').as('md5'))
      .where('kind', '=', LOG_EXPORT_JOB)
      .where('result', 'is not', null),
};

export const BLOB_REFERENCES: BlobReference[] = [
  columnReference('user avatars', 'sys_user', 'avatar'),
  brandPictures,
  logExportFiles,
];
