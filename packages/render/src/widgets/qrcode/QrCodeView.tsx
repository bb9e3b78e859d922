import { useMemo } from 'react';
import type { WidgetViewProps } from '../../react/types.js';
import { modulesPath, qrModules } from './matrix.js';
import type { QrCodeWidget } from './model.js';

/** Draws a QR code widget as SVG: the code square and centred on its background. */
export function QrCodeView({ widget }: WidgetViewProps<QrCodeWidget>) {
  const { text, errorCorrection, foreground, background, margin } = widget.props;
  const modules = useMemo(() => qrModules(text, errorCorrection), [text, errorCorrection]);
  const side = (modules?.length ?? 0) + 2 * margin;
  return (
    <div style={{ width: '100%', height: '100%', background }}>
      {modules && (
        <svg
          width="100%"
          height="100%"
          viewBox={`${-margin} ${-margin} ${side} ${side}`}
          shapeRendering="crispEdges"
          style={{ display: 'block' }}
        >
          <path fill={foreground} d={modulesPath(modules)} />
        </svg>
      )}
    </div>
  );
}
