import { z } from 'zod/mini';
import { line, requiredLine, trimmedLine } from './inputs.js';
import { endpoints } from './endpoint.js';
import { materialItem } from './material.js';

/**
 * Every media kind and its processing (issue 11 items 2 and 4). Processing is a job per material
 * (`material.process`: probes, thumbnails, a video's poster and preview strip, a PDF's pages, an
 * SVG's sanitised rendition, a web page's screenshot); a video or sound a browser cannot play is then
 * converted by a job of its own (`material.transcode`: H.264/AAC MP4 with fast start, the original
 * kept), one at a time per server unless the setting `transcodeConcurrency` says more. Its progress
 * is pushed to the console (live event `material.progress`) and readable here; it can be cancelled
 * and started again. Web pages are materials too: an address, added by `addWebPage`.
 */

const id = requiredLine(64);
const optionalId = z.pipe(
  z.optional(trimmedLine(64)),
  z.transform((s) => (s ? s : undefined)),
);

/** The longest web address a web-page material may have. */
export const WEB_URL_MAX = 2000;

/**
 * Where a material's conversion stands: probing (a video or sound still being processed: whether
 * it needs converting is not known yet; ask again), none (nothing to convert: it plays as it is,
 * or it is no video or sound), queued, running (with `percent`), done (the playable rendition
 * exists), failed (every attempt failed), cancelled (a user stopped it; it can be started again).
 */
export const CONVERT_STATES = ['probing', 'none', 'queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ConvertState = (typeof CONVERT_STATES)[number];

/** GET convertProgress: the material's conversion. */
export const convertProgressQuery = z.object({ id });

export const convertProgress = z.object({
  id: z.string(),
  state: z.enum(CONVERT_STATES),
  /** 0–100 while queued or running (0 until ffmpeg reports), 100 when done, else null. */
  percent: z.nullable(z.number().check(z.gte(0), z.lte(100))),
});
export type ConvertProgress = z.infer<typeof convertProgress>;

/** POST convertCancel / convert: the material whose conversion to stop or to start again. */
export const convertTarget = z.object({ id });

/** Why a web page cannot be added (`data.fields[].message` on `url`): not http(s), or not an address at all. */
export const WEB_URL_PROBLEMS = ['badUrl', 'notHttp'] as const;
export type WebUrlProblem = (typeof WEB_URL_PROBLEMS)[number];

/** POST addWebPage: a web page as a material of an office of your range (default yours), in a folder. */
export const addWebPage = z.object({
  name: line().check(z.trim(), z.minLength(1, 'required'), z.maxLength(200, 'tooLong')),
  url: line().check(z.trim(), z.minLength(1, 'required'), z.maxLength(WEB_URL_MAX, 'tooLong')),
  officeId: optionalId,
  folderId: optionalId,
});
export type AddWebPage = z.infer<typeof addWebPage>;

/** jsonObject of addWebPage: the material (`deduplicated` when the office had that address already). */
export const webPageAdded = z.object({ deduplicated: z.boolean(), material: materialItem });

/** The calls of media processing: a conversion's progress, cancelling and restarting it; web pages. */
export const materialMediaApi = endpoints('materialMedia', {
  convertProgress: {
    method: 'GET',
    path: '/a/api/fileInfosa/convertProgress',
    access: 'res:material:view',
    summary: "Where a material's conversion into a format browsers play stands: state and percent",
    description:
      'A video or sound a browser cannot decode (HEVC, MPEG-2, WMV, AVI/XviD, FLV, ProRes, WMA …) is converted ' +
      'to H.264/AAC MP4 after upload, keeping the original. `state` probing (still being processed: whether it needs ' +
      "a conversion is not known yet) | none | queued | running | done | failed | cancelled; `percent` from ffmpeg's progress against the duration. The console also gets each step as the " +
      'live event `material.progress`. A material outside your range answers 404.',
    input: convertProgressQuery,
    answer: { jsonObject: convertProgress },
  },
  convertCancel: {
    method: 'POST',
    path: '/a/api/fileInfosa/convertCancel',
    access: 'res:material:edit',
    summary: "Cancel a material's conversion: it stops at once and the material says so (convert starts it again)",
    description:
      'Answers the material, now failed with problem `conversionCancelled` (its original is still stored and ' +
      'served). 409 when no conversion is waiting or running.',
    input: convertTarget,
    answer: { jsonObject: materialItem },
  },
  convert: {
    method: 'POST',
    path: '/a/api/fileInfosa/convert',
    access: 'res:material:edit',
    summary: 'Convert a material again whose conversion was cancelled or failed',
    description:
      'Queues the conversion again and answers the material (processing). 409 when the material has no ' +
      'cancelled or failed conversion.',
    input: convertTarget,
    answer: { jsonObject: materialItem },
  },
  addWebPage: {
    method: 'POST',
    path: '/a/api/material/addWebPage',
    access: 'res:material:upload',
    summary: 'Add a web page (an http or https address) as a material, with a screenshot as its thumbnail',
    description:
      "The address is stored as a small file (text/uri-list) whose MD5 is the material's: the same address twice " +
      'in one office answers the material it has (`deduplicated`). The server takes a screenshot with headless ' +
      'Chromium (CHROMIUM_PATH, else /usr/bin/chromium) for the thumbnail, except of addresses on private, ' +
      'loopback or link-local networks unless WEB_SCREENSHOT_PRIVATE=true: those (and pages that cannot be ' +
      'reached) get no thumbnail and the console shows a web icon. Terminals show the page itself. `url` ' +
      'refusals: badUrl, notHttp.',
    input: addWebPage,
    answer: { jsonObject: webPageAdded },
  },
});
