import type { Widget } from '@apm/render';
import { MIN_SIDE, type Box } from './geometry';

/**
 * The widgets chosen in the editor, as ids in the order they were chosen, and the rules of what
 * may be chosen where: on the canvas, only widgets drawn and not locked (a locked one is chosen in
 * the layers panel only; a hidden one is not drawn in the editor); moving, resizing, nudging and
 * aligning act on the chosen widgets that are neither locked nor hidden.
 */
export type Selection = readonly string[];

/** Whether the canvas offers a widget to the mouse (a click, the rubber band, Ctrl+A). */
export const selectableOnCanvas = (w: Pick<Widget, 'locked' | 'hidden'>) => !w.locked && !w.hidden;

/** Whether a widget may be moved, resized, nudged or aligned. */
export const movable = selectableOnCanvas;

/** A click on a widget: alone it becomes the selection; with Shift or Ctrl it joins it, or leaves it when it was in. */
export function clickSelect(selection: Selection, id: string, additive: boolean): Selection {
  if (!additive) return [id];
  return selection.includes(id) ? selection.filter((x) => x !== id) : [...selection, id];
}

/** Every widget of the scene the canvas offers (Ctrl+A). */
export const allOf = (widgets: readonly Widget[]): Selection => widgets.filter(selectableOnCanvas).map((w) => w.id);

/** The selection with only ids of these widgets (after an undo or a delete took some away), the same array when nothing went. */
export function keepExisting(selection: Selection, widgets: readonly Pick<Widget, 'id'>[]): Selection {
  const ids = new Set(widgets.map((w) => w.id));
  const kept = selection.filter((id) => ids.has(id));
  return kept.length === selection.length ? selection : kept;
}

/** The chosen widgets, in the scene's document order. */
export const chosenOf = (widgets: readonly Widget[], selection: Selection): Widget[] =>
  widgets.filter((w) => selection.includes(w.id));

/** The rectangle between two points (the rubber band's corners), whatever the direction of the drag. */
export const rectBetween = (a: { x: number; y: number }, b: { x: number; y: number }): Box => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
});

/** Whether two boxes overlap or touch. */
export const touches = (a: Box, b: Box) =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

/** The widgets the rubber band touches, of those the canvas offers. */
export const touchedBy = (widgets: readonly Widget[], band: Box): Selection =>
  widgets.filter((w) => selectableOnCanvas(w) && touches(w, band)).map((w) => w.id);

/** The rubber band's answer: the widgets it touches, added to the selection there was when Shift or Ctrl was held. */
export function bandSelect(before: Selection, touched: Selection, additive: boolean): Selection {
  if (!additive) return touched;
  return [...before, ...touched.filter((id) => !before.includes(id))];
}

/** The smallest box holding all these boxes; undefined for none. */
export function boundsOf(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

const boxOf = (b: Box): Box => ({ x: b.x, y: b.y, width: b.width, height: b.height });

/** Boxes by widget id. */
export type Boxes = Readonly<Record<string, Box>>;

/** The boxes of these widgets, by id. */
export const boxesOf = (widgets: readonly Widget[]): Boxes => Object.fromEntries(widgets.map((w) => [w.id, boxOf(w)]));

/** Every box moved by (dx, dy) canvas pixels (whole ones). */
export function moveGroup(boxes: Boxes, dx: number, dy: number): Record<string, Box> {
  const out: Record<string, Box> = {};
  for (const [id, b] of Object.entries(boxes)) {
    out[id] = { ...b, x: Math.round(b.x + dx), y: Math.round(b.y + dy) };
  }
  return out;
}

/**
 * Every box scaled with the group's frame, from `from` to `to`: each keeps its place and size in
 * proportion to the frame (a group of one becomes `to` itself). Edges are rounded to whole pixels
 * and no side gets shorter than MIN_SIDE.
 */
export function scaleGroup(boxes: Boxes, from: Box, to: Box): Record<string, Box> {
  const sx = from.width > 0 ? to.width / from.width : 1;
  const sy = from.height > 0 ? to.height / from.height : 1;
  const out: Record<string, Box> = {};
  for (const [id, b] of Object.entries(boxes)) {
    const x = Math.round(to.x + (b.x - from.x) * sx);
    const y = Math.round(to.y + (b.y - from.y) * sy);
    const right = Math.round(to.x + (b.x + b.width - from.x) * sx);
    const bottom = Math.round(to.y + (b.y + b.height - from.y) * sy);
    out[id] = { x, y, width: Math.max(MIN_SIDE, right - x), height: Math.max(MIN_SIDE, bottom - y) };
  }
  return out;
}
