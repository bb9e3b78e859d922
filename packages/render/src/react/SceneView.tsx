import { memo, type ComponentType, type CSSProperties } from 'react';
import type { Canvas } from '../document/canvas.js';
import type { Scene } from '../document/scene.js';
import type { Widget } from '../widgets/models.js';
import { widgetViews } from '../widgets/views.js';
import { drawOrder, fitCanvas } from './layout.js';
import { Media } from './Media.js';
import { StillContext } from './still.js';
import type { MediaErrorHandler, ResolveMedia, Size, WidgetViewProps } from './types.js';
import { WidgetBoundary } from './WidgetBoundary.js';

export interface SceneViewProps {
  scene: Scene;
  canvas: Canvas;
  resolve: ResolveMedia;
  /** The box to draw in, in CSS pixels; the canvas is scaled to fit it whole. */
  viewport: Size;
  /** The colour of the bars around a canvas of another aspect. */
  letterbox?: string;
  onMediaError?: MediaErrorHandler;
  /** Told when a widget's view throws (the widget is then left empty). */
  onWidgetError?: (widget: Widget, error: unknown) => void;
  /**
   * Drawn standing still at the scene's first moment (a thumbnail): videos at their first frame,
   * scrolling text at its start. Time-based widgets read the surrounding clock: stop it too
   * (`stoppedClock`).
   */
  still?: boolean;
}

const layer: CSSProperties = { position: 'absolute', inset: 0 };

/**
 * Draws one scene scaled to fit the viewport, aspect kept. Inside the scaled stage everything is
 * in canvas pixels, so widget views never deal with the screen's size.
 */
export function SceneView({
  scene,
  canvas,
  resolve,
  viewport,
  letterbox = '#000000',
  onMediaError,
  onWidgetError,
  still = false,
}: SceneViewProps) {
  const place = fitCanvas(canvas, viewport);
  const bg = scene.background;
  return (
    <StillContext value={still}>
      <div
        data-scene={scene.id}
        style={{
          position: 'relative',
          width: viewport.width,
          height: viewport.height,
          overflow: 'hidden',
          background: letterbox,
        }}
      >
        <div
          style={{
            position: 'absolute',
            left: place.left,
            top: place.top,
            width: canvas.width,
            height: canvas.height,
            transform: `scale(${place.scale})`,
            transformOrigin: '0 0',
            overflow: 'hidden',
            isolation: 'isolate',
            background: bg.color,
          }}
        >
          {bg.media && (
            <div style={layer}>
              <Media media={bg.media} fit={bg.fit} resolve={resolve} onMediaError={onMediaError} />
            </div>
          )}
          {drawOrder(scene.widgets).map((w, i) => (
            <WidgetLayer
              key={w.id}
              widget={w}
              layer={i + 1}
              resolve={resolve}
              onMediaError={onMediaError}
              onWidgetError={onWidgetError}
            />
          ))}
        </div>
      </div>
    </StillContext>
  );
}

interface WidgetLayerProps {
  widget: Widget;
  /** Its place in the stack, 1 the lowest. */
  layer: number;
  resolve: ResolveMedia;
  onMediaError?: MediaErrorHandler;
  onWidgetError?: SceneViewProps['onWidgetError'];
}

/**
 * One widget in its box. Drawn again only when the widget itself (or its place in the stack)
 * changes: an editor moving one widget of hundreds redraws that one.
 */
const WidgetLayer = memo(function WidgetLayer({
  widget: w,
  layer,
  resolve,
  onMediaError,
  onWidgetError,
}: WidgetLayerProps) {
  // The table is typed kind by kind; a widget of a kind always meets the view of that kind.
  const View = widgetViews[w.kind] as ComponentType<WidgetViewProps<Widget>>;
  return (
    <div
      data-widget={w.id}
      style={{
        position: 'absolute',
        left: w.x,
        top: w.y,
        width: w.width,
        height: w.height,
        zIndex: layer,
        overflow: 'hidden',
      }}
    >
      <WidgetBoundary onError={(e) => onWidgetError?.(w, e)}>
        <View widget={w} resolve={resolve} onMediaError={onMediaError} />
      </WidgetBoundary>
    </div>
  );
});
