import type { Box } from './geometry';
import { boundsOf, type Boxes } from './selection';

/**
 * Lining up chosen widgets, as layout editors do: to the box around them all (its left edge, its
 * centre, its right edge; its top, middle, bottom), and spreading three or more evenly (equal gaps
 * between neighbours, the outermost staying where they are). Whole canvas pixels.
 */

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export const ALIGNMENTS: readonly Alignment[] = ['left', 'centre', 'right', 'top', 'middle', 'bottom'];
export type Distribution = 'horizontal' | 'vertical';

/** The boxes that change, lined up with the box around them all (fewer than two: none). */
export function align(boxes: Boxes, how: Alignment): Record<string, Box> {
  const entries = Object.entries(boxes);
  const frame = boundsOf(entries.map(([, b]) => b));
  const out: Record<string, Box> = {};
  if (!frame || entries.length < 2) return out;
  for (const [id, b] of entries) {
    let { x, y } = b;
    if (how === 'left') x = frame.x;
    else if (how === 'centre') x = Math.round(frame.x + (frame.width - b.width) / 2);
    else if (how === 'right') x = frame.x + frame.width - b.width;
    else if (how === 'top') y = frame.y;
    else if (how === 'middle') y = Math.round(frame.y + (frame.height - b.height) / 2);
    else y = frame.y + frame.height - b.height;
    if (x !== b.x || y !== b.y) out[id] = { ...b, x, y };
  }
  return out;
}

/** Whether these many boxes can be spread: three at least. */
export const canDistribute = (count: number) => count >= 3;

/**
 * The boxes that change, spread along an axis with equal gaps: ordered by their start (ties by
 * their order given), the first and the last stay, the others are placed between them. When they
 * are wider together than the room (the gaps would be negative) they overlap equally.
 */
export function distribute(boxes: Boxes, axis: Distribution): Record<string, Box> {
  const out: Record<string, Box> = {};
  const entries = Object.entries(boxes);
  if (!canDistribute(entries.length)) return out;
  const [pos, size] = axis === 'horizontal' ? (['x', 'width'] as const) : (['y', 'height'] as const);
  const sorted = entries.map(([id, b], i) => ({ id, b, i })).sort((a, c) => a.b[pos] - c.b[pos] || a.i - c.i);
  const first = sorted[0]!.b;
  const last = sorted.at(-1)!.b;
  const span = last[pos] + last[size] - first[pos];
  const sides = sorted.reduce((sum, s) => sum + s.b[size], 0);
  const gap = (span - sides) / (sorted.length - 1);
  let at = first[pos] + first[size] + gap;
  for (const { id, b } of sorted.slice(1, -1)) {
    const next = Math.round(at);
    if (next !== b[pos]) out[id] = { ...b, [pos]: next };
    at += b[size] + gap;
  }
  return out;
}
