import { drawOrder, SceneView, type Canvas, type DataSource, type Scene } from '@apm/render';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { HANDLES, nudgeBox, type Box, type Handle } from './geometry';
import { useCanvasGestures } from './useCanvasGestures';
import { PreviewDataSources } from './dataSources';
import { kindName } from './kindName';
import { resolveMedia } from './media';
import { Ruler, RULER_PX } from './Ruler';
import { boundsOf, boxesOf, chosenOf, movable, moveGroup, type Selection } from './selection';
import type { ViewSettings } from './viewSettings';
import { areaHeightOf, scrollKeeping, STAGE_PAD, stageOf } from './zoom';

interface Props {
  scene: Scene;
  canvas: Canvas;
  /** The document's data sources, which its table and text widgets draw. */
  dataSources?: readonly DataSource[];
  /** The widgets chosen. */
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /**
   * Widgets' new boxes, while they are dragged or nudged; `mark` names the drag they belong to (its
   * changes are one step of undo).
   */
  onBoxes: (boxes: Record<string, Box>, mark?: string) => void;
  /** The right-click menu (its items follow the widgets chosen). */
  menu: MenuProps;
  /** The zoom, the grid and snapping. */
  view: ViewSettings;
  /** Told the scale the canvas is drawn at whenever it changes (fitted, it follows the area's size). */
  onScale: (scale: number) => void;
  /** Ctrl+wheel over the canvas: a zoom step in or out (around the mouse). */
  onZoomStep: (direction: 'in' | 'out') => void;
  /** The tallest the area may get, in CSS pixels. */
  maxHeight?: number;
}

const HANDLE_PX = 10;
/** The wheel's travel (pixels) that makes one zoom step: a mouse's notch, or a stretch of a touchpad's pinch. */
const WHEEL_STEP = 50;
/** Grid lines closer than this (CSS pixels) are not drawn: they would grey the canvas over (snapping still uses them). */
const GRID_MIN_PX = 4;
const GUIDE_COLOUR = '#ff2d95';
const CHOSEN_COLOUR = '#1677ff';
/** A locked widget chosen (in the layers panel): outlined, without handles. */
const LOCKED_COLOUR = '#fa8c16';
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
 * layer above it where widgets are chosen (a click; Shift or Ctrl+click adds or takes one away; a
 * rubber band dragged on the empty area chooses those it touches), moved together and resized
 * together by the frame around them (in canvas pixels, whatever the scale; the frame snapping to
 * the canvas, the other widgets and the grid unless Alt is held), and nudged with the arrow keys
 * (Shift: 10 pixels). Locked widgets are not offered to the mouse, hidden ones are not drawn. With
 * nothing to move, the arrow keys scroll a zoomed canvas. A right click opens the widgets' menu.
 */
export function EditorCanvas({
  scene,
  canvas,
  dataSources,
  selection,
  onSelect,
  onBoxes,
  menu,
  view,
  onScale,
  onZoomStep,
  maxHeight = 560,
}: Props) {
  const { t } = useTranslation();
  // The weather and rates of the scene's widgets, asked of the server.
  const sceneDocs = useMemo(() => [{ scenes: [scene], dataSources }], [scene, dataSources]);
  const frame = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
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
    // Only when the canvas's place can have moved: reading it forces a layout of the page, which
    // each widget moved or each step undone would otherwise pay for (scrolls measure on their own).
  }, [scale, view.zoom, area.width, area.height, stage.width, stage.height]);

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

  const widgets = drawOrder(scene.widgets);
  const chosen = chosenOf(scene.widgets, selection).filter((w) => !w.hidden);
  /** The chosen widgets that move and resize together, and the frame around them. */
  const group = chosen.filter(movable);
  const frameBox = boundsOf(group);
  const { band, guides, pressWidget, pressHandle, pressArea, follow, end, contextArea } = useCanvasGestures({
    scene,
    canvas,
    selection,
    onSelect,
    onBoxes,
    view,
    scale,
    stageRef,
    focus: () => frame.current?.focus(),
  });

  const onKeyDown = (e: KeyboardEvent) => {
    const step = nudgeBox({ x: 0, y: 0, width: 0, height: 0 }, e.key, e.shiftKey);
    if (!step) return;
    e.preventDefault();
    if (group.length === 0) {
      // Nothing to move: the arrow keys scroll a zoomed canvas (the keyboard's way round it).
      scroller.current?.scrollBy(step.x * SCROLL_STEP_PX, step.y * SCROLL_STEP_PX);
      return;
    }
    onBoxes(moveGroup(boxesOf(group), step.x, step.y));
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
      <Dropdown menu={menu} trigger={['contextMenu']}>
        <div
          ref={scroller}
          data-testid="editor-area"
          onScroll={measure}
          onPointerDown={pressArea}
          onPointerMove={follow}
          onPointerUp={end}
          onPointerCancel={end}
          onContextMenu={contextArea}
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
            >
              <div style={{ position: 'absolute', left: STAGE_PAD, top: STAGE_PAD }}>
                <PreviewDataSources documents={sceneDocs}>
                  <SceneView
                    scene={scene}
                    canvas={canvas}
                    resolve={resolveMedia}
                    viewport={drawn}
                    letterbox="#262626"
                  />
                </PreviewDataSources>
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
                const isChosen = selection.includes(w.id);
                return (
                  <div
                    key={w.id}
                    data-widget-box={w.id}
                    data-chosen={isChosen || undefined}
                    data-locked={w.locked || undefined}
                    aria-label={w.name || kindName(t, w.kind)}
                    onPointerDown={(e) => pressWidget(e, w.id)}
                    style={{
                      position: 'absolute',
                      left: STAGE_PAD + w.x * scale,
                      top: STAGE_PAD + w.y * scale,
                      width: w.width * scale,
                      height: w.height * scale,
                      // A locked widget lets the mouse through: a press there is a press on the empty area.
                      pointerEvents: w.locked ? 'none' : undefined,
                      cursor: 'move',
                      outline: isChosen
                        ? `2px ${w.locked ? 'dashed' : 'solid'} ${w.locked ? LOCKED_COLOUR : CHOSEN_COLOUR}`
                        : '1px dashed rgba(255,255,255,0.35)',
                      outlineOffset: -1,
                    }}
                  />
                );
              })}
              {frameBox && (
                <div
                  data-selection-frame
                  style={{
                    position: 'absolute',
                    left: STAGE_PAD + frameBox.x * scale,
                    top: STAGE_PAD + frameBox.y * scale,
                    width: frameBox.width * scale,
                    height: frameBox.height * scale,
                    outline: group.length > 1 ? `1px dashed ${CHOSEN_COLOUR}` : undefined,
                    pointerEvents: 'none',
                  }}
                >
                  {HANDLES.map((h) => (
                    <div
                      key={h}
                      data-handle={h}
                      style={{
                        ...handleStyle(h, frameBox.width * scale, frameBox.height * scale),
                        pointerEvents: 'auto',
                      }}
                      onPointerDown={(e) => pressHandle(e, h)}
                    />
                  ))}
                </div>
              )}
              {band && (
                <div
                  data-rubber-band
                  style={{
                    position: 'absolute',
                    pointerEvents: 'none',
                    left: STAGE_PAD + Math.min(band.from.x, band.to.x) * scale,
                    top: STAGE_PAD + Math.min(band.from.y, band.to.y) * scale,
                    width: Math.abs(band.to.x - band.from.x) * scale,
                    height: Math.abs(band.to.y - band.from.y) * scale,
                    border: `1px solid ${CHOSEN_COLOUR}`,
                    background: 'rgba(22,119,255,0.15)',
                  }}
                />
              )}
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
      </Dropdown>
    </div>
  );
}
