import {
  plainTextOf,
  runStyleKeys,
  type RichParagraph,
  type RichRun,
  type RichText,
  type RunStyle,
  type TextProps,
} from '@apm/render';

/**
 * The rich text editor's model (docs/program-format.md, text widget): the text as paragraphs of
 * runs, and the edits its toolbar makes. Places in the text are offsets in its plain text (the
 * runs' text, paragraphs one a line), so they survive the editing area being drawn again.
 */

/** The widget's own look: what a run that says nothing has. */
export type RichLook = Pick<TextProps, 'fontFamily' | 'fontSize' | 'color' | 'bold' | 'italic' | 'align'>;
export type Align = TextProps['align'];

/** What the editor writes into the widget's props: the plain text, and the rich text when any of it is styled. */
export interface RichValue {
  text: string;
  rich?: RichText;
}

/** The paragraphs of a text widget's content: its rich text, or its plain text one unstyled paragraph a line. */
export function paragraphsOf(v: RichValue): RichParagraph[] {
  if (v.rich) return v.rich.paragraphs;
  return v.text.split('\n').map((line) => ({ runs: line ? [{ text: line }] : [] }));
}

const styleOf = (r: RichRun): RunStyle => {
  const { text: _text, ...style } = r;
  return style;
};

const sameStyle = (a: RunStyle, b: RunStyle) =>
  runStyleKeys.every((k) => (a[k] === undefined && b[k] === undefined) || a[k] === b[k]);

/** A run's style without what says only the widget's own look (or nothing): a colour as the widget's, `underline: false`. */
function ownStyle(style: RunStyle, look: RichLook): RunStyle {
  const out: RunStyle = {};
  if (style.bold !== undefined && style.bold !== look.bold) out.bold = style.bold;
  if (style.italic !== undefined && style.italic !== look.italic) out.italic = style.italic;
  if (style.underline) out.underline = true;
  if (style.strike) out.strike = true;
  if (style.color && style.color.toLowerCase() !== look.color.toLowerCase()) out.color = style.color;
  if (style.highlight) out.highlight = style.highlight;
  if (style.fontSize !== undefined && style.fontSize !== look.fontSize) out.fontSize = style.fontSize;
  if (style.fontFamily && style.fontFamily !== look.fontFamily) out.fontFamily = style.fontFamily;
  return out;
}

/** The paragraphs tidied: no empty runs, neighbours of one style joined, nothing that only repeats the widget's look. */
export function tidy(paragraphs: readonly RichParagraph[], look: RichLook): RichParagraph[] {
  return paragraphs.map((p) => {
    const runs: RichRun[] = [];
    for (const r of p.runs) {
      if (!r.text) continue;
      const style = ownStyle(styleOf(r), look);
      const last = runs[runs.length - 1];
      if (last && sameStyle(styleOf(last), style)) runs[runs.length - 1] = { ...last, text: last.text + r.text };
      else runs.push({ text: r.text, ...style });
    }
    return p.align && p.align !== look.align ? { align: p.align, runs } : { runs };
  });
}

/** The props the paragraphs make: the plain text always, the rich text only when something in it is styled. */
export function valueOf(paragraphs: readonly RichParagraph[], look: RichLook): RichValue {
  const tidied = tidy(paragraphs, look);
  const rich = { paragraphs: tidied };
  const styled = tidied.some((p) => p.align || p.runs.some((r) => Object.keys(r).length > 1));
  return styled ? { text: plainTextOf(rich), rich } : { text: plainTextOf(rich) };
}

/** The plain text's length. */
export const lengthOf = (paragraphs: readonly RichParagraph[]) => plainTextOf({ paragraphs: [...paragraphs] }).length;

/** A paragraph's length and where it starts in the plain text, for each paragraph. */
function spans(paragraphs: readonly RichParagraph[]) {
  let at = 0;
  return paragraphs.map((p) => {
    const length = p.runs.reduce((n, r) => n + r.text.length, 0);
    const start = at;
    at += length + 1;
    return { start, length };
  });
}

/** The runs of a paragraph cut at offsets `from` and `to` (within it): those before, inside, after. */
function cut(runs: readonly RichRun[], from: number, to: number) {
  const before: RichRun[] = [];
  const inside: RichRun[] = [];
  const after: RichRun[] = [];
  let at = 0;
  for (const r of runs) {
    const end = at + r.text.length;
    const piece = (a: number, b: number) => ({ ...r, text: r.text.slice(a - at, b - at) });
    if (from > at) before.push(piece(at, Math.min(end, from)));
    if (to > at && from < end) inside.push(piece(Math.max(at, from), Math.min(end, to)));
    if (end > to) after.push(piece(Math.max(at, to), end));
    at = end;
  }
  const keep = (rs: RichRun[]) => rs.filter((r) => r.text);
  return { before: keep(before), inside: keep(inside), after: keep(after) };
}

/** A style change: a value sets a style, `undefined` takes it away (the widget's look again). */
export type StylePatch = { [K in keyof RunStyle]?: RunStyle[K] | undefined };

function patched(r: RichRun, patch: StylePatch): RichRun {
  const out: Record<string, unknown> = { ...r };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out as RichRun;
}

/** The paragraphs with `patch` applied to the text between offsets `start` and `end`. */
export function applyStyle(
  paragraphs: readonly RichParagraph[],
  start: number,
  end: number,
  patch: StylePatch,
): RichParagraph[] {
  if (end <= start) return [...paragraphs];
  const at = spans(paragraphs);
  return paragraphs.map((p, i) => {
    const { start: s, length } = at[i]!;
    const from = Math.max(0, start - s);
    const to = Math.min(length, end - s);
    if (to <= from) return p;
    const { before, inside, after } = cut(p.runs, from, to);
    return { ...p, runs: [...before, ...inside.map((r) => patched(r, patch)), ...after] };
  });
}

/** The paragraphs touched by the text between `start` and `end` (the one holding the caret when they are equal). */
function touched(paragraphs: readonly RichParagraph[], start: number, end: number): number[] {
  return spans(paragraphs).flatMap(({ start: s, length }, i) =>
    (start === end ? s <= start && start <= s + length : start <= s + length && end > s) ? [i] : [],
  );
}

/** The paragraphs with those touched by the selection aligned so. */
export function applyAlign(paragraphs: readonly RichParagraph[], start: number, end: number, align: Align) {
  const chosen = new Set(touched(paragraphs, start, end));
  return paragraphs.map((p, i) => (chosen.has(i) ? { ...p, align } : p));
}

/** The runs (or their pieces) between `start` and `end`; at a caret, the run before it (the one typing continues). */
function runsIn(paragraphs: readonly RichParagraph[], start: number, end: number): RichRun[] {
  const at = spans(paragraphs);
  const out: RichRun[] = [];
  paragraphs.forEach((p, i) => {
    const { start: s, length } = at[i]!;
    if (start === end) {
      if (start < s || start > s + length) return;
      const k = start - s;
      const { before, after } = cut(p.runs, k, k);
      const r = before[before.length - 1] ?? after[0];
      if (r) out.push(r);
      return;
    }
    const { inside } = cut(p.runs, Math.max(0, start - s), Math.min(length, end - s));
    out.push(...inside);
  });
  return out;
}

/** How the selection looks, for the toolbar: a style is on when all of the selection has it; a value when all share it. */
export interface SelectionLook {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  color?: string;
  highlight?: string;
  fontSize?: number;
  fontFamily?: string;
  align: Align;
}

export function lookAt(
  paragraphs: readonly RichParagraph[],
  start: number,
  end: number,
  look: RichLook,
): SelectionLook {
  // No text there (an empty paragraph): what would be typed, the element's look.
  const found = runsIn(paragraphs, start, end);
  const runs: RichRun[] = found.length ? found : [{ text: '' }];
  const all = (on: (r: RichRun) => boolean) => runs.every(on);
  const shared = <T>(value: (r: RichRun) => T): T | undefined => {
    const first = value(runs[0]!);
    return runs.every((r) => value(r) === first) ? first : undefined;
  };
  const first = touched(paragraphs, start, end)[0];
  return {
    bold: all((r) => r.bold ?? look.bold),
    italic: all((r) => r.italic ?? look.italic),
    underline: all((r) => r.underline ?? false),
    strike: all((r) => r.strike ?? false),
    color: shared((r) => r.color ?? look.color),
    highlight: shared((r) => r.highlight),
    fontSize: shared((r) => r.fontSize ?? look.fontSize),
    fontFamily: shared((r) => r.fontFamily),
    align: (first !== undefined ? paragraphs[first]?.align : undefined) ?? look.align,
  };
}

/**
 * The paragraphs with the text between `start` and `end` replaced by `text` (its line breaks start
 * paragraphs), written in the style of the run before `start` merged with `style`.
 */
export function insertText(
  paragraphs: readonly RichParagraph[],
  start: number,
  end: number,
  text: string,
  style: StylePatch = {},
): RichParagraph[] {
  const plain = plainTextOf({ paragraphs: [...paragraphs] });
  start = Math.max(0, Math.min(start, plain.length));
  end = Math.max(start, Math.min(end, plain.length));
  const at = spans(paragraphs);
  const first = at.findIndex(({ start: s, length }) => start >= s && start <= s + length);
  const last = at.findIndex(({ start: s, length }) => end >= s && end <= s + length);
  const pFirst = paragraphs[first];
  const pLast = paragraphs[last];
  if (!pFirst || !pLast) {
    const lines = text.split(/\r\n|\r|\n/);
    return lines.map((line) => ({ runs: line ? [patched({ text: line }, style)] : [] }));
  }
  const head = cut(pFirst.runs, start - at[first]!.start, start - at[first]!.start).before;
  const tail = cut(pLast.runs, end - at[last]!.start, end - at[last]!.start).after;
  const startIn = start - at[first]!.start;
  const replaced = cut(pFirst.runs, startIn, first === last ? end - at[last]!.start : at[first]!.length).inside[0];
  // The style of the text before, or else of the text replaced, or else of the text after.
  const base = head[head.length - 1] ?? replaced ?? tail[0];
  const runStyle = patched({ ...(base ?? { text: '' }), text: '' }, style);
  const lines = text.split(/\r\n|\r|\n/).map((line) => (line ? [{ ...runStyle, text: line }] : []));
  const made: RichParagraph[] = lines.map((runs, i) => ({
    ...(i === 0 ? pFirst : pLast),
    runs: [...(i === 0 ? head : []), ...runs, ...(i === lines.length - 1 ? tail : [])],
  }));
  return [...paragraphs.slice(0, first), ...made, ...paragraphs.slice(last + 1)];
}
