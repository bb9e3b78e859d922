import { z } from 'zod/mini';
import { line, requiredLine } from './inputs.js';
import { endpoints } from './endpoint.js';
import { materialItem, MIB, uploadCheck, uploadState } from './material.js';

/**
 * The other calls of spec 7 "Files and volume" under /a/api/fileInfosa/ (issue 11 item 3): the
 * MD5-first way in for a widget's pictures and for personal pictures (avatars, brand logos), a
 * material's own thumbnail, a material's file as a download, and the pictures made of a node of
 * the library tree. docs/api.md says what each stores and answers.
 */

/** The largest picture a widget may show (a background, an image widget). */
export const WIDGET_IMAGE_MAX_BYTES = 20 * MIB;
/** The largest picture uploadThumb takes (it is made into a WebP thumbnail of at most 320 px). */
export const CUSTOM_THUMB_MAX_BYTES = 10 * MIB;

/** What a personal picture is for: the caller's avatar, or a logo or icon of a customer's brand. */
export const PERSONAL_IMAGE_USES = ['avatar', 'brand'] as const;
export type PersonalImageUse = (typeof PERSONAL_IMAGE_USES)[number];

const id = requiredLine(64);
const md5 = z.pipe(
  line().check(z.trim(), z.regex(/^[0-9a-fA-F]{32}$/, 'md5')),
  z.transform((s) => s.toLowerCase()),
);

/** GET uploaderPersonalImgMD5Check: the picture the console is about to send, and what it is for. */
export const personalImageCheck = z.object({
  md5,
  size: z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER)),
  use: z.enum(PERSONAL_IMAGE_USES),
  /** use 'brand': the customer (office) of your range whose brand the picture is for. */
  customerId: z.optional(id),
});
export type PersonalImageCheck = z.infer<typeof personalImageCheck>;

/**
 * The answer of a personal picture's MD5 check: `done` when bytes you may reach were stored
 * already (the avatar is set, or the brand picture recorded; `url` its address), else `upload`:
 * send the file in one multipart call to `path` (at most `maxBytes`).
 */
export const personalImageState = z.discriminatedUnion('state', [
  z.object({ state: z.literal('done'), deduplicated: z.literal(true), url: z.string() }),
  z.object({ state: z.literal('upload'), path: z.string(), maxBytes: z.int().check(z.positive()) }),
]);
export type PersonalImageState = z.infer<typeof personalImageState>;

/** POST uploadThumb?id= (multipart `file`: the picture). */
export const customThumbUpload = z.object({ id });

/** GET getFileHandlex?id=: a material's original file to save. */
export const fileDownloadQuery = z.object({ id });

/** What findScreenshotBytreeIdAndType looks at: a material, or a folder of the library tree. */
export const SCREENSHOT_NODE_TYPES = ['material', 'folder'] as const;

/** GET findScreenshotBytreeIdAndType?treeId=&type=. */
export const screenshotQuery = z.object({ treeId: id, type: z.enum(SCREENSHOT_NODE_TYPES) });

/** One picture made of a material: which (getFile's variant, or a PDF page), its MD5 and address. */
export const screenshotItem = z.object({
  materialId: z.string(),
  /**
   * thumb: the thumbnail (a picture's, a web page's screenshot, a video's poster frame made small); poster: a video's
   * frame, a sound's cover art or waveform, or a web page's screenshot.
   */
  variant: z.enum(['thumb', 'poster']),
  md5: z.string(),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  /** Where the console loads it from (cached for good: the address names the MD5). */
  url: z.string(),
});
export type ScreenshotItem = z.infer<typeof screenshotItem>;
export const screenshotList = z.object({ list: z.array(screenshotItem) });

/** The calls of /a/api/fileInfosa/ besides the material upload and getFile (material.ts). */
export const fileInfoApi = endpoints('material', {
  uploaderWidgetImgMD5Check: {
    method: 'GET',
    path: '/a/api/fileInfosa/uploaderWidgetImgMD5Check',
    access: 'res:material:upload',
    summary:
      "Announce a widget's picture by MD5, size and name: a material like uploaderMD5Check's, but only a picture",
    description:
      'The same answer and dedupe rules as uploaderMD5Check (done at once when the office has those bytes; else the ' +
      'chunks to send to `uploader`), for the picture a widget shows: at most ' +
      `${WIDGET_IMAGE_MAX_BYTES / MIB} MB (tooLarge), and only a JPEG, PNG, GIF or WebP picture: another kind is ` +
      'refused (unsupportedKind) when the office already has it, at its first chunk, or when it is put together.',
    input: uploadCheck,
    answer: { jsonObject: uploadState },
    changesState: true,
  },
  uploaderPersonalImgMD5Check: {
    method: 'GET',
    path: '/a/api/fileInfosa/uploaderPersonalImgMD5Check',
    access: 'login',
    summary:
      'Announce an avatar or brand picture by MD5: set at once when bytes you may reach are stored, else where to send it',
    description:
      'use `avatar`: your own avatar; use `brand` (permission sys:customer:personal): a logo or icon for `customerId`, ' +
      "a customer of your range. When a picture with those bytes is stored within your range (a material's picture, " +
      'an avatar of a user of your range, a brand picture of one of its customers, or your own avatar) it is used at ' +
      'once: `done` with its address (the avatar is set; the brand picture is recorded, for saveBrand). Otherwise ' +
      '`upload`: the call to send the file to (uploadAvatar or uploadBrandImage?id=) and its size limit.',
    input: personalImageCheck,
    answer: { jsonObject: personalImageState },
    changesState: true,
  },
  uploadThumb: {
    method: 'POST',
    path: '/a/api/fileInfosa/uploadThumb',
    access: 'res:material:edit',
    summary: `A material's own thumbnail: multipart \`file\`, a JPEG, PNG, GIF or WebP picture up to ${CUSTOM_THUMB_MAX_BYTES / MIB} MB`,
    description:
      'The picture is made into a WebP thumbnail of at most 320 px and replaces the one processing made; processing ' +
      'leaves it alone from then on. Answers the material.',
    input: customThumbUpload,
    answer: { jsonObject: materialItem },
    transport: 'upload',
    maxBytes: CUSTOM_THUMB_MAX_BYTES,
  },
  getFileHandlex: {
    method: 'GET',
    path: '/a/api/fileInfosa/getFileHandlex',
    access: 'res:material:view',
    summary: "A material's original file to save: Content-Disposition attachment with the material's name",
    description:
      'The original bytes (not a transcoded copy; for an SVG its sanitised file) of a material of your range, as a ' +
      'download; byte ranges are ' +
      'answered (a download that broke off resumes). A material outside your range answers 404.',
    input: fileDownloadQuery,
    transport: 'download',
    produces: 'application/octet-stream',
  },
  findScreenshotBytreeIdAndType: {
    method: 'GET',
    path: '/a/api/fileInfosa/findScreenshotBytreeIdAndType',
    access: 'res:material:view',
    summary: 'The pictures made of a node of the library tree: a material (type material) or a folder (type folder)',
    description:
      "type `material`: the pictures made of that material: its thumbnail (a web page's screenshot) and its poster (a " +
      "video's frame, a sound's cover art or waveform, a web page's screenshot; none while it is processed). type " +
      '`folder`: the thumbnails of up to four of the newest materials directly in the folder that have one (its cover). ' +
      'Each with its getFile address. A node outside your range answers 404.',
    input: screenshotQuery,
    answer: { jsonObject: screenshotList },
  },
});
