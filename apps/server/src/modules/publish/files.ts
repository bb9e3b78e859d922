import { sql } from 'kysely';
import type { BlobReference } from '../../platform/storage/references.js';

/**
 * The files of publications: terminals download them for as long as the record exists, also once
 * their materials and programs are gone. `publish.files` is a JSON array of `{ md5, size, mime }`.
 */
export const publishedFiles: BlobReference = {
  name: 'published files',
  md5s: (db, { dialect }) =>
    dialect === 'postgres'
      ? db.selectFrom('publish').select(sql<string>`jsonb_array_elements(files::jsonb) ->> 'md5'`.as('md5'))
      : db
          .selectFrom(['publish', sql`json_each(publish.files)`.as('f')])
          .select(sql<string>`json_extract(f.value, '$.md5')`.as('md5')),
};
