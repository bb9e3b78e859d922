import { z } from 'zod/mini';
import { INT32_MAX, requiredLine, text, trimmedLine, withDefault } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';

/**
 * Programs (issue 10 item 3): an office's program documents (packages/render's format,
 * docs/program-format.md) with their name, canvas size and a version that grows by one with each
 * save. The spec names no program calls; these live under /a/api/program/ (docs/api.md).
 */

export const PROGRAM_NAME_MAX = 100;
/** The longest document text a save takes (JSON characters): far above 200 scenes of real layouts. */
export const PROGRAM_DOCUMENT_MAX = 2_000_000;
/** The largest form body of a save: the document travels form-encoded, where JSON's punctuation takes three bytes. */
export const PROGRAM_SAVE_MAX_BYTES = 3 * PROGRAM_DOCUMENT_MAX + 64 * 1024;

const id = requiredLine(64);

/**
 * Why a media reference of a saved document is refused (`data.fields[].message`, the field the
 * reference's path under `document`); the console translates them (`program.mediaProblems.<key>`).
 * materialRequired: the reference names no material; materialMissing: no such material in your
 * range; fileMismatch: not that material's file (md5 or kind).
 */
export const PROGRAM_MEDIA_PROBLEMS = ['materialRequired', 'materialMissing', 'fileMismatch'] as const;
export type ProgramMediaProblem = (typeof PROGRAM_MEDIA_PROBLEMS)[number];

/** The field message of a document that is not JSON at all. */
export const PROGRAM_NOT_JSON = 'notJson';

/** A program as lists show it. */
export const programItem = z.object({
  id: z.string(),
  name: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  /** The canvas, in pixels. */
  width: z.int(),
  height: z.int(),
  /** 1 after the first save, one more with each save since. */
  version: z.int(),
  /** Scenes in the document, and library materials it uses. */
  scenes: z.int(),
  materials: z.int(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** The name of who saved it last ('' when that user is gone). */
  updatedBy: z.string(),
});
export type ProgramItem = z.infer<typeof programItem>;

/**
 * One program with its document (the current version of the format, every default filled in:
 * read it with @apm/render's `migrate` all the same, as every host does).
 */
export const programDetail = z.extend(programItem, {
  document: z.record(z.string(), z.unknown()),
});
export type ProgramDetail = z.infer<typeof programDetail>;

/**
 * What a program list draws of a program (its thumbnail): the canvas and the first main scene of
 * its document (what a screen shows first), in the current version of the format; read them with
 * @apm/render's `canvas` and `scene` schemas. `version` is the program's, to cache by.
 */
export const programCover = z.object({
  id: z.string(),
  version: z.int(),
  canvas: z.record(z.string(), z.unknown()),
  scene: z.record(z.string(), z.unknown()),
});
export type ProgramCover = z.infer<typeof programCover>;

/** GET /a/api/program/list: a page of the programs of your range, newest change first, filtered by name. */
export const programListQuery = z.extend(pageQuery, {
  name: withDefault(trimmedLine(PROGRAM_NAME_MAX), ''),
});
export type ProgramListQuery = z.infer<typeof programListQuery>;

export const programIdQuery = z.object({ id });

/**
 * POST /a/api/program/save: without `id` a new program in the office you work in (your data
 * range's); with `id` an edit of that program, which must still be at `version` (the version the
 * editor loaded): a save over someone else's newer save is refused with CONFLICT.
 * `document` is the program document as JSON text.
 */
export const programSave = z
  .object({
    id: z.optional(id),
    version: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(INT32_MAX))),
    name: requiredLine(PROGRAM_NAME_MAX),
    document: text().check(z.minLength(2), z.maxLength(PROGRAM_DOCUMENT_MAX)),
  })
  .check(
    z.refine((s) => s.id === undefined || s.version !== undefined, {
      message: 'The version the edit started from is required',
      path: ['version'],
    }),
  );
export type ProgramSave = z.infer<typeof programSave>;

/** jsonObject of a save refused with CONFLICT: the program as it is now, saved by someone else. */
export const programConflict = z.object({
  version: z.int(),
  updatedAt: z.number(),
  updatedBy: z.string(),
});
export type ProgramConflict = z.infer<typeof programConflict>;

/** A row of another kind that names a program (a play plan); empty id and name for one outside your range. */
export const programUse = z.object({
  programId: z.string(),
  kind: z.enum(['plan']),
  id: z.string(),
  name: z.string(),
});
export type ProgramUse = z.infer<typeof programUse>;

/** jsonObject of a deletion refused with CONFLICT: what still names the program. Nothing was deleted. */
export const programInUse = z.object({ uses: z.array(programUse) });
export type ProgramInUse = z.infer<typeof programInUse>;

/** How many saved versions of a program are kept, the current one among them: older ones go. */
export const PROGRAM_VERSIONS_KEPT = 50;

const versionNumber = z.coerce.number().check(z.int(), z.gte(1), z.lte(INT32_MAX));

/** A saved version of a program, as its history lists it. */
export const programVersionItem = z.object({
  version: z.int(),
  name: z.string(),
  width: z.int(),
  height: z.int(),
  scenes: z.int(),
  savedAt: z.number(),
  /** Who saved it, as named then ('' when unknown). */
  savedBy: z.string(),
  /** A restore: the version it brought back (null: an ordinary save). */
  restoredFrom: z.nullable(z.int()),
});
export type ProgramVersionItem = z.infer<typeof programVersionItem>;

/** One saved version with its document (as saved then: read it with @apm/render's `migrate`). */
export const programVersionDetail = z.extend(programVersionItem, {
  document: z.record(z.string(), z.unknown()),
});
export type ProgramVersionDetail = z.infer<typeof programVersionDetail>;

/** GET /a/api/program/versions: a page of a program's kept versions, newest first. */
export const programVersionsQuery = z.extend(pageQuery, { id });
export type ProgramVersionsQuery = z.infer<typeof programVersionsQuery>;

/** GET /a/api/program/version: one kept version. */
export const programVersionQuery = z.object({ id, version: versionNumber });

/**
 * POST /a/api/program/restore: saves kept version `from` as a new version, over `version` (the
 * current one, as the caller saw it: another save meanwhile is refused with CONFLICT, as a save is).
 */
export const programRestore = z.object({ id, version: versionNumber, from: versionNumber });
export type ProgramRestore = z.infer<typeof programRestore>;

export const programApi = endpoints('program', {
  list: {
    method: 'GET',
    path: '/a/api/program/list',
    access: 'content:program:view',
    summary: 'A page of the programs of your range, most recently changed first; `name` filters by part of the name',
    input: programListQuery,
    answer: { data: pageOf(programItem) },
  },
  detail: {
    method: 'GET',
    path: '/a/api/program/detail',
    access: 'content:program:view',
    summary: 'One program of your range with its document',
    input: programIdQuery,
    answer: { jsonObject: programDetail },
  },
  save: {
    method: 'POST',
    path: '/a/api/program/save',
    access: 'content:program:edit',
    summary:
      'Creates a program (no id) or saves an edit of one at its current version; a document that is not valid is ' +
      'refused with its field problems (data.fields), a save over a newer one with CONFLICT',
    description:
      'Every media reference of the document must name a material of your range (materialId) and that ' +
      "material's file (md5, kind); others are refused as if they did not exist.",
    input: programSave,
    answer: { jsonObject: programItem },
    maxBytes: PROGRAM_SAVE_MAX_BYTES,
  },
  cover: {
    method: 'GET',
    path: '/a/api/program/cover',
    access: 'content:program:view',
    summary:
      'What a list draws of a program of your range: its canvas and its first main scene (not the whole document)',
    input: programIdQuery,
    answer: { jsonObject: programCover },
  },
  versions: {
    method: 'GET',
    path: '/a/api/program/versions',
    access: 'content:program:view',
    summary: `A page of the saved versions of a program of your range, newest first (the last ${PROGRAM_VERSIONS_KEPT} are kept)`,
    input: programVersionsQuery,
    answer: { data: pageOf(programVersionItem) },
  },
  version: {
    method: 'GET',
    path: '/a/api/program/version',
    access: 'content:program:view',
    summary: 'One kept version of a program of your range, with its document as saved then',
    input: programVersionQuery,
    answer: { jsonObject: programVersionDetail },
  },
  restore: {
    method: 'POST',
    path: '/a/api/program/restore',
    access: 'content:program:edit',
    summary:
      'Saves a kept version of a program of your range as its new version; checked as a save is (media of your ' +
      'range, data.fields), refused with CONFLICT when the program was saved meanwhile',
    input: programRestore,
    answer: { jsonObject: programItem },
  },
  copy: {
    method: 'POST',
    path: '/a/api/program/copy',
    access: 'content:program:edit',
    summary: 'Copies a program of your range into the office you work in, named "<name> (2)" (the first free number)',
    input: programIdQuery,
    answer: { jsonObject: programItem },
  },
  delete: {
    method: 'POST',
    path: '/a/api/program/delete',
    access: 'content:program:delete',
    summary:
      'Deletes a program of your range (its publish records keep what they published); refused with CONFLICT ' +
      '(jsonObject.uses) while a play plan names it',
    input: programIdQuery,
  },
});
