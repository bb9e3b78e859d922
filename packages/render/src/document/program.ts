import { z } from 'zod/mini';
import { canvas } from './canvas.js';
import { DATA_SOURCES_MAX, dataSource } from './dataSource.js';
import { scene, SCENE_MAX_MS } from './scene.js';
import type { Widget } from '../widgets/models.js';

/** The version this code writes; `migrate` brings every older one up to it. */
export const PROGRAM_VERSION = 6;
/** Scenes in one program. */
export const PROGRAM_SCENES_MAX = 200;

/** How long without a touch before playing goes back to the main scenes, unless a document says otherwise. */
export const IDLE_DEFAULT_MS = 60_000;
/** The shortest idle timeout (0 aside): a shorter one would close a sub-scene before it is read. */
export const IDLE_MIN_MS = 1000;

/**
 * How a program answers touches. `idleMs`: after this long without a touch, the sub-scenes (and a
 * web page) opened by buttons close and the main scenes play on; 0 never.
 */
export const interactionSettings = z.object({
  idleMs: z._default(
    z.int().check(
      z.gte(0),
      z.lte(SCENE_MAX_MS),
      z.refine((ms) => ms === 0 || ms >= IDLE_MIN_MS, `0 (never) or at least ${IDLE_MIN_MS} ms`),
    ),
    IDLE_DEFAULT_MS,
  ),
});
export type InteractionSettings = z.infer<typeof interactionSettings>;

/**
 * A program, version 6: a canvas (and the physical screen's size when it differs), its scenes and
 * how it answers touches. Every scene and widget id is unique in the whole document, so an id alone
 * addresses a record (an editor's diffs and undo steps rely on it); a button's scene is one of the
 * document's.
 */
export const programDocument = z
  .object({
    version: z.literal(PROGRAM_VERSION),
    canvas,
    scenes: z.array(scene).check(z.minLength(1), z.maxLength(PROGRAM_SCENES_MAX)),
    interaction: z.prefault(interactionSettings, {}),
    /**
     * The data sources its table and text widgets draw (version 6); left out: none (documents
     * without sources read and write back as they were).
     */
    dataSources: z.optional(z.array(dataSource).check(z.maxLength(DATA_SOURCES_MAX))),
  })
  .check(
    z.superRefine((doc, ctx) => {
      const seen = new Set<string>();
      const claim = (id: string, path: (string | number)[]) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `Duplicate id ${id}`, path });
        seen.add(id);
      };
      doc.scenes.forEach((s, i) => {
        claim(s.id, ['scenes', i, 'id']);
        s.widgets.forEach((w, j) => claim(w.id, ['scenes', i, 'widgets', j, 'id']));
      });
      doc.dataSources?.forEach((d, i) => claim(d.id, ['dataSources', i, 'id']));
      const sceneIds = new Set(doc.scenes.map((s) => s.id));
      const sourceIds = new Set(doc.dataSources?.map((d) => d.id));
      doc.scenes.forEach((s, i) =>
        s.widgets.forEach((w, j) => {
          const named = sourceOfWidget(w);
          if (named && !sourceIds.has(named.id)) {
            ctx.addIssue({
              code: 'custom',
              message: `No data source with id ${named.id}`,
              path: ['scenes', i, 'widgets', j, 'props', ...named.field],
            });
          }
          if (w.kind === 'button' && w.props.action.type === 'scene' && !sceneIds.has(w.props.action.sceneId)) {
            ctx.addIssue({
              code: 'custom',
              message: `No scene with id ${w.props.action.sceneId}`,
              path: ['scenes', i, 'widgets', j, 'props', 'action', 'sceneId'],
            });
          }
        }),
      );
      if (!doc.scenes.some((s) => s.main)) {
        ctx.addIssue({ code: 'custom', message: 'At least one scene must be a main scene', path: ['scenes'] });
      }
    }),
  );
/** The data source a widget names, and the field naming it; null for none. */
export function sourceOfWidget(w: Widget): { id: string; field: string[] } | null {
  if (w.kind === 'table' && w.props.sourceId) return { id: w.props.sourceId, field: ['sourceId'] };
  if (w.kind === 'text' && w.props.source) return { id: w.props.source.sourceId, field: ['source', 'sourceId'] };
  return null;
}

/** A parsed document: every default filled in. */
export type ProgramDocument = z.infer<typeof programDocument>;
/** A document as it may be written: fields with a default may be left out. */
export type ProgramDocumentInput = z.input<typeof programDocument>;
