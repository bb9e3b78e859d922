import type { ReactNode } from 'react';
import type { TextLook } from './textLook.js';

/** The box of a clock's, date's, countdown's or button's text: its look, centred vertically, digits of one width. */
export function TextLookBox({ look, children }: { look: TextLook; children: ReactNode }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        color: look.color,
        background: look.backgroundColor,
        fontFamily: look.fontFamily,
        fontSize: look.fontSize,
        fontWeight: look.bold ? 700 : 400,
        lineHeight: 1.2,
        textAlign: look.align,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {children}
    </div>
  );
}
