/**
 * Entry of the server's job worker threads (platform/jobs): every job kind's handler, by kind.
 * A module with background work adds its handler here.
 */
import { BLOB_REFERENCES } from './blob-references.js';
import { exportLog, LOG_EXPORT_JOB } from './modules/log/export-job.js';
import { serveJob } from './platform/jobs/worker-host.js';
import type { JobHandler } from './platform/jobs/index.js';
import { BLOB_COLLECTION_JOB, collectionHandler } from './platform/storage/collection.js';

await serveJob({
  [LOG_EXPORT_JOB]: exportLog as JobHandler,
  [BLOB_COLLECTION_JOB]: collectionHandler(BLOB_REFERENCES) as JobHandler,
});
