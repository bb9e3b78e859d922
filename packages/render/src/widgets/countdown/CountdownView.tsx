import { useNow } from '../../react/ClockContext.js';
import type { WidgetViewProps } from '../../react/types.js';
import { TextLookBox } from '../TextLookBox.js';
import type { CountdownWidget } from './model.js';
import { remaining, zero } from './remaining.js';

const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** Draws a countdown widget: the time left, unit by unit, or its text once the instant has come. */
export function CountdownView({ widget }: WidgetViewProps<CountdownWidget>) {
  const p = widget.props;
  const now = useNow();
  const left = p.target ? remaining(Date.parse(p.target), now, p.units) : zero(p.units);
  if (!left && p.doneText) return <TextLookBox look={p}>{p.doneText}</TextLookBox>;
  return (
    <TextLookBox look={p}>
      <div style={{ display: 'flex', justifyContent: justify[p.align], gap: '0.5em' }}>
        {(left ?? zero(p.units)).map(({ unit, value }, i) => (
          <div key={unit} data-unit={unit} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <span>{i === 0 ? String(value) : String(value).padStart(2, '0')}</span>
            {p.labels[unit] && <span style={{ fontSize: '0.3em' }}>{p.labels[unit]}</span>}
          </div>
        ))}
      </div>
    </TextLookBox>
  );
}
