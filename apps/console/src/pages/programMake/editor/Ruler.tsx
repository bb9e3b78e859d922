import { theme } from 'antd';
import { rulerTicks } from './ruler';

/** How thick the rulers are, in CSS pixels. */
export const RULER_PX = 20;

interface Props {
  axis: 'x' | 'y';
  /** The ruler's length in CSS pixels. */
  length: number;
  /** Where the canvas's 0 is, in CSS pixels from the ruler's start (negative when scrolled past). */
  origin: number;
  /** CSS pixels per canvas pixel. */
  scale: number;
  /** The canvas's side along the ruler, in canvas pixels: that stretch is shaded. */
  extent: number;
}

/**
 * A ruler along the top (x) or the left (y) of the canvas's area, numbered in canvas pixels, that
 * follows the zoom and the scrolling. Only a picture: screen readers read the position fields.
 */
export function Ruler({ axis, length, origin, scale, extent }: Props) {
  const { token } = theme.useToken();
  if (!(length > 0) || !(scale > 0)) return null;
  const across = RULER_PX;
  const ticks = rulerTicks(-origin / scale, (length - origin) / scale, scale);
  const horizontal = axis === 'x';
  const [w, h] = horizontal ? [length, across] : [across, length];
  const at = (canvasPx: number) => Math.round(origin + canvasPx * scale) + 0.5;
  return (
    <svg
      aria-hidden
      data-ruler={axis}
      width={w}
      height={h}
      style={{ display: 'block', background: token.colorBgLayout, fontFamily: token.fontFamily }}
    >
      {horizontal ? (
        <rect x={origin} y={0} width={extent * scale} height={across} fill={token.colorFillSecondary} />
      ) : (
        <rect x={0} y={origin} width={across} height={extent * scale} fill={token.colorFillSecondary} />
      )}
      {ticks.map((tick) => {
        const p = at(tick.at);
        const from = tick.major ? 0 : across * 0.65;
        return horizontal ? (
          <g key={tick.at}>
            <line x1={p} x2={p} y1={from} y2={across} stroke={token.colorTextTertiary} />
            {tick.major && (
              <text x={p + 3} y={10} fontSize={10} fill={token.colorTextSecondary}>
                {tick.at}
              </text>
            )}
          </g>
        ) : (
          <g key={tick.at}>
            <line y1={p} y2={p} x1={from} x2={across} stroke={token.colorTextTertiary} />
            {tick.major && (
              <text
                x={10}
                y={p - 3}
                fontSize={10}
                fill={token.colorTextSecondary}
                transform={`rotate(-90 10 ${p - 3})`}
              >
                {tick.at}
              </text>
            )}
          </g>
        );
      })}
      {horizontal ? (
        <line x1={0} x2={length} y1={across - 0.5} y2={across - 0.5} stroke={token.colorBorder} />
      ) : (
        <line y1={0} y2={length} x1={across - 0.5} x2={across - 0.5} stroke={token.colorBorder} />
      )}
    </svg>
  );
}
