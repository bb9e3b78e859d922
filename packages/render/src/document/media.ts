import { mediaOfWidget } from '../widgets/models.js';
import type { MediaRef } from './primitives.js';
import type { ProgramDocument } from './program.js';

/** Every media reference of the document in document order, repeats included. */
function references(doc: ProgramDocument): MediaRef[] {
  const refs: MediaRef[] = [];
  for (const s of doc.scenes) {
    if (s.background.media) refs.push(s.background.media);
    // Hidden widgets count: they stay in the document and may be shown again without a download.
    for (const w of s.widgets) refs.push(...mediaOfWidget(w));
  }
  return refs;
}

/** The files a document needs, once each (by MD5, first reference wins): what a player downloads. */
export function mediaOf(doc: ProgramDocument): MediaRef[] {
  const byMd5 = new Map<string, MediaRef>();
  for (const r of references(doc)) if (!byMd5.has(r.md5)) byMd5.set(r.md5, r);
  return [...byMd5.values()];
}

/** The library materials a document uses, once each: what publishing checks and counts. */
export function materialIdsOf(doc: ProgramDocument): string[] {
  const ids = new Set<string>();
  for (const r of references(doc)) if (r.materialId !== undefined) ids.add(r.materialId);
  return [...ids];
}
