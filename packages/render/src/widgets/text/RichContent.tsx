import type { CSSProperties } from 'react';
import type { TextProps } from './model.js';
import type { RichRun, RichText } from './rich.js';

/** A run's own styles; what it leaves out, the widget's look (inherited from the box) gives. */
export function runStyle(r: RichRun): CSSProperties {
  const s: CSSProperties = {};
  if (r.bold !== undefined) s.fontWeight = r.bold ? 700 : 400;
  if (r.italic !== undefined) s.fontStyle = r.italic ? 'italic' : 'normal';
  const lines = [r.underline && 'underline', r.strike && 'line-through'].filter(Boolean);
  if (lines.length) s.textDecorationLine = lines.join(' ');
  if (r.color) s.color = r.color;
  if (r.highlight) s.backgroundColor = r.highlight;
  if (r.fontSize) s.fontSize = r.fontSize;
  if (r.fontFamily) s.fontFamily = r.fontFamily;
  return s;
}

const Runs = ({ runs }: { runs: readonly RichRun[] }) =>
  runs.map((r, i) => (
    <span key={i} style={runStyle(r)}>
      {r.text}
    </span>
  ));

/**
 * Rich text: each paragraph a block with its alignment (an empty one keeps its line), or, on one
 * line (text scrolling left or right), the paragraphs one after the other with a space between.
 */
function RichParagraphs({ rich, oneLine }: { rich: RichText; oneLine: boolean }) {
  if (oneLine) {
    const filled = rich.paragraphs.filter((p) => p.runs.length);
    return filled.map((p, i) => (
      <span key={i}>
        {i > 0 && ' '}
        <Runs runs={p.runs} />
      </span>
    ));
  }
  return rich.paragraphs.map((p, i) => (
    <div key={i} style={p.align ? { textAlign: p.align } : undefined}>
      {p.runs.length ? <Runs runs={p.runs} /> : <br />}
    </div>
  ));
}

/** What a text widget writes: its rich text when it has one, its plain text otherwise. */
export function TextContent({ p, oneLine = false }: { p: TextProps; oneLine?: boolean }) {
  return p.rich ? <RichParagraphs rich={p.rich} oneLine={oneLine} /> : p.text;
}
