import path from 'node:path';
import type { JobHandler } from '../../platform/jobs/index.js';
import type { ServerModule } from '../../platform/module.js';
import type { BlobReference } from '../../platform/storage/references.js';
import { chunkFiles } from './chunks.js';
import { fileInfoRoutes } from './file-info-routes.js';
import { fileInfoService, type FileInfoService } from './file-info-service.js';
import { videoToolsAvailable } from './media-tools.js';
import { libraryRoutes } from './library-routes.js';
import { libraryService, type LibraryService } from './library-service.js';
import { migrations } from './migration.js';
import { mediaRoutes } from './media-routes.js';
import { pdfToolsAvailable } from './render-tools.js';
import { mediaService, type MediaService } from './media-service.js';
import { MEDIA_SETTINGS, transcodeSlots } from './media-settings.js';
import { MATERIAL_TRANSCODE_JOB, TRANSCODE_TIMEOUT_MS, transcodeMaterial } from './transcode-job.js';
import { TRANSCODE_ATTEMPTS } from './media-repo.js';
import { MATERIAL_PROCESS_JOB, processMaterial } from './process-job.js';
import { materialRepo } from './repo.js';
import { materialRoutes } from './routes.js';
import { materialReviewService, type MaterialReviewService } from './review.js';
import { materialReviewRoutes } from './review-routes.js';
import { materialService, type MaterialService } from './service.js';
import { sweepUploads, UPLOAD_SWEEP_JOB } from './sweep-job.js';
import { tables } from './tables.js';
import { uploadSweeps, type UploadSweeps } from './sweeps.js';
import { uploadService, type UploadService } from './upload-service.js';
import { materialUses } from './uses.js';
import { volumeRepo } from './volume-repo.js';
import { volumeRoutes } from './volume-routes.js';
import { volumeService } from './volumes.js';

declare module '../../platform/module.js' {
  interface Services {
    /** The material library: lists, files, deletion; which materials of a range a program may name. */
    materials: MaterialService;
    /** The library's folders, renames, copy/cut and paste, where materials are used. */
    library: LibraryService;
    /** Uploads of materials: MD5 check, chunks, assembly. */
    uploads: UploadService;
    /** Avatars and brand pictures by MD5 first, custom thumbnails, a tree node's pictures. */
    fileInfo: FileInfoService;
    /** Material review: the state new materials start in, the review list, decisions. */
    materialReview: MaterialReviewService;
    /** The periodic removal of abandoned uploads. */
    uploadSweeps: UploadSweeps;
    /** Media kinds: renditions, PDF pages, conversions (progress, cancel), web pages. */
    media: MediaService;
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
/** How many conversions this server process runs at once (the transcodeConcurrency setting). */
const slots = transcodeSlots();

export const materialModule: ServerModule = {
  name: 'material',
  tables,
  migrations,
  settings: MEDIA_SETTINGS,
  blobReferences: materialBlobs,
  // In-progress uploads are not counted: they go with their office, and their chunks with the next sweep.
  officeCounts: async (db, offices) => {
    const { materials } = await materialRepo(db).officeCounts(offices);
    // Storage as volumes count it: each office's distinct files, renditions included (volume-repo.ts).
    return { materials, storageBytes: await volumeRepo(db).rangeUsed(offices) };
  },
  jobs: [
    {
      kind: MATERIAL_PROCESS_JOB,
      // Thumbnails and probes are short but take a core each: two at a time per server process.
      options: () => ({ concurrency: 2, maxAttempts: 3, backoffMs: 5000, timeoutMs: 15 * 60_000, keepMs: 3_600_000 }),
      handler: processMaterial as JobHandler,
    },
    {
      kind: MATERIAL_TRANSCODE_JOB,
      // ffmpeg takes every core it gets: one conversion at a time per server unless the setting says more.
      options: () => ({
        concurrency: slots.current,
        maxAttempts: TRANSCODE_ATTEMPTS,
        backoffMs: 30_000,
        timeoutMs: TRANSCODE_TIMEOUT_MS,
        keepMs: 3_600_000,
      }),
      handler: transcodeMaterial as JobHandler,
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
    void pdfToolsAvailable().then((yes) => {
      if (!yes)
        p.log.warn(
          'pdftoppm not found (install poppler-utils, or set PDFTOPPM_PATH): PDFs are stored and served, but ' +
            'show "PDF tools missing" instead of their pages',
        );
    });
    const chunks = chunkFiles(path.join(p.config.dataDir, 'uploads'));
    const materialReview = materialReviewService(p.db.kysely, { review: s.review, bus: p.bus });
    const uses = materialUses();
    slots.follow(s.settings);
    const media = mediaService(p.db.kysely, {
      blobs: p.blobs,
      jobs: p.jobs,
      bus: p.bus,
      audit: s.audit,
      review: materialReview,
    });
    const volumes = volumeService(p.db.kysely, { settings: s.settings, audit: s.audit });
    return {
      materials: materialService(p.db.kysely, {
        blobs: p.blobs,
        jobs: p.jobs,
        bus: p.bus,
        audit: s.audit,
        uses,
        mediaFile: media.chosen,
      }),
      media,
      library: libraryService(p.db.kysely, {
        bus: p.bus,
        audit: s.audit,
        uses,
        ensureRoom: volumes.ensureRoom,
      }),
      uploads: uploadService(p.db.kysely, {
        blobs: p.blobs,
        jobs: p.jobs,
        bus: p.bus,
        settings: s.settings,
        chunks,
        audit: s.audit,
        review: materialReview,
        ensureRoom: volumes.ensureRoom,
      }),
      materialReview,
      volumes,
      uploadSweeps: uploadSweeps(p.db.kysely, p.jobs, p.bus, path.join(p.config.dataDir, 'uploads')),
      fileInfo: fileInfoService(p.db.kysely, {
        blobs: p.blobs,
        bus: p.bus,
        audit: s.audit,
        avatars: s.avatars,
        brandImages: s.brandImages,
      }),
    };
  },
  preClose: (s) => s.uploads.close(),
  routes: (s) => [
    ...materialRoutes(s.materials, s.uploads),
    ...libraryRoutes(s.library),
    ...materialReviewRoutes(s.materialReview),
    ...volumeRoutes(s.volumes),
    ...fileInfoRoutes(s),
    ...mediaRoutes(s.media),
  ],
  seed: async (trx, s) => s.uploadSweeps.schedule(trx),
};
