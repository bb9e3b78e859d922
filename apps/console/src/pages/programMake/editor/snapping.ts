import { MIN_SIDE, type Box, type Handle } from './geometry';

/**
 * Snapping while a widget is dragged or resized, as in the layout editors operators know: its
 * edges and centre are pulled to the canvas's edges and centre, to the other widgets' edges and
 * centres, and to the grid's lines, when they come within a threshold; guides (thin lines) show
 * what the box now lines up with. All in canvas pixels; the threshold is given in them too (the
 * editor turns its screen pixels into canvas pixels at the zoom shown).
 */

/**
 * A line boxes line up with: vertical (axis 'x', at x = `at`) or horizontal (axis 'y'); `from` and
 * `to` are where it runs along the other axis (from the box's far side to the target's).
 */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
  from: number;
  to: number;
}

/** A position on one axis a box may line up with, and the extent of what it belongs to along the other axis. */
interface Line {
  at: number;
  from: number;
  to: number;
}

/** What boxes snap to: vertical lines (x) and horizontal lines (y). */
export interface Targets {
  x: readonly Line[];
  y: readonly Line[];
}

export interface SnapOptions {
  /** How near (canvas pixels) an edge or centre must come to a line to snap to it. */
  threshold: number;
  /** The grid's spacing in canvas pixels when the grid is on; left edges, right edges and so on snap to its lines. */
  grid?: number;
}

export interface Snapped {
  box: Box;
  guides: Guide[];
}

/** The lines of the canvas (its edges and centre) and of the other widgets (theirs). */
export function targetsOf(canvas: { width: number; height: number }, others: readonly Box[]): Targets {
  const x: Line[] = [0, canvas.width / 2, canvas.width].map((at) => ({ at, from: 0, to: canvas.height }));
  const y: Line[] = [0, canvas.height / 2, canvas.height].map((at) => ({ at, from: 0, to: canvas.width }));
  for (const o of others) {
    for (const at of [o.x, o.x + o.width / 2, o.x + o.width]) x.push({ at, from: o.y, to: o.y + o.height });
    for (const at of [o.y, o.y + o.height / 2, o.y + o.height]) y.push({ at, from: o.x, to: o.x + o.width });
  }
  return { x, y };
}

/** A point of the box that may snap: where it is, how far the moving edge goes per pixel it moves, and whether the grid holds it. */
interface Candidate {
  value: number;
  /** The moving edge's travel per pixel of this point's (1 for an edge; 2 for the centre of a box resized by one edge). */
  factor: number;
  grid: boolean;
}

/** The smallest movement (of the candidate points) that puts one of them on a line or the grid, within the threshold. */
function pull(candidates: readonly Candidate[], lines: readonly Line[], options: SnapOptions): number | undefined {
  let best: number | undefined;
  let bestDistance = Infinity;
  const consider = (delta: number, c: Candidate) => {
    const distance = Math.abs(delta);
    if (distance <= options.threshold && distance < bestDistance) {
      best = delta * c.factor;
      bestDistance = distance;
    }
  };
  // Lines first: on a tie with the grid, lining up with something on the canvas wins.
  for (const c of candidates) for (const l of lines) consider(l.at - c.value, c);
  if (options.grid && options.grid > 0) {
    const g = options.grid;
    for (const c of candidates) if (c.grid) consider(Math.round(c.value / g) * g - c.value, c);
  }
  return best;
}

/** The guides of one axis: the lines the box's start, centre or end lies on (whole pixels: within half a pixel). */
function guidesOn(axis: 'x' | 'y', box: Box, lines: readonly Line[]): Guide[] {
  const [start, size, across, acrossSize] =
    axis === 'x' ? [box.x, box.width, box.y, box.height] : [box.y, box.height, box.x, box.width];
  const points = [start, start + size / 2, start + size];
  const byPosition = new Map<number, Guide>();
  for (const l of lines) {
    if (!points.some((p) => Math.abs(p - l.at) <= 0.5)) continue;
    const g = byPosition.get(l.at) ?? { axis, at: l.at, from: across, to: across + acrossSize };
    g.from = Math.min(g.from, l.from);
    g.to = Math.max(g.to, l.to);
    byPosition.set(l.at, g);
  }
  return [...byPosition.values()];
}

const guidesOf = (box: Box, targets: Targets): Guide[] => [
  ...guidesOn('x', box, targets.x),
  ...guidesOn('y', box, targets.y),
];

/** A box being moved, snapped: its left, centre or right (top, middle or bottom) to the nearest line within reach. */
export function snapMove(box: Box, targets: Targets, options: SnapOptions): Snapped {
  const along = (start: number, size: number): Candidate[] => [
    { value: start, factor: 1, grid: true },
    { value: start + size / 2, factor: 1, grid: false },
    { value: start + size, factor: 1, grid: true },
  ];
  const dx = pull(along(box.x, box.width), targets.x, options) ?? 0;
  const dy = pull(along(box.y, box.height), targets.y, options) ?? 0;
  const snapped = { ...box, x: Math.round(box.x + dx), y: Math.round(box.y + dy) };
  return { box: snapped, guides: guidesOf(snapped, targets) };
}

/** One axis of a resize: the edge the handle moves (its start or its end), snapped by that edge or by the centre. */
function resizeAxis(
  start: number,
  size: number,
  moves: 'start' | 'end',
  lines: readonly Line[],
  options: SnapOptions,
): [number, number] {
  const edge = moves === 'start' ? start : start + size;
  // The centre moves half as far as the edge (either edge): lining it up takes twice the edge's travel.
  const delta = pull(
    [
      { value: edge, factor: 1, grid: true },
      { value: start + size / 2, factor: 2, grid: false },
    ],
    lines,
    options,
  );
  if (delta === undefined) return [start, size];
  const next: [number, number] =
    moves === 'start' ? [Math.round(start + delta), Math.round(size - delta)] : [start, Math.round(size + delta)];
  // A snap never makes the box thinner than a resize may.
  return next[1] >= MIN_SIDE ? next : [start, size];
}

/**
 * A box being resized by a handle, snapped: each edge the handle moves, to the nearest line within
 * reach of the edge or of the box's centre; the other edges stay. With `keepAspect` (Shift on a
 * corner) the proportions win and nothing snaps.
 */
export function snapResize(
  box: Box,
  handle: Handle,
  targets: Targets,
  options: SnapOptions,
  keepAspect = false,
): Snapped {
  if (keepAspect && handle.length === 2) return { box, guides: [] };
  const h = handle.includes('w') ? 'start' : handle.includes('e') ? 'end' : undefined;
  const v = handle.startsWith('n') ? 'start' : handle.startsWith('s') ? 'end' : undefined;
  const [x, width] = h ? resizeAxis(box.x, box.width, h, targets.x, options) : [box.x, box.width];
  const [y, height] = v ? resizeAxis(box.y, box.height, v, targets.y, options) : [box.y, box.height];
  const snapped = { x, y, width, height };
  return { box: snapped, guides: guidesOf(snapped, targets) };
}
