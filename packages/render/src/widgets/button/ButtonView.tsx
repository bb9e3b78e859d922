import { useContext, useState, type CSSProperties } from 'react';
import { ButtonPressContext } from '../../react/interaction.js';
import type { WidgetViewProps } from '../../react/types.js';
import { TextLookBox } from '../TextLookBox.js';
import type { ButtonWidget } from './model.js';

/** A pressed button darkens a little while the finger or the mouse button is down. */
const PRESSED = 'brightness(0.85)';

/**
 * Draws a button: its label in the text look on its rounded background. Inside a playing program
 * it is a real button (a click, a tap or Enter presses it); drawn alone it only looks like one.
 */
export function ButtonView({ widget }: WidgetViewProps<ButtonWidget>) {
  const press = useContext(ButtonPressContext);
  const [down, setDown] = useState(false);
  const p = widget.props;
  const shape: CSSProperties = {
    display: 'block',
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    overflow: 'hidden',
    borderRadius: p.cornerRadius,
  };
  const label = <TextLookBox look={p}>{p.label}</TextLookBox>;
  if (!press) return <div style={shape}>{label}</div>;
  const up = () => setDown(false);
  return (
    <button
      type="button"
      data-button={widget.id}
      onClick={() => press(widget.id, p.action)}
      onPointerDown={() => setDown(true)}
      onPointerUp={up}
      onPointerCancel={up}
      onPointerLeave={up}
      style={{
        ...shape,
        margin: 0,
        padding: 0,
        border: 'none',
        background: 'none',
        font: 'inherit',
        color: 'inherit',
        textAlign: 'inherit',
        cursor: 'pointer',
        // A tap is a press at once: no wait for a double-tap zoom, no grey flash.
        touchAction: 'manipulation',
        WebkitTapHighlightColor: 'transparent',
        filter: down ? PRESSED : undefined,
      }}
    >
      {label}
    </button>
  );
}
