import {
  CANVAS_MAX,
  createScene,
  IDLE_MIN_MS,
  newId,
  SCENE_MAX_MS,
  SCENE_MIN_MS,
  TRANSITION_DEFAULT_MS,
  TRANSITION_MAX_MS,
  TRANSITION_MIN_MS,
  type Canvas,
  type ProgramDocument,
  type Scene,
  type SceneTransition,
  type Widget,
} from '@apm/render';
import type { Box } from './geometry';
import { applyStack, moveIds, restackIds, stackOf, type Restack } from './layers';

/**
 * The edits of the program editor as pure functions of the document: each answers a new document
 * and leaves its input alone, so that undo/redo (history.ts) keeps every state at little cost.
 */

const withScenes = (doc: ProgramDocument, scenes: Scene[]): ProgramDocument => ({ ...doc, scenes });

/** The document with one scene changed by `f`; the document itself when `f` changes nothing. */
function mapScene(doc: ProgramDocument, sceneId: string, f: (s: Scene) => Scene): ProgramDocument {
  let changed = false;
  const scenes = doc.scenes.map((s) => {
    if (s.id !== sceneId) return s;
    const next = f(s);
    changed = next !== s;
    return next;
  });
  return changed ? withScenes(doc, scenes) : doc;
}

/** A new main scene after `afterId` (at the end without it), named `name`; answers the document and the scene's id. */
export function addScene(doc: ProgramDocument, name: string, afterId?: string): { doc: ProgramDocument; id: string } {
  return insertScene(doc, createScene({ name }), afterId);
}

/**
 * A copy of a scene (the spec's copy scene) with new ids for it and its widgets, a button of it
 * that opened the scene itself opening the copy; buttons naming other scenes keep naming them
 * (pasted into another program, a scene it lacks is shown as an error on the button).
 */
export function copyOfScene(scene: Scene, name: string): Scene {
  const id = newId();
  const widgets = scene.widgets.map((w) => {
    const copy = { ...w, id: newId() } as Widget;
    if (copy.kind === 'button' && copy.props.action.type === 'scene' && copy.props.action.sceneId === scene.id) {
      return { ...copy, props: { ...copy.props, action: { type: 'scene' as const, sceneId: id } } };
    }
    return copy;
  });
  return { ...scene, id, name: name.slice(0, 100), widgets };
}

/** A scene put in after `afterId` (at the end without it); answers the document and the scene's id. */
export function insertScene(
  doc: ProgramDocument,
  scene: Scene,
  afterId?: string,
): { doc: ProgramDocument; id: string } {
  const at = afterId === undefined ? doc.scenes.length : doc.scenes.findIndex((s) => s.id === afterId) + 1;
  const scenes = [...doc.scenes];
  scenes.splice(at <= 0 ? scenes.length : at, 0, scene);
  return { doc: withScenes(doc, scenes), id: scene.id };
}

export const renameScene = (doc: ProgramDocument, sceneId: string, name: string): ProgramDocument =>
  mapScene(doc, sceneId, (s) => ({ ...s, name: name.slice(0, 100) }));

/** The scene at `from` moved to index `to` (clamped); the others keep their order. */
export function moveScene(doc: ProgramDocument, from: number, to: number): ProgramDocument {
  if (from < 0 || from >= doc.scenes.length) return doc;
  const target = Math.min(doc.scenes.length - 1, Math.max(0, to));
  if (target === from) return doc;
  const scenes = [...doc.scenes];
  const [moved] = scenes.splice(from, 1);
  scenes.splice(target, 0, moved!);
  return withScenes(doc, scenes);
}

/** Whether a scene may be deleted: a program keeps one scene at least. */
export const canDeleteScene = (doc: ProgramDocument) => doc.scenes.length > 1;

/**
 * The document without the scene (unchanged when it is the last one). When only scenes that are
 * not main remain, the first becomes main: a program always has something to play.
 */
export function deleteScene(doc: ProgramDocument, sceneId: string): ProgramDocument {
  if (!canDeleteScene(doc)) return doc;
  const scenes = doc.scenes.filter((s) => s.id !== sceneId);
  if (scenes.length === doc.scenes.length) return doc;
  if (!scenes.some((s) => s.main)) scenes[0] = { ...scenes[0]!, main: true };
  return withScenes(doc, scenes);
}

/** Whether a scene may become a sub-scene: a program keeps one main scene at least. */
export const canBeSubScene = (doc: ProgramDocument, sceneId: string): boolean =>
  doc.scenes.some((s) => s.main && s.id !== sceneId);

/** The scene made a main scene or a sub-scene (unchanged when it would leave no main scene). */
export function setSceneMain(doc: ProgramDocument, sceneId: string, main: boolean): ProgramDocument {
  const scene = doc.scenes.find((s) => s.id === sceneId);
  if (!scene || scene.main === main || (!main && !canBeSubScene(doc, sceneId))) return doc;
  return mapScene(doc, sceneId, (s) => ({ ...s, main }));
}

/**
 * How long without a touch before the sub-scenes close, in ms: 0 (never), or kept within the
 * document's limits (1 s to a day).
 */
export function setIdleTimeout(doc: ProgramDocument, ms: number): ProgramDocument {
  const idleMs = ms <= 0 ? 0 : Math.min(SCENE_MAX_MS, Math.max(IDLE_MIN_MS, Math.round(ms)));
  if (idleMs === doc.interaction.idleMs) return doc;
  return { ...doc, interaction: { ...doc.interaction, idleMs } };
}

const side = (n: number) => Math.min(CANVAS_MAX, Math.max(1, Math.round(n)));

/**
 * The canvas of another size, and of the physical screen's when given (both sides, else none).
 * Widgets keep their places in canvas pixels: what now lies past the canvas's edges is cut on
 * screens, and the operator moves it (an undo takes the new size back).
 */
export function setCanvas(doc: ProgramDocument, canvas: Canvas): ProgramDocument {
  const next: Canvas = { width: side(canvas.width), height: side(canvas.height) };
  if (canvas.realWidth !== undefined && canvas.realHeight !== undefined) {
    next.realWidth = side(canvas.realWidth);
    next.realHeight = side(canvas.realHeight);
  }
  const c = doc.canvas;
  const same =
    c.width === next.width &&
    c.height === next.height &&
    c.realWidth === next.realWidth &&
    c.realHeight === next.realHeight;
  return same ? doc : { ...doc, canvas: next };
}

/** The scene's duration in ms, kept within the document's limits (1 s to a day). */
export const setSceneDuration = (doc: ProgramDocument, sceneId: string, ms: number): ProgramDocument =>
  mapScene(doc, sceneId, (s) => ({
    ...s,
    durationMs: Math.min(SCENE_MAX_MS, Math.max(SCENE_MIN_MS, Math.round(ms))),
  }));

/**
 * A scene's transition in, changed in part: `none` leaves the field out (as writers do), a
 * duration is kept within the format's bounds, and one is kept across a change of effect.
 */
export const setSceneTransition = (
  doc: ProgramDocument,
  sceneId: string,
  change: Partial<SceneTransition>,
): ProgramDocument =>
  mapScene(doc, sceneId, (s) => {
    const effect = change.effect ?? s.transition?.effect ?? 'none';
    const { transition: _, ...rest } = s;
    if (effect === 'none') return s.transition ? rest : s;
    const ms = change.durationMs ?? s.transition?.durationMs ?? TRANSITION_DEFAULT_MS;
    const durationMs = Math.min(TRANSITION_MAX_MS, Math.max(TRANSITION_MIN_MS, Math.round(ms)));
    return s.transition?.effect === effect && s.transition.durationMs === durationMs
      ? s
      : { ...rest, transition: { effect, durationMs } };
  });

export const setSceneBackground = (doc: ProgramDocument, sceneId: string, color: string): ProgramDocument =>
  mapScene(doc, sceneId, (s) => ({ ...s, background: { ...s.background, color } }));

/** The scene holding a widget, and the widget. */
export function findWidget(doc: ProgramDocument, widgetId: string): { scene: Scene; widget: Widget } | undefined {
  for (const scene of doc.scenes) {
    const widget = scene.widgets.find((w) => w.id === widgetId);
    if (widget) return { scene, widget };
  }
  return undefined;
}

/** The widget added on top of the scene's others. */
export function addWidget(doc: ProgramDocument, sceneId: string, widget: Widget): ProgramDocument {
  return mapScene(doc, sceneId, (s) => {
    const top = s.widgets.reduce((z, w) => Math.max(z, w.z), -1);
    return { ...s, widgets: [...s.widgets, { ...widget, z: top + 1 }] };
  });
}

/** A widget changed: its frame fields (`patch`) and/or some of its props (`props`). */
export function updateWidget(
  doc: ProgramDocument,
  widgetId: string,
  patch: Partial<Omit<Widget, 'id' | 'kind' | 'props'>>,
  props?: Partial<Widget['props']>,
): ProgramDocument {
  const at = findWidget(doc, widgetId);
  if (!at) return doc;
  return mapScene(doc, at.scene.id, (s) => ({
    ...s,
    widgets: s.widgets.map((w) =>
      w.id === widgetId ? ({ ...w, ...patch, props: props ? { ...w.props, ...props } : w.props } as Widget) : w,
    ),
  }));
}

export function deleteWidget(doc: ProgramDocument, widgetId: string): ProgramDocument {
  const at = findWidget(doc, widgetId);
  if (!at) return doc;
  return mapScene(doc, at.scene.id, (s) => ({ ...s, widgets: s.widgets.filter((w) => w.id !== widgetId) }));
}

/** The widget drawn above (`front`) or below (`back`) all the others of its scene. */
export function restack(doc: ProgramDocument, widgetId: string, where: 'front' | 'back'): ProgramDocument {
  const at = findWidget(doc, widgetId);
  if (!at) return doc;
  const others = at.scene.widgets.filter((w) => w.id !== widgetId).map((w) => w.z);
  const z = where === 'front' ? Math.max(-1, ...others) + 1 : Math.min(1, ...others) - 1;
  return updateWidget(doc, widgetId, { z });
}

/** How far a pasted or duplicated widget lands from its original, in canvas pixels (so both show). */
export const PASTE_OFFSET = 20;

/** Copies of widgets (from the clipboard, or to duplicate), each with a new id, shifted by PASTE_OFFSET. */
export const copiesOf = (widgets: readonly Widget[]): Widget[] =>
  widgets.map((w) => ({ ...w, id: newId(), x: w.x + PASTE_OFFSET, y: w.y + PASTE_OFFSET }) as Widget);

/** Widgets added on top of a scene's others, in their order. */
export const addWidgets = (doc: ProgramDocument, sceneId: string, widgets: readonly Widget[]): ProgramDocument =>
  widgets.reduce((d, w) => addWidget(d, sceneId, w), doc);

/** Widgets' frame fields changed together (a group moved, scaled, aligned): one change of the document. */
export function updateWidgets(doc: ProgramDocument, patches: Readonly<Record<string, Partial<Box>>>): ProgramDocument {
  const ids = Object.keys(patches);
  if (ids.length === 0) return doc;
  return withScenes(
    doc,
    doc.scenes.map((s) => {
      if (!s.widgets.some((w) => ids.includes(w.id))) return s;
      return {
        ...s,
        widgets: s.widgets.map((w) => {
          const patch = patches[w.id];
          if (!patch) return w;
          const same = (Object.keys(patch) as (keyof Box)[]).every((k) => patch[k] === w[k]);
          return same ? w : ({ ...w, ...patch } as Widget);
        }),
      };
    }),
  );
}

/** The document without these widgets. */
export function deleteWidgets(doc: ProgramDocument, widgetIds: readonly string[]): ProgramDocument {
  if (!doc.scenes.some((s) => s.widgets.some((w) => widgetIds.includes(w.id)))) return doc;
  return withScenes(
    doc,
    doc.scenes.map((s) =>
      s.widgets.some((w) => widgetIds.includes(w.id))
        ? { ...s, widgets: s.widgets.filter((w) => !widgetIds.includes(w.id)) }
        : s,
    ),
  );
}

/** An editor flag of widgets: `locked` (not moved nor resized) or `hidden` (not drawn); left out of the document when off. */
export type WidgetFlag = 'locked' | 'hidden';

/** The flag set on these widgets (or taken off); widgets that have it already are left alone. */
export function setWidgetFlag(
  doc: ProgramDocument,
  widgetIds: readonly string[],
  flag: WidgetFlag,
  on: boolean,
): ProgramDocument {
  const changes = (w: Widget) => widgetIds.includes(w.id) && (w[flag] ?? false) !== on;
  if (!doc.scenes.some((s) => s.widgets.some(changes))) return doc;
  return withScenes(
    doc,
    doc.scenes.map((s) =>
      s.widgets.some(changes)
        ? {
            ...s,
            widgets: s.widgets.map((w) => {
              if (!changes(w)) return w;
              const { [flag]: _off, ...rest } = w;
              return (on ? { ...rest, [flag]: true } : rest) as Widget;
            }),
          }
        : s,
    ),
  );
}

/** Widgets of a scene brought to the front, one layer forward or backward, or sent to the back. */
export const restackWidgets = (
  doc: ProgramDocument,
  sceneId: string,
  widgetIds: readonly string[],
  how: Restack,
): ProgramDocument =>
  mapScene(doc, sceneId, (s) => applyStack(s, restackIds(stackOf(s.widgets), new Set(widgetIds), how)));

/** Widgets of a scene moved in the layers to just above (or below) another one (a drag in the layers panel). */
export const moveLayers = (
  doc: ProgramDocument,
  sceneId: string,
  widgetIds: readonly string[],
  target: string,
  above: boolean,
): ProgramDocument =>
  mapScene(doc, sceneId, (s) => applyStack(s, moveIds(stackOf(s.widgets), new Set(widgetIds), target, above)));
