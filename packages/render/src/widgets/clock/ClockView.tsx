import { useNow } from '../../react/ClockContext.js';
import type { WidgetViewProps } from '../../react/types.js';
import { zonedParts } from '../intl.js';
import { TextLookBox } from '../TextLookBox.js';
import type { ClockProps, ClockWidget } from './model.js';
import { digitalTime, handAngles } from './time.js';

/** Draws a clock widget: its digits, or its dial; again at each whole second. */
export function ClockView({ widget }: WidgetViewProps<ClockWidget>) {
  const p = widget.props;
  const now = useNow();
  if (p.style === 'analogue') return <Dial p={p} at={now} />;
  return <TextLookBox look={p}>{digitalTime(now, p)}</TextLookBox>;
}

/** The dial, in a 200 × 200 drawing centred on 0, 0 and scaled to fit the box. */
function Dial({ p, at }: { p: ClockProps; at: number }) {
  const t = zonedParts(at, p.timeZone);
  const a = handAngles(t.hours, t.minutes, t.seconds);
  const ticks = p.ticks === 'none' ? [] : Array.from({ length: p.ticks === 'hours' ? 12 : 60 }, (_, i) => i);
  const step = p.ticks === 'hours' ? 30 : 6;
  return (
    <svg
      width="100%"
      height="100%"
      viewBox="-100 -100 200 200"
      style={{ display: 'block', background: p.backgroundColor }}
    >
      <circle r={98} fill={p.faceColor} />
      {ticks.map((i) => {
        const hour = (i * step) % 30 === 0;
        return (
          <line
            key={i}
            y1={-92}
            y2={hour ? -80 : -87}
            stroke={p.handColor}
            strokeWidth={hour ? 4 : 1.5}
            transform={`rotate(${i * step})`}
          />
        );
      })}
      <line
        data-hand="hour"
        y1={10}
        y2={-50}
        stroke={p.handColor}
        strokeWidth={8}
        strokeLinecap="round"
        transform={`rotate(${a.hour})`}
      />
      <line
        data-hand="minute"
        y1={12}
        y2={-78}
        stroke={p.handColor}
        strokeWidth={5}
        strokeLinecap="round"
        transform={`rotate(${a.minute})`}
      />
      {p.seconds && (
        <line
          data-hand="second"
          y1={18}
          y2={-86}
          stroke={p.secondHandColor}
          strokeWidth={2}
          transform={`rotate(${a.second})`}
        />
      )}
      <circle r={5} fill={p.seconds ? p.secondHandColor : p.handColor} />
    </svg>
  );
}
