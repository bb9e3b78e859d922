import { z } from 'zod/mini';
import { commaIdList, line, requiredLine, trimmedLine } from './inputs.js';
import { endpoints } from './endpoint.js';
import { materialItem } from './material.js';

/**
 * The material library's own calls (issue 11 item 1): folders per office, rename, copy or cut then
 * paste (spec 3's copy/cut state: isCut, type, ids, names), where a material is used, a material's
 * details. A folder belongs to one office; a material is in one folder or at the top of its
 * office's library (folderId null). Pasting into another office of your range copies or moves
 * there (its storage quota is checked). The list of materials itself is materialApi.list.
 */

const id = requiredLine(64);
const optionalId = z.pipe(
  z.optional(trimmedLine(64)),
  z.transform((s) => (s ? s : undefined)),
);

/** A folder or material name: no slashes or control characters, at most 100 characters. */
export const LIBRARY_NAME_MAX = 100;
const name = line().check(
  z.trim(),
  z.minLength(1, 'required'),
  z.maxLength(LIBRARY_NAME_MAX, 'tooLong'),
  // eslint-disable-next-line no-control-regex
  z.refine((s) => !/[\\/\u0000-\u001f\u007f]/.test(s), 'badCharacters'),
);

/**
 * The name an uploaded file takes in the library, by the rules of `name` (rename): its base name
 * (the last part of a path), without control characters, at most LIBRARY_NAME_MAX characters with
 * its extension kept; `file` when nothing is left.
 */
export function libraryNameOf(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!base) return 'file';
  if (base.length <= LIBRARY_NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  let stem = base.slice(0, LIBRARY_NAME_MAX - extension.length);
  // Not half of a character written as two code units.
  if (/[\ud800-\udbff]$/.test(stem)) stem = stem.slice(0, -1);
  return stem.trimEnd() + extension;
}

/** A folder of an office's library, with how many materials and folders it holds directly. */
export const materialFolder = z.object({
  id: z.string(),
  officeId: z.string(),
  /** Null: at the top of the office's library. */
  parentId: z.nullable(z.string()),
  name: z.string(),
  materials: z.int().check(z.nonnegative()),
  folders: z.int().check(z.nonnegative()),
});
export type MaterialFolder = z.infer<typeof materialFolder>;

/** GET folderTree: every folder of an office of your range (default yours), in name order. */
export const folderTreeQuery = z.object({ officeId: optionalId });

/** The office's folders, and how many materials lie at the top of its library. */
export const folderTree = z.object({
  officeId: z.string(),
  topMaterials: z.int().check(z.nonnegative()),
  folders: z.array(materialFolder),
});
export type FolderTree = z.infer<typeof folderTree>;

/** POST folderSave: a new folder (no `id`) in `parentId` (none: the top) of an office, or a folder renamed. */
export const folderSave = z.object({
  id: optionalId,
  officeId: optionalId,
  parentId: optionalId,
  name,
});
export type FolderSave = z.infer<typeof folderSave>;

/** POST folderDelete: an empty folder (no materials anywhere below it) and its empty sub-folders. */
export const folderDelete = z.object({ id });

/** POST rename: a material's new name. */
export const materialRename = z.object({ id, name });

/** What a copy or a cut holds (spec 3): materials or folders, by ids, with their names to show. */
export const CLIPBOARD_TYPES = ['material', 'folder'] as const;
export type ClipboardType = (typeof CLIPBOARD_TYPES)[number];

const commaIds = commaIdList(z.minLength(1), z.maxLength(200));

/**
 * POST paste: what was copied (isCut false: new materials sharing the files, a folder copied with
 * everything below it) or cut (isCut true: moved) into a folder (`folderId`, none: the top) of an
 * office of your range (`officeId`, default the folder's, else yours). Names that clash in the
 * target get " (2)", " (3)" … ; a folder cannot go into itself or below itself.
 */
export const materialPaste = z.object({
  isCut: z.pipe(
    z.enum(['true', 'false']),
    z.transform((v) => v === 'true'),
  ),
  type: z.enum(CLIPBOARD_TYPES),
  ids: commaIds,
  officeId: optionalId,
  folderId: optionalId,
});
export type MaterialPaste = z.infer<typeof materialPaste>;

/** What a paste did: how many materials and folders it made (copy) or moved (cut). */
export const pasted = z.object({
  materials: z.int().check(z.nonnegative()),
  folders: z.int().check(z.nonnegative()),
});

/** Where a material is used: the programs (and, once they exist, plans) that name it. */
export const MATERIAL_USE_KINDS = ['program', 'plan'] as const;
export const materialUse = z.object({
  materialId: z.string(),
  kind: z.enum(MATERIAL_USE_KINDS),
  /** Empty for one of an office outside your range (an office above yours): it counts, unnamed. */
  id: z.string(),
  name: z.string(),
});
export type MaterialUse = z.infer<typeof materialUse>;

/**
 * A deletion refused (409 CONFLICT): the materials still used, with what uses them; nothing was
 * deleted. Remove them from those programs and plans first.
 */
export const materialsInUse = z.object({ uses: z.array(materialUse) });
export type MaterialsInUse = z.infer<typeof materialsInUse>;

/** GET details: a material with everything the details panel shows. */
export const materialDetails = z.object({
  material: materialItem,
  folderPath: z.array(z.object({ id: z.string(), name: z.string() })),
  uses: z.array(materialUse),
});
export type MaterialDetails = z.infer<typeof materialDetails>;

/** GET uploaders: who uploaded materials of an office (the library's uploader filter). */
export const uploaderQuery = z.object({ officeId: optionalId });
export const uploader = z.object({ id: z.string(), name: z.string() });

export const materialLibraryApi = endpoints('material', {
  folderTree: {
    method: 'GET',
    path: '/a/api/material/folderTree',
    access: 'res:material:view',
    summary: 'The folders of an office of your range (default yours), each with what it holds directly',
    input: folderTreeQuery,
    answer: { jsonObject: folderTree },
  },
  folderSave: {
    method: 'POST',
    path: '/a/api/material/folderSave',
    access: 'res:material:edit',
    summary: 'Create a folder (no id) in an office of your range, or rename one; names are unique among siblings',
    input: folderSave,
    answer: { jsonObject: materialFolder },
  },
  folderDelete: {
    method: 'POST',
    path: '/a/api/material/folderDelete',
    access: 'res:material:delete',
    summary: 'Delete a folder with its sub-folders; refused (409) while a material lies anywhere below it',
    input: folderDelete,
  },
  rename: {
    method: 'POST',
    path: '/a/api/material/rename',
    access: 'res:material:edit',
    summary: 'Rename a material of your range',
    input: materialRename,
    answer: { jsonObject: materialItem },
  },
  paste: {
    method: 'POST',
    path: '/a/api/material/paste',
    access: 'res:material:edit',
    summary: 'Paste copied or cut materials or folders into a folder of an office of your range',
    description:
      'isCut=false copies: new materials that share the files (a folder with everything below it); isCut=true moves. ' +
      "Into another office, the office's storage quota is checked. Clashing names get a number; a folder cannot go " +
      'into itself. Ids outside your range answer 404.',
    input: materialPaste,
    answer: { jsonObject: pasted },
  },
  details: {
    method: 'GET',
    path: '/a/api/material/details',
    access: 'res:material:view',
    summary: 'A material of your range with its folder path and the programs and plans that use it',
    input: z.object({ id }),
    answer: { jsonObject: materialDetails },
  },
  uploaders: {
    method: 'GET',
    path: '/a/api/material/uploaders',
    access: 'res:material:view',
    summary: 'Who uploaded the materials of an office of your range (for the uploader filter)',
    input: uploaderQuery,
    answer: { jsonObject: z.array(uploader) },
  },
});
