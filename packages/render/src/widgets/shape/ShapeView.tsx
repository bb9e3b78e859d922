import type { WidgetViewProps } from '../../react/types.js';
import type { ShapeWidget } from './model.js';

/** Draws a shape widget in its box. */
export function ShapeView({ widget }: WidgetViewProps<ShapeWidget>) {
  const { shape, fillColor, strokeColor, strokeWidth, cornerRadius } = widget.props;
  if (shape === 'line') {
    const horizontal = widget.width >= widget.height;
    const line = horizontal
      ? { left: 0, right: 0, top: (widget.height - strokeWidth) / 2, height: strokeWidth }
      : { top: 0, bottom: 0, left: (widget.width - strokeWidth) / 2, width: strokeWidth };
    return <div style={{ position: 'absolute', ...line, background: strokeColor }} />;
  }
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        background: fillColor,
        border: strokeWidth > 0 ? `${strokeWidth}px solid ${strokeColor}` : 'none',
        borderRadius: shape === 'ellipse' ? '50%' : cornerRadius,
      }}
    />
  );
}
