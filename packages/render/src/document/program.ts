import { z } from 'zod';
import { canvas } from './canvas.js';
import { scene } from './scene.js';

/** The version this code writes; `migrate` brings every older one up to it. */
export const PROGRAM_VERSION = 2;
/** Scenes in one program. */
export const PROGRAM_SCENES_MAX = 200;

/**
 * A program, version 2: a canvas and its scenes. Every scene and widget id is unique in the
 * whole document, so an id alone addresses a record (an editor's diffs and undo steps rely on it).
 */
export const programDocument = z
  .object({
    version: z.literal(PROGRAM_VERSION),
    canvas,
    scenes: z.array(scene).min(1).max(PROGRAM_SCENES_MAX),
  })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    const claim = (id: string, path: (string | number)[]) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `Duplicate id ${id}`, path });
      seen.add(id);
    };
    doc.scenes.forEach((s, i) => {
      claim(s.id, ['scenes', i, 'id']);
      s.widgets.forEach((w, j) => claim(w.id, ['scenes', i, 'widgets', j, 'id']));
    });
    if (!doc.scenes.some((s) => s.main)) {
      ctx.addIssue({ code: 'custom', message: 'At least one scene must be a main scene', path: ['scenes'] });
    }
  });
/** A parsed document: every default filled in. */
export type ProgramDocument = z.infer<typeof programDocument>;
/** A document as it may be written: fields with a default may be left out. */
export type ProgramDocumentInput = z.input<typeof programDocument>;
