import { API_PREFIX } from '@apm/contract';
import type { MediaRef, ResolveMedia } from '@apm/render';

/**
 * The console's answer to the renderer's question "where are this file's bytes": the material's
 * file (getFile of the material module), by the material the reference was chosen from, with its
 * MD5 so that the browser may keep it for good. A reference without a material is not at hand.
 */
export const resolveMedia: ResolveMedia = (ref: MediaRef) =>
  ref.materialId === undefined
    ? undefined
    : `${API_PREFIX}/a/api/fileInfosa/getFile?${new URLSearchParams({ id: ref.materialId, v: ref.md5 })}`;
