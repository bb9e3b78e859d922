import { z } from 'zod/mini';
import { requiredLine, trimmedLine, withDefault } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import { MATERIAL_KINDS } from './material.js';

/**
 * Storage quota and volumes of offices (issue 11 item 5, spec 7 /a/api/vol/). An office may fill
 * at most its quota with materials: its own quota when an administrator set one (0: no limit),
 * else the system setting capacitySetting (MB, 0: no limit).
 *
 * What counts (the office's usage): the DISTINCT files its materials hold, each once, by MD5: a
 * material's file and its playable rendition (a transcoded copy). Two materials of the office with
 * the same bytes count once; the same bytes held by two offices count once in each (the store
 * keeps them once, but each office holds them). Thumbnails, posters, preview strips and PDF pages
 * are made by the server, small, and not counted. Uploads under way are not counted until their
 * material is made (the check then happens once more).
 */

/** GET getVolMsg, getVolMsgByType: an office of your range (default the office you work in). */
export const volumeQuery = z.object({
  officeId: z.optional(trimmedLine(64)),
});
export type VolumeQuery = z.infer<typeof volumeQuery>;

/** Where an office's quota comes from: its own (set by an administrator), or the system setting. */
export const QUOTA_SOURCES = ['office', 'setting'] as const;
export type QuotaSource = (typeof QUOTA_SOURCES)[number];

/** The storage of one office. */
export const officeVolume = z.object({
  officeId: z.string(),
  officeName: z.string(),
  /** Bytes its materials hold (distinct files, see above). */
  usedBytes: z.int().check(z.nonnegative()),
  /** Its quota in bytes; null: no limit. */
  quotaBytes: z.nullable(z.int().check(z.nonnegative())),
  /** What is left of the quota (0 when over it); null: no limit. */
  freeBytes: z.nullable(z.int().check(z.nonnegative())),
  /** How many materials it has. */
  materialCount: z.int().check(z.nonnegative()),
  quotaSource: z.enum(QUOTA_SOURCES),
});
export type OfficeVolume = z.infer<typeof officeVolume>;

/** getVolMsgByType: an office's usage by kind of material (every kind, 0 where it has none). */
export const volumeByKind = z.object({
  officeId: z.string(),
  kinds: z.array(
    z.object({
      kind: z.enum(MATERIAL_KINDS),
      usedBytes: z.int().check(z.nonnegative()),
      count: z.int().check(z.nonnegative()),
    }),
  ),
});
export type VolumeByKind = z.infer<typeof volumeByKind>;

/**
 * jsonObject of an upload (or copy) refused with `quotaExceeded` (UPLOAD_PROBLEMS): the office's
 * quota, what it holds, what is free and what the refused files would have added.
 */
export const quotaExceeded = z.object({
  officeId: z.string(),
  quotaBytes: z.int().check(z.nonnegative()),
  usedBytes: z.int().check(z.nonnegative()),
  freeBytes: z.int().check(z.nonnegative()),
  neededBytes: z.int().check(z.nonnegative()),
});
export type QuotaExceeded = z.infer<typeof quotaExceeded>;

/** An office's quota in bytes from the capacitySetting (MB; 0 or nothing: no limit, null). */
export function capacityBytes(capacitySetting: string | undefined): number | null {
  const mb = Number(capacitySetting);
  return Number.isInteger(mb) && mb > 0 ? mb * 1024 * 1024 : null;
}

export const VOLUME_SORTS = ['name', 'used'] as const;
export type VolumeSort = (typeof VOLUME_SORTS)[number];

/** GET volList: the offices of your range, paged; `name` contains; sorted by name or by usage. */
export const volumeListQuery = z.extend(pageQuery, {
  name: withDefault(trimmedLine(100), ''),
  sort: withDefault(z.enum(VOLUME_SORTS), 'name'),
  order: withDefault(z.enum(['asc', 'desc']), 'asc'),
});
export type VolumeListQuery = z.infer<typeof volumeListQuery>;

/** The largest quota that can be set: 1 PB (far above any disk, well inside a safe integer). */
export const MAX_QUOTA_BYTES = 1024 ** 5;

/**
 * POST setQuota: an office's own quota in bytes (0: no limit), or '' to clear it (the office then
 * has the system setting's quota).
 */
export const setQuotaInput = z.object({
  officeId: requiredLine(64),
  quotaBytes: z.union([
    z.literal(''),
    z.coerce.number().check(z.int('whole'), z.gte(0, 'min'), z.lte(MAX_QUOTA_BYTES, 'max')),
  ]),
});
export type SetQuotaInput = z.input<typeof setQuotaInput>;
export type SetQuota = z.output<typeof setQuotaInput>;

/** The calls of volumes (spec 7 /a/api/vol/), tagged with the material module: a material change refreshes them. */
export const volumeApi = endpoints('material', {
  getVolMsg: {
    method: 'GET',
    path: '/a/api/vol/getVolMsg',
    access: 'res:material:view',
    summary: "An office's storage: used, quota, free bytes and its number of materials",
    description:
      'The office you work in, or `officeId` of your range (another answers 404). Used bytes count each distinct ' +
      "file of the office's materials once (the file and its playable rendition; not thumbnails, posters, strips " +
      "or PDF pages). The quota is the office's own (setQuota) or the capacitySetting (MB); null: no limit.",
    input: volumeQuery,
    answer: { jsonObject: officeVolume },
  },
  getVolMsgByType: {
    method: 'GET',
    path: '/a/api/vol/getVolMsgByType',
    access: 'res:material:view',
    summary: "An office's used bytes and number of materials by kind (image, video, audio, pdf, web)",
    input: volumeQuery,
    answer: { jsonObject: volumeByKind },
  },
  volList: {
    method: 'GET',
    path: '/a/api/vol/volList',
    access: 'sys:office:view',
    summary: 'The offices of your range with their used, quota and free bytes; paged, by name or by usage',
    input: volumeListQuery,
    answer: { data: pageOf(officeVolume) },
  },
  setQuota: {
    method: 'POST',
    path: '/a/api/vol/setQuota',
    access: 'sys:office:quota',
    summary: "Set an office's own storage quota in bytes (0: no limit), or clear it ('') to use the capacitySetting",
    description:
      'For an office of your range below your own (the quota of the office you belong to is set from above; ' +
      "the platform's administrators may set their own). A quota below the usage stops further uploads; nothing " +
      'is deleted. Audit-logged with the quota before and after.',
    input: setQuotaInput,
    answer: { jsonObject: officeVolume },
  },
});
