import { z } from 'zod/mini';
import { commaIdList, line, requiredLine, trimmedLine, withDefault } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import { REVIEW_STATES } from './review.js';

/**
 * Materials (issue 10 item 1): the pictures and videos of an office's library. A file goes up in
 * chunks after its MD5 (computed in the browser) is checked: when the office has those bytes
 * already the upload is over at once; otherwise chunks go one per call and the server resumes an
 * interrupted upload where it stopped. Files are stored once by MD5 (two offices with the same
 * bytes share one file) and processed by jobs: a thumbnail and the size of a picture; the
 * duration, size, codec and a poster frame of a video. Spec 7 "Files and volume" names the upload
 * calls (/a/api/fileInfosa/); the library's own calls live under /a/api/material/ (docs/api.md).
 */

/**
 * What a material is: a picture, a video, a sound, a PDF (its pages rendered to pictures on the
 * server) or a web page (an address stored as a material, with a screenshot where one can be taken).
 */
export const MATERIAL_KINDS = ['image', 'video', 'audio', 'pdf', 'web'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/**
 * Where a material is: processing (stored, its thumbnail or probe still being made), ready, or
 * failed (`problem` says why). A file being uploaded has no material yet: the page that sends it
 * shows its progress.
 */
export const MATERIAL_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MaterialStatus = (typeof MATERIAL_STATUSES)[number];

/**
 * Why processing failed (the console translates them, `material.problems.<key>`):
 * videoToolsMissing: the server has no ffmpeg/ffprobe, so videos and sounds cannot be probed or converted;
 * pdfToolsMissing: the server has no pdftoppm (poppler-utils), so a PDF's pages cannot be rendered;
 * unreadable: the file is not a picture, video, sound or PDF that can be read (damaged, nothing in it);
 * truncated: a video or sound cut short (a copy or download that did not finish): it plays less than it says;
 * tooManyPixels: a picture of more than 268 million pixels, which the server does not decode;
 * passwordProtected: a PDF that needs a password to be opened;
 * conversionFailed: converting it into a format browsers play failed (every attempt);
 * conversionCancelled: a user cancelled its conversion (it can be converted again);
 * processingFailed: processing broke for another reason (the server log says which).
 */
export const MATERIAL_PROBLEMS = [
  'videoToolsMissing',
  'pdfToolsMissing',
  'unreadable',
  'truncated',
  'tooManyPixels',
  'passwordProtected',
  'conversionFailed',
  'conversionCancelled',
  'processingFailed',
] as const;
export type MaterialProblem = (typeof MATERIAL_PROBLEMS)[number];

/**
 * The content types a material may have, recognised by the file's first bytes (never by its name).
 * Videos and sounds a browser cannot play (HEVC, MPEG-2, WMV, FLV, ProRes, WMA, AIFF …) are kept
 * as uploaded and converted to H.264/AAC MP4 (the playable rendition); an SVG is served only as its
 * sanitised rendition; a web page (kind `web`, type text/uri-list) is added by address, not uploaded.
 */
export const MATERIAL_TYPES = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/svg+xml': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
  'video/x-matroska': 'video',
  'video/x-msvideo': 'video',
  'video/x-ms-asf': 'video',
  'video/x-flv': 'video',
  'video/mpeg': 'video',
  'video/mp2t': 'video',
  'video/ogg': 'video',
  'video/3gpp': 'video',
  'audio/mpeg': 'audio',
  'audio/aac': 'audio',
  'audio/mp4': 'audio',
  'audio/wav': 'audio',
  'audio/ogg': 'audio',
  'audio/flac': 'audio',
  'audio/aiff': 'audio',
  'audio/amr': 'audio',
  'audio/x-ms-wma': 'audio',
  'audio/webm': 'audio',
  'audio/x-matroska': 'audio',
  'application/pdf': 'pdf',
  'text/uri-list': 'web',
} as const satisfies Record<string, MaterialKind>;
export type MaterialType = keyof typeof MATERIAL_TYPES;

/** The accepted kinds in words, for messages to API clients. */
export const ACCEPTED_MATERIALS_TEXT =
  'JPEG, PNG, GIF, WebP or SVG pictures; MP4, WebM, MOV, MKV, AVI, WMV, FLV, MPEG, TS, OGV or 3GP videos; ' +
  'MP3, AAC, M4A, WAV, OGG, Opus, FLAC, AIFF, AMR or WMA sounds; PDF documents (web pages are added by address)';

/** One chunk of an upload: the last one of a file is shorter. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** The upload limit in MB when uploadLimitOpen is not 'true' (spec 9). */
export const DEFAULT_UPLOAD_LIMIT_MB = 10240;
export const MIB = 1024 * 1024;

/** The largest file one upload may bring, in bytes, from the settings uploadLimitOpen and uploadLimitSize (spec 9). */
export function uploadLimitBytes(settings: { uploadLimitOpen?: string; uploadLimitSize?: string }): number {
  const size = Number(settings.uploadLimitSize);
  const mb = settings.uploadLimitOpen === 'true' && Number.isInteger(size) && size > 0 ? size : DEFAULT_UPLOAD_LIMIT_MB;
  return mb * MIB;
}

/** How many chunks a file of `size` bytes goes up in. */
export const chunkCountOf = (size: number, chunkSize = UPLOAD_CHUNK_BYTES): number =>
  Math.max(1, Math.ceil(size / chunkSize));

/**
 * Why an upload call is refused (`data.fields[].message`, code 400; the console translates them,
 * `material.uploadProblems.<key>`): empty: a file of no bytes (on `size`); tooLarge: over the upload limit (jsonObject.limitBytes);
 * unsupportedKind: not one of the accepted kinds; md5Mismatch: the assembled file is not the one
 * announced (nothing is stored, the upload starts over); chunkMd5Mismatch: a chunk arrived
 * damaged (send it again); chunkSize: a chunk of the wrong length; chunkIndex: no such chunk;
 * quotaExceeded: the office's storage quota has no room for the file (jsonObject: QuotaExceeded, volume.ts).
 */
export const UPLOAD_PROBLEMS = [
  'empty',
  'tooLarge',
  'unsupportedKind',
  'md5Mismatch',
  'chunkMd5Mismatch',
  'chunkSize',
  'chunkIndex',
  'quotaExceeded',
] as const;
export type UploadProblem = (typeof UPLOAD_PROBLEMS)[number];

const id = requiredLine(64);
const md5 = z.pipe(
  line().check(z.trim(), z.regex(/^[0-9a-fA-F]{32}$/, 'md5')),
  z.transform((s) => s.toLowerCase()),
);

/** A material as the library shows it. */
export const materialItem = z.object({
  id: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  name: z.string(),
  kind: z.enum(MATERIAL_KINDS),
  /** The content type, from the file's first bytes. */
  mime: z.string(),
  /** Bytes. */
  size: z.int().check(z.nonnegative()),
  /** The MD5 of the file (lower-case hex): the name it is stored and served under. */
  md5: z.string(),
  status: z.enum(MATERIAL_STATUSES),
  problem: z.nullable(z.enum(MATERIAL_PROBLEMS)),
  /** Pixels, once processed. */
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  /** Videos and sounds: the duration in ms and the codec (h264, vp9 …; a sound's mp3, aac …), once processed. */
  durationMs: z.nullable(z.int()),
  codec: z.nullable(z.string()),
  /** Videos: the sound's codec (aac, mp2 …); null for a silent video and for a sound. */
  audioCodec: z.nullable(z.string()),
  /** The MD5 of the thumbnail (WebP, at most 320 px), once made. */
  thumbMd5: z.nullable(z.string()),
  /** The MD5 of the poster (JPEG), once made: a video's frame (its size), a sound's cover art or waveform, a web page's screenshot. */
  posterMd5: z.nullable(z.string()),
  /** The folder it is in; null: the top of its office's library. */
  folderId: z.nullable(z.string()),
  /** Web pages: the address shown. */
  sourceUrl: z.nullable(z.string()),
  /**
   * The MD5 of the rendition players and the console's preview get, the original staying `md5`: for
   * videos and sounds a browser cannot play the H.264/AAC MP4 made by transcoding; for an SVG its
   * sanitised file.
   */
  playMd5: z.nullable(z.string()),
  /** Videos: the MD5 of the preview strip (frames side by side, WebP). */
  stripMd5: z.nullable(z.string()),
  /** PDFs: how many pages were rendered to pictures. */
  pageCount: z.nullable(z.int()),
  /** Approved (also every material made while audit is off), pending, or rejected (review.ts). */
  reviewState: z.enum(REVIEW_STATES),
  /** Why a reviewer rejected it (or what they noted approving it). */
  reviewNote: z.nullable(z.string()),
  /** Who uploaded it (null once that user is deleted) and their name. */
  createdBy: z.nullable(z.string()),
  createdByName: z.nullable(z.string()),
  createdAt: z.int(),
  updatedAt: z.int(),
});
export type MaterialItem = z.infer<typeof materialItem>;

/** The orders the library offers (with `order` asc or desc). */
export const MATERIAL_SORTS = ['createdAt', 'name', 'size'] as const;
export type MaterialSort = (typeof MATERIAL_SORTS)[number];

/**
 * GET /a/api/material/list. Where: `folderId` a folder (then only the materials directly in it),
 * `folderId` "top" the top of the office's library (`officeId`, default yours), no folderId: every
 * material of `officeId` (or of your whole range). Filters: `name` contains, `kind`, `status`,
 * `reviewState`, `createdBy` (an uploader's user id). Order: `sort` (default createdAt) and `order`
 * (default desc: newest, largest, Z first).
 */
export const TOP_FOLDER = 'top';
export const materialListQuery = z.extend(pageQuery, {
  name: withDefault(trimmedLine(100), ''),
  kind: z.optional(z.union([z.enum(MATERIAL_KINDS), z.literal('')])),
  status: z.optional(z.union([z.enum(MATERIAL_STATUSES), z.literal('')])),
  reviewState: z.optional(z.union([z.enum(REVIEW_STATES), z.literal('')])),
  createdBy: z.optional(trimmedLine(64)),
  officeId: z.optional(trimmedLine(64)),
  folderId: z.optional(trimmedLine(64)),
  sort: withDefault(z.enum(MATERIAL_SORTS), 'createdAt'),
  order: withDefault(z.enum(['asc', 'desc']), 'desc'),
});
export type MaterialListQuery = z.infer<typeof materialListQuery>;

/** POST /a/api/material/delete (form): comma-joined ids. */
export const materialIds = z.object({ ids: commaIdList(z.minLength(1), z.maxLength(200)) });

/** jsonObject of delete: how many materials of the caller's range were deleted. */
export const materialDeleted = z.object({ count: z.int().check(z.nonnegative()) });

/** GET /a/api/fileInfosa/uploaderMD5Check: the file the console is about to send. */
export const uploadCheck = z.object({
  md5,
  size: z.coerce.number().check(z.int(), z.gte(1, 'empty'), z.lte(Number.MAX_SAFE_INTEGER)),
  name: requiredLine(200),
  /** The office the material goes to: one of the caller's range (default the caller's own). */
  officeId: z.optional(id),
  /** The folder it goes into (one of that office's; default the top of its library); one outside the range is refused. */
  folderId: z.optional(id),
});
export type UploadCheck = z.infer<typeof uploadCheck>;

/** POST /a/api/fileInfosa/uploader?uploadId=&index= (multipart `file`: the chunk's bytes). */
export const uploadChunk = z.object({
  uploadId: id,
  /** 0-based; chunk i holds bytes i × chunkSize up to the next chunk's start. */
  index: z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)),
  /** The chunk's own MD5: a chunk damaged on the way is then refused at once, not after the whole file. */
  chunkMd5: z.optional(md5),
});

/**
 * The answer of an MD5 check or a chunk: the upload is over (`done`: the material; `deduplicated`
 * when the office had those bytes already: nothing was sent, or, on the last chunk, another upload of
 * the same bytes finished first and its material is answered), or chunks are still wanted
 * (`upload`: which ones the server holds; send the others).
 */
export const uploadState = z.discriminatedUnion('state', [
  z.object({ state: z.literal('done'), deduplicated: z.boolean(), material: materialItem }),
  z.object({
    state: z.literal('upload'),
    uploadId: z.string(),
    chunkSize: z.int().check(z.positive()),
    chunkCount: z.int().check(z.positive()),
    /** Indexes of the chunks the server holds, ascending. */
    received: z.array(z.int().check(z.nonnegative())),
  }),
]);
export type UploadState = z.infer<typeof uploadState>;

/**
 * What getFile serves of a material: `file` the file as uploaded (an SVG: its sanitised rendition,
 * never the original), `play` what a player plays (the converted rendition when one was made, else
 * the file), `thumb` its thumbnail, `poster` a video's frame, `strip` a video's preview strip,
 * `page` a PDF's page `page` (0-based) as a picture.
 */
export const MATERIAL_FILE_VARIANTS = ['file', 'thumb', 'poster', 'play', 'strip', 'page'] as const;
export type MaterialFileVariant = (typeof MATERIAL_FILE_VARIANTS)[number];

/** GET /a/api/fileInfosa/getFile: a material's file, thumbnail or poster; `v` its MD5 (then cached for good). */
export const materialFileQuery = z.object({
  id,
  variant: withDefault(z.enum(MATERIAL_FILE_VARIANTS), 'file'),
  /** variant=page: which page, 0-based. */
  page: withDefault(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
  v: z.optional(line().check(z.regex(/^[0-9a-f]{32}$/))),
});
export type MaterialFileQuery = z.infer<typeof materialFileQuery>;

/** The calls of the material library: upload (spec 7 /a/api/fileInfosa/), files, list and delete. */
export const materialApi = endpoints('material', {
  uploaderMD5Check: {
    method: 'GET',
    path: '/a/api/fileInfosa/uploaderMD5Check',
    access: 'res:material:upload',
    summary:
      "Announce a file by MD5, size and name: done at once when the office has those bytes, else the upload's chunks to send",
    description:
      'Answers `done` with the material when the office (`officeId`, default yours) already has a material of those ' +
      'bytes; otherwise `upload` with the upload id, the chunk size and the chunks the server holds already (an ' +
      'interrupted upload resumes). Files of other offices outside your range are never revealed. A file over the ' +
      'upload limit (settings uploadLimitOpen/uploadLimitSize, else 10240 MB) is refused (jsonObject.limitBytes), ' +
      "and so is one the office's storage quota has no room for (quotaExceeded, jsonObject: free and needed bytes; " +
      'checked again when the last chunk arrives).',
    input: uploadCheck,
    answer: { jsonObject: uploadState },
    // It opens an upload: a state change, so it gets the same-origin check of a POST.
    changesState: true,
  },
  uploader: {
    method: 'POST',
    path: '/a/api/fileInfosa/uploader',
    access: 'res:material:upload',
    summary: `One chunk of an upload: multipart \`file\` of ${UPLOAD_CHUNK_BYTES / MIB} MB (the last one shorter), uploadId and index in the query`,
    description:
      'The chunk that completes the file puts it together, checks its MD5 against the announced one (a mismatch is ' +
      'refused, nothing stored, and the upload starts over) and makes the material, ' +
      `kind by content: ${ACCEPTED_MATERIALS_TEXT}.`,
    input: uploadChunk,
    answer: { jsonObject: uploadState },
    transport: 'upload',
    maxBytes: UPLOAD_CHUNK_BYTES,
  },
  getFile: {
    method: 'GET',
    path: '/a/api/fileInfosa/getFile',
    access: 'login',
    summary:
      "A material's file, playable rendition, thumbnail, poster, preview strip or PDF page for whoever's range holds it; byte ranges",
    description:
      'Answers HTTP Range requests with 206 and Content-Range (video seeking). ETag is the MD5; with `v` (the MD5) ' +
      'the answer is cached for a year, immutable. A material outside your range answers 404, like a missing one. ' +
      '`variant`: file (as uploaded; an SVG only ever as its sanitised rendition), play (the H.264/AAC MP4 made ' +
      "for a video or sound a browser cannot play, else the file), thumb, poster, strip (a video's frames side by " +
      'side, WebP), page (`page`, 0-based, of a PDF, WebP).',
    input: materialFileQuery,
    transport: 'download',
    produces: 'application/octet-stream',
  },
  list: {
    method: 'GET',
    path: '/a/api/material/list',
    access: 'res:material:view',
    summary: 'Materials of a folder, an office or your range, paged, filtered and sorted (see materialListQuery)',
    input: materialListQuery,
    answer: { data: pageOf(materialItem) },
  },
  delete: {
    method: 'POST',
    path: '/a/api/material/delete',
    access: 'res:material:delete',
    summary: 'Delete materials of your range (comma-joined ids); others are ignored',
    input: materialIds,
    answer: { jsonObject: materialDeleted },
  },
});
