/**
 * `npm run storage:check`: verifies the blob store the server uses (DATA_DIR, DATABASE_URL, as
 * `npm start` reads them): every stored file against its MD5 and the table of blobs, every row's
 * blob against the files (platform/storage/check.ts). Prints what is wrong and exits 1 when
 * something is; otherwise prints "all N blobs verified" last and exits 0.
 */
import path from 'node:path';
import { MODULES } from './modules/index.js';
import { loadConfig } from './platform/config.js';
import { openDb } from './platform/db/connect.js';
import { checkStorage, reportLines, somethingWrong } from './platform/storage/check.js';
import { blobReferences } from './platform/storage/references.js';
import { COLLECTION } from './platform/storage/tracked.js';

const config = loadConfig();
const db = openDb(config);
try {
  const root = path.join(config.dataDir, 'files');
  console.log(`Checking the blobs of ${db.describe} in ${root}`);
  const report = await checkStorage(db.kysely, root, blobReferences(MODULES), { graceMs: COLLECTION.graceMs });
  for (const line of reportLines(report)) console.log(line);
  process.exitCode = somethingWrong(report) ? 1 : 0;
} catch (err) {
  console.error(`The check could not run: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
} finally {
  await db.close();
}
