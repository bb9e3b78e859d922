import { fitCanvas, SceneView, type Canvas, type Scene } from '@apm/render';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { HANDLES, moveBox, nudgeBox, resizeBox, toCanvasDelta, type Box, type Handle } from './geometry';
import { kindName } from './kindName';
import { resolveMedia } from './media';

interface Props {
  scene: Scene;
  canvas: Canvas;
  selected: string | null;
  onSelect: (widgetId: string | null) => void;
  /** A widget's new box, while it is dragged or nudged. */
  onBox: (widgetId: string, box: Box) => void;
  onDelete: (widgetId: string) => void;
  /** The tallest the drawing may get, in CSS pixels. */
  maxHeight?: number;
}

/** A drag under way: what it does, where the pointer started and the box it started from. */
interface Drag {
  widgetId: string;
  handle: Handle | 'move';
  startX: number;
  startY: number;
  start: Box;
}

const HANDLE_PX = 10;
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

/**
 * The scene drawn by the shared renderer, scaled to the editor's width, with a layer above it
 * where widgets are chosen, moved and resized with the mouse (in canvas pixels, whatever the
 * scale) and nudged with the arrow keys (Shift: 10 pixels); Delete removes the chosen widget.
 */
export function EditorCanvas({ scene, canvas, selected, onSelect, onBox, onDelete, maxHeight = 560 }: Props) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const viewport = { width, height: Math.min(maxHeight, Math.round((width * canvas.height) / canvas.width)) };
  const place = fitCanvas(canvas, viewport);
  const widgets = [...scene.widgets].filter((w) => !w.hidden).sort((a, b) => a.z - b.z);

  const begin = (e: PointerEvent, widgetId: string, handle: Drag['handle'], start: Box, locked?: boolean) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    onSelect(widgetId);
    frame.current?.focus();
    if (locked) return;
    (e.currentTarget as Element).setPointerCapture(e.pointerId);
    setDrag({ widgetId, handle, startX: e.clientX, startY: e.clientY, start });
  };
  const follow = (e: PointerEvent) => {
    if (!drag) return;
    const { dx, dy } = toCanvasDelta(e.clientX - drag.startX, e.clientY - drag.startY, place.scale);
    const box =
      drag.handle === 'move' ? moveBox(drag.start, dx, dy) : resizeBox(drag.start, drag.handle, dx, dy, e.shiftKey);
    onBox(drag.widgetId, box);
  };
  const end = () => setDrag(null);

  const onKeyDown = (e: KeyboardEvent) => {
    const w = scene.widgets.find((x) => x.id === selected);
    if (!w) return;
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

  return (
    <div
      ref={frame}
      tabIndex={0}
      role="application"
      aria-label={t('program.canvas.label', { width: canvas.width, height: canvas.height })}
      onKeyDown={onKeyDown}
      style={{ position: 'relative', width: '100%', height: viewport.height, outline: 'none', userSelect: 'none' }}
    >
      {width > 0 && (
        <>
          <SceneView scene={scene} canvas={canvas} resolve={resolveMedia} viewport={viewport} letterbox="#262626" />
          <div
            data-testid="editor-layer"
            style={{ position: 'absolute', inset: 0 }}
            onPointerDown={() => onSelect(null)}
            onPointerMove={follow}
            onPointerUp={end}
            onPointerCancel={end}
          >
            {widgets.map((w) => {
              const left = place.left + w.x * place.scale;
              const top = place.top + w.y * place.scale;
              const bw = w.width * place.scale;
              const bh = w.height * place.scale;
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
                    left,
                    top,
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
          </div>
        </>
      )}
    </div>
  );
}
