/**
 * The maths of a message (MessageView): its ticker's path and pace, and its background colour.
 * Pure, so it is tested without a browser.
 */

export type MessageScrollKind = 'none' | 'left' | 'right' | 'up' | 'down';

/** Sizes in screen pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * One pass of a ticker: the text enters at one edge of its box, crosses it and leaves at the other.
 * `from` and `to` are the text's offsets from the box's left (x) or top (y) edge, in screen pixels.
 */
export interface MessageMotion {
  axis: 'x' | 'y';
  from: number;
  to: number;
  /** How far the text moves in a pass: the box's length plus the text's, along the motion. */
  distance: number;
  durationMs: number;
}

/**
 * The pass of a message scrolling `scroll` in a box of `box` with its text measured at `text`, at
 * `speed` screen pixels a second; undefined when it stands still or is not measured yet.
 */
export function messageMotion(
  scroll: MessageScrollKind,
  box: Size,
  text: Size,
  speed: number,
): MessageMotion | undefined {
  if (scroll === 'none' || !(speed > 0)) return undefined;
  const axis = scroll === 'left' || scroll === 'right' ? 'x' : 'y';
  const boxLength = axis === 'x' ? box.width : box.height;
  const textLength = axis === 'x' ? text.width : text.height;
  if (!(boxLength > 0) || !(textLength > 0)) return undefined;
  const distance = boxLength + textLength;
  const durationMs = (distance / speed) * 1000;
  // Left and up start beyond the far edge (right, bottom) and end wholly before the near one.
  return scroll === 'left' || scroll === 'up'
    ? { axis, from: boxLength, to: -textLength, distance, durationMs }
    : { axis, from: -textLength, to: boxLength, distance, durationMs };
}

/** How long `passes` passes of `durationMs` each last (Infinity when endless). */
export function passesMs(durationMs: number, passes: number | null | undefined): number {
  return passes == null ? Infinity : Math.max(0, passes) * durationMs;
}

/** `#rrggbb` at `opacity` percent (0 clear, 100 solid) as CSS `rgba(…)`; a colour not of that form is black. */
export function rgba(hex: string, opacity: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  const [r, g, b] = m ? [m[1], m[2], m[3]].map((h) => parseInt(h ?? '0', 16)) : [0, 0, 0];
  const alpha = Math.min(100, Math.max(0, Number.isFinite(opacity) ? opacity : 100)) / 100;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** A band's height for text of `fontSize` screen pixels: one line with room around it. */
export const bandHeight = (fontSize: number): number => Math.round(1.6 * fontSize);
