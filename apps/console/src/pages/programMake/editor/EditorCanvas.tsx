import { SceneView, type Canvas, type Scene } from '@apm/render';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { HANDLES, moveBox, nudgeBox, resizeBox, toCanvasDelta, type Box, type Handle } from './geometry';
import { kindName } from './kindName';
import { resolveMedia } from './media';
import { Ruler, RULER_PX } from './Ruler';
import { snapMove, snapResize, targetsOf, type Guide, type Targets } from './snapping';
import type { ViewSettings } from './viewSettings';
import { areaHeightOf, scrollKeeping, STAGE_PAD, stageOf } from './zoom';

interface Props {
  scene: Scene;
  canvas: Canvas;
  selected: string | null;
  onSelect: (widgetId: string | null) => void;
  /** A widget's new box, while it is dragged or nudged. */
  onBox: (widgetId: string, box: Box) => void;
  onDelete: (widgetId: string) => void;
  /** The zoom, the grid and snapping. */
  view: ViewSettings;
  /** Told the scale the canvas is drawn at whenever it changes (fitted, it follows the area's size). */
  onScale: (scale: number) => void;
  /** Ctrl+wheel over the canvas: a zoom step in or out (around the mouse). */
  onZoomStep: (direction: 'in' | 'out') => void;
  /** The tallest the area may get, in CSS pixels. */
  maxHeight?: number;
}

/** A drag under way: what it does, where the pointer started, the box it started from and what it may snap to. */
interface Drag {
  widgetId: string;
  handle: Handle | 'move';
  startX: number;
  startY: number;
  start: Box;
  targets: Targets;
}

const HANDLE_PX = 10;
/** How near (screen pixels) an edge or centre comes before it snaps, whatever the zoom. */
const SNAP_PX = 6;
/** The wheel's travel (pixels) that makes one zoom step: a mouse's notch, or a stretch of a touchpad's pinch. */
const WHEEL_STEP = 50;
/** Grid lines closer than this (CSS pixels) are not drawn: they would grey the canvas over (snapping still uses them). */
const GRID_MIN_PX = 4;
const GUIDE_COLOUR = '#ff2d95';
/** How far an arrow key scrolls a zoomed canvas when no widget is chosen (Shift: ten times as far), CSS pixels. */
const SCROLL_STEP_PX = 20;
const cursors: Record<Handle, string> = {
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  nw: 'nwse-resize',
  se: 'nwse-resize',
};

/** Where a handle sits on a box of `w` × `h` CSS pixels. */
function handleStyle(h: Handle, w: number, h2: number): CSSProperties {
  const x = h.includes('w') ? 0 : h.includes('e') ? w : w / 2;
  const y = h.startsWith('n') ? 0 : h.startsWith('s') ? h2 : h2 / 2;
  return {
    position: 'absolute',
    left: x - HANDLE_PX / 2,
    top: y - HANDLE_PX / 2,
    width: HANDLE_PX,
    height: HANDLE_PX,
    background: '#fff',
    border: '1px solid #1677ff',
    cursor: cursors[h],
  };
}

/** The grid's lines over the canvas, `px` CSS pixels apart. */
const gridStyle = (px: number): CSSProperties => ({
  backgroundImage:
    'linear-gradient(to right, rgba(128,128,128,0.45) 1px, transparent 1px), linear-gradient(to bottom, rgba(128,128,128,0.45) 1px, transparent 1px)',
  backgroundSize: `${px}px ${px}px`,
});

/**
 * The scene drawn by the shared renderer at the zoom chosen (fitted to the area, or a fixed scale
 * with the area scrolling over it), rulers in canvas pixels along the top and the left, and a
 * layer above it where widgets are chosen, moved and resized with the mouse (in canvas pixels,
 * whatever the scale; snapping to the canvas, the other widgets and the grid unless Alt is held)
 * and nudged with the arrow keys (Shift: 10 pixels); Delete removes the chosen widget. With no
 * widget chosen, the arrow keys scroll a zoomed canvas.
 */
export function EditorCanvas({
  scene,
  canvas,
  selected,
  onSelect,
  onBox,
  onDelete,
  view,
  onScale,
  onZoomStep,
  maxHeight = 560,
}: Props) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);
  /** Where the canvas's top-left corner is, in CSS pixels from the area's top-left corner (what the rulers need). */
  const [origin, setOrigin] = useState({ x: STAGE_PAD, y: STAGE_PAD });
  const originRef = useRef(origin);
  /** The point a zoom keeps in place (the mouse's, for Ctrl+wheel); the area's middle otherwise. */
  const anchor = useRef<{ x: number; y: number } | null>(null);
  const shownScale = useRef(0);
  const zoomStep = useRef(onZoomStep);
  useLayoutEffect(() => {
    zoomStep.current = onZoomStep;
  });

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const area = { width: Math.max(0, width - RULER_PX), height: 0 };
  area.height = areaHeightOf(canvas, area.width, maxHeight);
  const stage = stageOf(canvas, area, view.zoom);
  const { scale } = stage;

  useEffect(() => onScale(scale), [scale, onScale]);

  /** Reads where the canvas lies in the area now (after a layout, a scroll, a zoom). */
  const measure = () => {
    const s = scroller.current;
    const st = stageRef.current;
    if (!s || !st) return;
    const next = { x: st.offsetLeft + STAGE_PAD - s.scrollLeft, y: st.offsetTop + STAGE_PAD - s.scrollTop };
    originRef.current = next;
    setOrigin((o) => (o.x === next.x && o.y === next.y ? o : next));
  };

  // After a zoom, the point under the mouse (or the area's middle) stays where it was.
  useLayoutEffect(() => {
    const s = scroller.current;
    const before = shownScale.current;
    shownScale.current = scale;
    if (s && before > 0 && scale > 0 && before !== scale && view.zoom !== 'fit') {
      const at = anchor.current ?? { x: s.clientWidth / 2, y: s.clientHeight / 2 };
      const next = scrollKeeping(at, originRef.current, before, scale);
      s.scrollLeft = next.left;
      s.scrollTop = next.top;
    }
    anchor.current = null;
    measure();
  });

  // Ctrl+wheel zooms (a listener of its own: React's wheel listeners may not prevent the page's zoom).
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let travel = 0;
    const onWheel = (e: WheelEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      e.preventDefault();
      travel += e.deltaMode === WheelEvent.DOM_DELTA_LINE ? e.deltaY * 33 : e.deltaY;
      if (Math.abs(travel) < WHEEL_STEP) return;
      const rect = el.getBoundingClientRect();
      anchor.current = { x: e.clientX - rect.left, y: e.clientY - rect.top };
      zoomStep.current(travel < 0 ? 'in' : 'out');
      travel = 0;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const widgets = [...scene.widgets].filter((w) => !w.hidden).sort((a, b) => a.z - b.z);

  const begin = (e: PointerEvent, widgetId: string, handle: Drag['handle'], start: Box, locked?: boolean) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    onSelect(widgetId);
    frame.current?.focus();
    if (locked) return;
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    const others = scene.widgets.filter((w) => !w.hidden && w.id !== widgetId);
    const targets = targetsOf(canvas, others);
    setDrag({ widgetId, handle, startX: e.clientX, startY: e.clientY, start, targets });
  };
  const follow = (e: PointerEvent) => {
    if (!drag) return;
    const { dx, dy } = toCanvasDelta(e.clientX - drag.startX, e.clientY - drag.startY, scale);
    const moved = drag.handle === 'move';
    const box = moved ? moveBox(drag.start, dx, dy) : resizeBox(drag.start, drag.handle as Handle, dx, dy, e.shiftKey);
    if (!view.snap || e.altKey) {
      setGuides([]);
      onBox(drag.widgetId, box);
      return;
    }
    const options = { threshold: SNAP_PX / scale, grid: view.grid ? view.gridSize : undefined };
    const snapped = moved
      ? snapMove(box, drag.targets, options)
      : snapResize(box, drag.handle as Handle, drag.targets, options, e.shiftKey);
    setGuides(snapped.guides);
    onBox(drag.widgetId, snapped.box);
  };
  const end = () => {
    setDrag(null);
    setGuides([]);
  };

  /** A press on the area outside every widget chooses none; one on a scroll bar keeps the choice. */
  const deselect = (e: PointerEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const r = el.getBoundingClientRect();
    if (e.clientX - r.left >= el.clientWidth || e.clientY - r.top >= el.clientHeight) return;
    onSelect(null);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const w = scene.widgets.find((x) => x.id === selected);
    if (!w) {
      // Nothing chosen: the arrow keys scroll a zoomed canvas (the keyboard's way round it).
      const step = nudgeBox({ x: 0, y: 0, width: 0, height: 0 }, e.key, e.shiftKey);
      if (step && scroller.current) {
        e.preventDefault();
        scroller.current.scrollBy(step.x * SCROLL_STEP_PX, step.y * SCROLL_STEP_PX);
      }
      return;
    }
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onDelete(w.id);
      return;
    }
    if (w.locked) return;
    const box = nudgeBox(w, e.key, e.shiftKey);
    if (box) {
      e.preventDefault();
      onBox(w.id, box);
    }
  };

  const drawn = { width: canvas.width * scale, height: canvas.height * scale };
  const gridPx = view.gridSize * scale;
  const ready = area.width > 0 && scale > 0;

  return (
    <div
      ref={frame}
      tabIndex={0}
      role="application"
      aria-label={t('program.canvas.label', { width: canvas.width, height: canvas.height })}
      onKeyDown={onKeyDown}
      style={{
        position: 'relative',
        width: '100%',
        height: area.height + RULER_PX,
        outline: 'none',
        userSelect: 'none',
      }}
    >
      {ready && (
        <>
          <div style={{ position: 'absolute', left: RULER_PX, top: 0 }}>
            <Ruler axis="x" length={area.width} origin={origin.x} scale={scale} extent={canvas.width} />
          </div>
          <div style={{ position: 'absolute', left: 0, top: RULER_PX }}>
            <Ruler axis="y" length={area.height} origin={origin.y} scale={scale} extent={canvas.height} />
          </div>
        </>
      )}
      <div
        ref={scroller}
        data-testid="editor-area"
        onScroll={measure}
        onPointerDown={deselect}
        style={{
          position: 'absolute',
          left: RULER_PX,
          top: RULER_PX,
          right: 0,
          bottom: 0,
          overflow: view.zoom === 'fit' ? 'hidden' : 'auto',
          display: 'flex',
          background: '#262626',
        }}
      >
        {ready && (
          <div
            ref={stageRef}
            data-testid="editor-layer"
            style={{ position: 'relative', flex: 'none', margin: 'auto', width: stage.width, height: stage.height }}
            onPointerMove={follow}
            onPointerUp={end}
            onPointerCancel={end}
          >
            <div style={{ position: 'absolute', left: STAGE_PAD, top: STAGE_PAD }}>
              <SceneView scene={scene} canvas={canvas} resolve={resolveMedia} viewport={drawn} letterbox="#262626" />
            </div>
            {view.grid && gridPx >= GRID_MIN_PX && (
              <div
                data-testid="editor-grid"
                style={{
                  position: 'absolute',
                  left: STAGE_PAD,
                  top: STAGE_PAD,
                  ...drawn,
                  pointerEvents: 'none',
                  ...gridStyle(gridPx),
                }}
              />
            )}
            {widgets.map((w) => {
              const bw = w.width * scale;
              const bh = w.height * scale;
              const chosen = w.id === selected;
              const box: Box = { x: w.x, y: w.y, width: w.width, height: w.height };
              return (
                <div
                  key={w.id}
                  data-widget-box={w.id}
                  aria-label={w.name || kindName(t, w.kind)}
                  onPointerDown={(e) => begin(e, w.id, 'move', box, w.locked)}
                  onPointerMove={follow}
                  onPointerUp={end}
                  style={{
                    position: 'absolute',
                    left: STAGE_PAD + w.x * scale,
                    top: STAGE_PAD + w.y * scale,
                    width: bw,
                    height: bh,
                    cursor: w.locked ? 'default' : 'move',
                    outline: chosen ? '2px solid #1677ff' : '1px dashed rgba(255,255,255,0.35)',
                    outlineOffset: -1,
                  }}
                >
                  {chosen &&
                    !w.locked &&
                    HANDLES.map((h) => (
                      <div
                        key={h}
                        data-handle={h}
                        style={handleStyle(h, bw, bh)}
                        onPointerDown={(e) => begin(e, w.id, h, box)}
                        onPointerMove={follow}
                        onPointerUp={end}
                      />
                    ))}
                </div>
              );
            })}
            {guides.map((g) => (
              <div
                key={`${g.axis}${g.at}`}
                data-guide={g.axis}
                style={{
                  position: 'absolute',
                  pointerEvents: 'none',
                  background: GUIDE_COLOUR,
                  ...(g.axis === 'x'
                    ? {
                        left: STAGE_PAD + g.at * scale - 0.5,
                        top: STAGE_PAD + g.from * scale,
                        width: 1,
                        height: (g.to - g.from) * scale,
                      }
                    : {
                        top: STAGE_PAD + g.at * scale - 0.5,
                        left: STAGE_PAD + g.from * scale,
                        height: 1,
                        width: (g.to - g.from) * scale,
                      }),
                }}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
