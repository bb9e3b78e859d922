import path from 'node:path';
import type { JobHandler } from '../../platform/jobs/index.js';
import type { ServerModule } from '../../platform/module.js';
import type { BlobReference } from '../../platform/storage/references.js';
import { chunkFiles } from './chunks.js';
import { videoToolsAvailable } from './media-tools.js';
import { migrations } from './migration.js';
import { MATERIAL_PROCESS_JOB, processMaterial } from './process-job.js';
import { materialRepo } from './repo.js';
import { materialRoutes } from './routes.js';
import { materialService, type MaterialService } from './service.js';
import { sweepUploads, UPLOAD_SWEEP_JOB } from './sweep-job.js';
import { tables } from './tables.js';
import { uploadSweeps, type UploadSweeps } from './sweeps.js';
import { uploadService, type UploadService } from './upload-service.js';

declare module '../../platform/module.js' {
  interface Services {
    /** The material library: lists, files, deletion; which materials of a range a program may name. */
    materials: MaterialService;
    /** Uploads of materials: MD5 check, chunks, assembly. */
    uploads: UploadService;
    /** The periodic removal of abandoned uploads. */
    uploadSweeps: UploadSweeps;
  }
}

/** Where material rows name blobs: their files, thumbnails and posters. */
const materialBlobs: BlobReference[] = [
  {
    name: 'material files',
    md5s: (db) => db.selectFrom('material').select('md5'),
  },
  {
    name: 'material thumbnails',
    md5s: (db) => db.selectFrom('material').select('thumb_md5 as md5').where('thumb_md5', 'is not', null),
  },
  {
    name: 'material posters',
    md5s: (db) => db.selectFrom('material').select('poster_md5 as md5').where('poster_md5', 'is not', null),
  },
  {
    name: 'material playable renditions',
    md5s: (db) => db.selectFrom('material').select('play_md5 as md5').where('play_md5', 'is not', null),
  },
  {
    name: 'material preview strips',
    md5s: (db) => db.selectFrom('material').select('strip_md5 as md5').where('strip_md5', 'is not', null),
  },
  {
    name: 'material PDF pages',
    md5s: (db) => db.selectFrom('material_page').select('md5'),
  },
];

/** Materials: the pictures and videos of offices' libraries, their uploads, files and processing. */
export const materialModule: ServerModule = {
  name: 'material',
  tables,
  migrations,
  blobReferences: materialBlobs,
  // In-progress uploads are not counted: they go with their office, and their chunks with the next sweep.
  officeCounts: async (db, offices) => {
    const { materials, bytes } = await materialRepo(db).officeCounts(offices);
    return { materials, storageBytes: bytes };
  },
  jobs: [
    {
      kind: MATERIAL_PROCESS_JOB,
      // Thumbnails and probes are short but take a core each: two at a time per server process.
      options: () => ({ concurrency: 2, maxAttempts: 3, backoffMs: 5000, timeoutMs: 15 * 60_000, keepMs: 3_600_000 }),
      handler: processMaterial as JobHandler,
    },
    {
      kind: UPLOAD_SWEEP_JOB,
      options: () => ({ concurrency: 1, maxAttempts: 2, backoffMs: 60_000, keepMs: 3_600_000 }),
      handler: sweepUploads as JobHandler,
    },
  ],
  services: (p, s) => {
    void videoToolsAvailable().then((yes) => {
      if (!yes)
        p.log.warn(
          'ffmpeg/ffprobe not found (install ffmpeg, or set FFMPEG_PATH and FFPROBE_PATH): videos are stored ' +
            'and served, but show "video processing unavailable" instead of their duration and poster',
        );
    });
    const chunks = chunkFiles(path.join(p.config.dataDir, 'uploads'));
    return {
      materials: materialService(p.db.kysely, { blobs: p.blobs, jobs: p.jobs, bus: p.bus, audit: s.audit }),
      uploads: uploadService(p.db.kysely, {
        blobs: p.blobs,
        jobs: p.jobs,
        bus: p.bus,
        settings: s.settings,
        chunks,
        audit: s.audit,
      }),
      uploadSweeps: uploadSweeps(p.db.kysely, p.jobs, p.bus, path.join(p.config.dataDir, 'uploads')),
    };
  },
  routes: (s) => materialRoutes(s.materials, s.uploads),
  seed: async (trx, s) => s.uploadSweeps.schedule(trx),
};
