import { fitCanvas } from '@apm/render';

/**
 * The editor's zoom: "fit" (the canvas whole in its area, as large as it fits) or a step of
 * 25 %–400 %, the canvas then scrolling inside its area when larger. Pure functions of sizes in
 * CSS pixels, so the layout is tested without a browser.
 */

/** The zoom chosen: the canvas fitted to its area, or a fixed scale (1 = one CSS pixel per canvas pixel). */
export type Zoom = 'fit' | number;

/** The scales zooming in and out steps through. */
export const ZOOM_STEPS: readonly number[] = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4];
export const ZOOM_MIN = ZOOM_STEPS[0]!;
export const ZOOM_MAX = ZOOM_STEPS.at(-1)!;

/** The room left around the canvas inside its area (CSS pixels): its edges and handles stay in reach. */
export const STAGE_PAD = 16;

/** Scales this near count as the same step (fit may land a hair off one). */
const SAME = 0.005;

/** The next step above the scale shown (from fit too), at most the largest. */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((s) => s > scale + SAME) ?? ZOOM_MAX;
}

/** The next step below the scale shown (from fit too), at least the smallest. */
export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((s) => s < scale - SAME) ?? ZOOM_MIN;
}

/** A chosen zoom, or a stored one, brought within the steps' range ('fit' as it is). */
export function clampZoom(zoom: Zoom): Zoom {
  return zoom === 'fit' ? zoom : Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

/** A scale as a whole percentage, for the label. */
export const percentOf = (scale: number): number => Math.round(scale * 100);

/** How the stage (what scrolls inside the area) is laid out at a zoom. */
export interface Stage {
  /** CSS pixels per canvas pixel. */
  scale: number;
  /** The stage's size: the canvas drawn at the scale with the room around it. */
  width: number;
  height: number;
}

/**
 * The stage for a canvas in an area of `area` CSS pixels at a zoom. Fitted, it is never larger
 * than the area (no scroll bars); zoomed, it is as large as the zoom makes it, and the area
 * scrolls over it.
 */
export function stageOf(
  canvas: { width: number; height: number },
  area: { width: number; height: number },
  zoom: Zoom,
): Stage {
  const room = { width: area.width - 2 * STAGE_PAD, height: area.height - 2 * STAGE_PAD };
  const scale = zoom === 'fit' ? fitCanvas(canvas, room).scale : zoom;
  const round = zoom === 'fit' ? Math.floor : Math.ceil;
  return {
    scale,
    width: round(canvas.width * scale) + 2 * STAGE_PAD,
    height: round(canvas.height * scale) + 2 * STAGE_PAD,
  };
}

/**
 * The area's height for a canvas: the height its fitted drawing takes at the area's width, at most
 * `maxHeight`, so a landscape canvas gets a low area and a portrait one a tall one. It depends on
 * the canvas and the width only: zooming scrolls inside it and never moves the page.
 */
export function areaHeightOf(canvas: { width: number; height: number }, width: number, maxHeight: number): number {
  if (canvas.width <= 0 || width <= 2 * STAGE_PAD) return 0;
  return Math.min(maxHeight, Math.round(((width - 2 * STAGE_PAD) * canvas.height) / canvas.width) + 2 * STAGE_PAD);
}

/**
 * Where the area must be scrolled after a zoom so that the canvas point that was under `anchor`
 * (CSS pixels from the area's top-left corner: the mouse, or the area's middle) stays under it.
 * `origin` is where the canvas's top-left corner was, from the area's top-left corner, before.
 */
export function scrollKeeping(
  anchor: { x: number; y: number },
  origin: { x: number; y: number },
  before: number,
  after: number,
): { left: number; top: number } {
  const point = { x: (anchor.x - origin.x) / before, y: (anchor.y - origin.y) / before };
  // On the zoomed stage the canvas starts at STAGE_PAD; the scroll puts the point back under the anchor.
  return {
    left: Math.max(0, STAGE_PAD + point.x * after - anchor.x),
    top: Math.max(0, STAGE_PAD + point.y * after - anchor.y),
  };
}
