import type { Canvas, Scene, Widget } from '@apm/render';
import { useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { moveBox, resizeBox, toCanvasDelta, type Box, type Handle } from './geometry';
import {
  bandSelect,
  boundsOf,
  boxesOf,
  chosenOf,
  clickSelect,
  movable,
  moveGroup,
  rectBetween,
  scaleGroup,
  selectableOnCanvas,
  touchedBy,
  type Boxes,
  type Selection,
} from './selection';
import { snapMove, snapResize, targetsOf, type Guide, type Targets } from './snapping';
import type { ViewSettings } from './viewSettings';
import { STAGE_PAD } from './zoom';

/** How near (screen pixels) an edge or centre comes before it snaps, whatever the zoom. */
const SNAP_PX = 6;
/** How far (screen pixels) the pointer moves on the empty area before a press is a rubber band, not a click. */
const BAND_MIN_PX = 3;
/** Tells drags apart: each one's changes are one step of undo. */
let drags = 0;

/**
 * A drag of chosen widgets under way: what it does (move them, or resize their frame by a handle),
 * where the pointer started, the frame around them and their boxes at the start, what the frame may
 * snap to, and the mark that makes the drag one step of undo.
 */
interface Drag {
  handle: Handle | 'move';
  startX: number;
  startY: number;
  frame: Box;
  starts: Boxes;
  targets: Targets;
  mark: string;
}

/** The rubber band under way: where it started and where the pointer is, in canvas pixels, and whether it adds to the selection. */
export interface Band {
  from: { x: number; y: number };
  to: { x: number; y: number };
  additive: boolean;
  before: Selection;
}

interface Options {
  scene: Scene;
  canvas: Canvas;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onBoxes: (boxes: Record<string, Box>, mark?: string) => void;
  view: ViewSettings;
  /** The scale the canvas is drawn at. */
  scale: number;
  /** The layer the canvas is drawn in (its top-left corner, STAGE_PAD in, is the canvas's). */
  stageRef: RefObject<HTMLDivElement | null>;
  /** Gives the canvas the keyboard (a press on it does). */
  focus: () => void;
}

/**
 * The mouse on the editor's canvas: a press on a widget chooses it (Shift or Ctrl: adds it or takes
 * it away) and drags the chosen ones together; a handle of their frame scales them together; a
 * press on the empty area drags a rubber band that chooses what it touches (a click there chooses
 * none); the frame snaps unless Alt is held. Each drag is one step of undo (its mark). A right
 * click chooses what the menu is for.
 */
export function useCanvasGestures({
  scene,
  canvas,
  selection,
  onSelect,
  onBoxes,
  view,
  scale,
  stageRef,
  focus,
}: Options) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [band, setBand] = useState<Band | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);

  /** A drag of these widgets (those of them that may move) by a handle of their frame, or to move them. */
  const beginDrag = (e: PointerEvent, handle: Drag['handle'], members: readonly Widget[]) => {
    const moving = members.filter(movable);
    const frameAtStart = boundsOf(moving);
    if (!frameAtStart) return;
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    const ids = new Set(moving.map((w) => w.id));
    const targets = targetsOf(
      canvas,
      scene.widgets.filter((w) => !w.hidden && !ids.has(w.id)),
    );
    drags += 1;
    setDrag({
      handle,
      startX: e.clientX,
      startY: e.clientY,
      frame: frameAtStart,
      starts: boxesOf(moving),
      targets,
      mark: `drag-${drags}`,
    });
  };

  /** A press on a widget: it is chosen (alone, or added with Shift or Ctrl) and the chosen ones start to move. */
  const pressWidget = (e: PointerEvent, widgetId: string) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    focus();
    const additive = e.shiftKey || e.ctrlKey || e.metaKey;
    if (additive) {
      onSelect(clickSelect(selection, widgetId, true));
      return;
    }
    const next = selection.includes(widgetId) ? selection : [widgetId];
    if (next !== selection) onSelect(next);
    beginDrag(e, 'move', chosenOf(scene.widgets, next));
  };

  const pressHandle = (e: PointerEvent, handle: Handle) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    focus();
    beginDrag(e, handle, chosenOf(scene.widgets, selection));
  };

  /** A point of the pointer in canvas pixels. */
  const canvasPoint = (e: PointerEvent) => {
    const r = stageRef.current!.getBoundingClientRect();
    return { x: (e.clientX - r.left - STAGE_PAD) / scale, y: (e.clientY - r.top - STAGE_PAD) / scale };
  };

  const follow = (e: PointerEvent) => {
    if (band) {
      setBand({ ...band, to: canvasPoint(e) });
      return;
    }
    if (!drag) return;
    const { dx, dy } = toCanvasDelta(e.clientX - drag.startX, e.clientY - drag.startY, scale);
    const moved = drag.handle === 'move';
    const box = moved ? moveBox(drag.frame, dx, dy) : resizeBox(drag.frame, drag.handle as Handle, dx, dy, e.shiftKey);
    let placed = box;
    if (view.snap && !e.altKey) {
      const options = { threshold: SNAP_PX / scale, grid: view.grid ? view.gridSize : undefined };
      const snapped = moved
        ? snapMove(box, drag.targets, options)
        : snapResize(box, drag.handle as Handle, drag.targets, options, e.shiftKey);
      setGuides(snapped.guides);
      placed = snapped.box;
    } else setGuides([]);
    onBoxes(
      moved
        ? moveGroup(drag.starts, placed.x - drag.frame.x, placed.y - drag.frame.y)
        : scaleGroup(drag.starts, drag.frame, placed),
      drag.mark,
    );
  };
  const end = () => {
    if (band) {
      const { from, to } = band;
      const far = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) * scale >= BAND_MIN_PX;
      if (far) onSelect(bandSelect(band.before, touchedBy(scene.widgets, rectBetween(from, to)), band.additive));
      else if (!band.additive) onSelect([]);
      setBand(null);
    }
    setDrag(null);
    setGuides([]);
  };

  /**
   * A press on the area outside every widget starts a rubber band (a click without moving chooses
   * none); one on a scroll bar keeps the choice.
   */
  const pressArea = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || !stageRef.current) return;
    const el = e.currentTarget;
    const r = el.getBoundingClientRect();
    if (e.clientX - r.left >= el.clientWidth || e.clientY - r.top >= el.clientHeight) return;
    focus();
    el.setPointerCapture(e.pointerId);
    const at = canvasPoint(e);
    setBand({ from: at, to: at, additive: e.shiftKey || e.ctrlKey || e.metaKey, before: selection });
  };

  /** A right click on a widget not chosen chooses it alone; on the empty area, none: the menu is for what is chosen. */
  const contextArea = (e: MouseEvent<HTMLDivElement>) => {
    const box = (e.target as HTMLElement).closest('[data-widget-box]');
    const id = box?.getAttribute('data-widget-box');
    if (id && selectableOnCanvas(scene.widgets.find((w) => w.id === id) ?? { locked: true })) {
      if (!selection.includes(id)) onSelect([id]);
    } else if (!(e.target as HTMLElement).closest('[data-selection-frame]')) onSelect([]);
  };

  return { band, guides, pressWidget, pressHandle, pressArea, follow, end, contextArea };
}
