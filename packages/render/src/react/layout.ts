import type { Widget } from '../widgets/models.js';
import type { Size } from './types.js';

/** Where the canvas sits inside a viewport: its scale and its scaled box, centred. */
export interface Placement {
  scale: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Fits the canvas inside the viewport whole, keeping its aspect: the scale of the tighter side,
 * centred, with bars (letterbox or pillarbox) along the other. An empty viewport gets scale 0.
 */
export function fitCanvas(canvas: Size, viewport: Size): Placement {
  if (canvas.width <= 0 || canvas.height <= 0 || viewport.width <= 0 || viewport.height <= 0) {
    return { scale: 0, left: 0, top: 0, width: 0, height: 0 };
  }
  const scale = Math.min(viewport.width / canvas.width, viewport.height / canvas.height);
  const width = canvas.width * scale;
  const height = canvas.height * scale;
  return { scale, width, height, left: (viewport.width - width) / 2, top: (viewport.height - height) / 2 };
}

/** The widgets a viewer sees, bottom first: hidden ones left out, lower z first, document order on ties. */
export function drawOrder<W extends Pick<Widget, 'z' | 'hidden'>>(widgets: readonly W[]): W[] {
  return widgets.filter((w) => !w.hidden).sort((a, b) => a.z - b.z);
}
