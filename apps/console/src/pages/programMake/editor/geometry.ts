import { CANVAS_MAX } from '@apm/render';

/**
 * Moving and resizing widgets with the mouse on a canvas drawn at a scale: pointer movements are
 * screen pixels, boxes are canvas pixels (whole ones: what an operator types in the fields too).
 */

/** A widget's box in canvas pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A resize handle: the edges or corner it moves (n top, s bottom, w left, e right). */
export type Handle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export const HANDLES: readonly Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** The smallest side a resize leaves, in canvas pixels. */
export const MIN_SIDE = 4;
/** The furthest a widget may lie off the canvas (the document's limit). */
const POSITION_MAX = CANVAS_MAX;
const SIDE_MAX = 2 * CANVAS_MAX;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A pointer movement on the screen as a movement in canvas pixels, at the scale the canvas is drawn. */
export function toCanvasDelta(dxScreen: number, dyScreen: number, scale: number): { dx: number; dy: number } {
  if (!(scale > 0)) return { dx: 0, dy: 0 };
  return { dx: Math.round(dxScreen / scale), dy: Math.round(dyScreen / scale) };
}

/** The box moved by (dx, dy) canvas pixels, kept within the document's limits. */
export function moveBox(box: Box, dx: number, dy: number): Box {
  return {
    ...box,
    x: clamp(Math.round(box.x + dx), -POSITION_MAX, POSITION_MAX),
    y: clamp(Math.round(box.y + dy), -POSITION_MAX, POSITION_MAX),
  };
}

/** One side of a resize: where the edge that moves goes, the opposite edge staying put. */
function resizeAxis(start: number, size: number, delta: number, moveStart: boolean): [number, number] {
  if (moveStart) {
    const end = start + size;
    const next = clamp(Math.round(start + delta), end - SIDE_MAX, end - MIN_SIDE);
    return [next, end - next];
  }
  return [start, clamp(Math.round(size + delta), MIN_SIDE, SIDE_MAX)];
}

/**
 * The box `start` resized by dragging `handle` by (dx, dy) canvas pixels: the edges the handle
 * names move, the opposite ones stay, and no side gets shorter than MIN_SIDE. With `keepAspect`
 * (a corner dragged with Shift) the box keeps the proportions it had, following the larger change.
 */
export function resizeBox(start: Box, handle: Handle, dx: number, dy: number, keepAspect = false): Box {
  const west = handle.includes('w');
  const east = handle.includes('e');
  const north = handle.startsWith('n');
  const south = handle.startsWith('s');
  let [x, width] = west || east ? resizeAxis(start.x, start.width, dx, west) : [start.x, start.width];
  let [y, height] = north || south ? resizeAxis(start.y, start.height, dy, north) : [start.y, start.height];
  if (keepAspect && (west || east) && (north || south) && start.width > 0 && start.height > 0) {
    const ratio = start.width / start.height;
    if (Math.abs(width - start.width) / start.width >= Math.abs(height - start.height) / start.height) {
      height = Math.max(MIN_SIDE, Math.round(width / ratio));
    } else {
      width = Math.max(MIN_SIDE, Math.round(height * ratio));
    }
    if (west) x = start.x + start.width - width;
    if (north) y = start.y + start.height - height;
  }
  return { x, y, width, height };
}

/** The arrow keys and which way each nudges. */
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The box nudged by an arrow key (1 canvas pixel, 10 with Shift); undefined for another key. */
export function nudgeBox(box: Box, key: string, shift: boolean): Box | undefined {
  const dir = ARROWS[key];
  if (!dir) return undefined;
  const step = shift ? 10 : 1;
  return moveBox(box, dir[0] * step, dir[1] * step);
}

/**
 * Where a new widget goes: its size (a picture's own, else its kind's) scaled down to fit within
 * `share` of the canvas, centred.
 */
export function placeNew(
  canvas: { width: number; height: number },
  size: { width: number; height: number },
  share = 0.5,
): Box {
  const fit = Math.min(1, (canvas.width * share) / size.width, (canvas.height * share) / size.height);
  const width = Math.max(MIN_SIDE, Math.round(size.width * fit));
  const height = Math.max(MIN_SIDE, Math.round(size.height * fit));
  return { x: Math.round((canvas.width - width) / 2), y: Math.round((canvas.height - height) / 2), width, height };
}
