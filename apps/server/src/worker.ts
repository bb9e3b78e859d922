/**
 * Entry of the server's job worker threads (platform/jobs): every job kind's handler, by kind,
 * gathered from the modules (ServerModule.jobs) and the platform's blob collection.
 */
import './platform/zod.js';
import { MODULES } from './modules/index.js';
import type { JobHandler } from './platform/jobs/index.js';
import { serveJob } from './platform/jobs/worker-host.js';
import { BLOB_COLLECTION_JOB, collectionHandler } from './platform/storage/collection.js';
import { blobReferences } from './platform/storage/references.js';

// Not awaited at the top: a worker terminated (a job cancelled, a runner stopping) while its module
// is still being evaluated asynchronously can abort the whole process in V8 (nodejs/node#43182,
// #53238). serveJob reports its own failures to the runner.
void serveJob({
  [BLOB_COLLECTION_JOB]: collectionHandler(blobReferences(MODULES)) as JobHandler,
  ...Object.fromEntries(MODULES.flatMap((m) => (m.jobs ?? []).map((j) => [j.kind, j.handler]))),
});
