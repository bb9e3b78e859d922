import type { RichParagraph, RichRun, RunStyle } from '@apm/render';
import type { Align, RichLook } from './richText';

/**
 * The rich text editor's editing area and its content, both ways: its DOM read into paragraphs of
 * runs (whatever the browser made of it while the user typed), and paragraphs drawn into it as
 * nodes built one by one. No document text ever goes through innerHTML, and reading keeps only
 * text and the styles the format knows, each checked: scripts, pictures, frames, links and
 * unknown attributes give nothing.
 */

/** The parts of a DOM node read here (a browser's Node has them; the tests build their own). */
export interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<DomNode>;
  readonly textContent: string | null;
  getAttribute?(name: string): string | null;
  readonly style?: Partial<
    Pick<CSSStyleDeclaration, 'fontWeight' | 'fontStyle' | 'textDecorationLine' | 'textDecoration' | 'textAlign'>
  >;
}

const TEXT = 3;
const ELEMENT = 1;

/** Elements whose content is not text a user typed: left out with all they hold. */
const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'IMG',
  'PICTURE',
  'VIDEO',
  'AUDIO',
  'CANVAS',
  'INPUT',
  'TEXTAREA',
  'SELECT',
  'BUTTON',
]);

/** Elements that start a paragraph of their own. */
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TBODY',
  'TD',
  'TH',
  'TR',
  'UL',
]);

/** Deeper than this, an element's text is read as it is, in the styles around it (no stack overflow on hostile nesting). */
const DEPTH_MAX = 200;

const HEX = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const aligns: readonly string[] = ['left', 'center', 'right'];

/** The attributes a run's span carries (exact values: the style drawn in the editor is scaled). */
const ATTR = {
  bold: 'data-bold',
  italic: 'data-italic',
  underline: 'data-underline',
  strike: 'data-strike',
  color: 'data-color',
  highlight: 'data-highlight',
  fontSize: 'data-size',
  fontFamily: 'data-font',
} as const satisfies Record<keyof RunStyle, string>;

const attr = (n: DomNode, name: string): string | null => n.getAttribute?.(name) ?? null;
const flag = (v: string | null): boolean | undefined => (v === 'true' ? true : v === 'false' ? false : undefined);

/** What an element says of the style of the text inside it, over `outer`. */
function styleIn(n: DomNode, outer: RunStyle): RunStyle {
  const s: RunStyle = { ...outer };
  const tag = n.nodeName.toUpperCase();
  if (tag === 'B' || tag === 'STRONG') s.bold = true;
  if (tag === 'I' || tag === 'EM') s.italic = true;
  if (tag === 'U' || tag === 'INS') s.underline = true;
  if (tag === 'S' || tag === 'STRIKE' || tag === 'DEL') s.strike = true;
  const weight = n.style?.fontWeight;
  if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) s.bold = true;
  else if (weight === 'normal' || weight === 'lighter' || (weight && Number(weight) < 600)) s.bold = false;
  const fontStyle = n.style?.fontStyle;
  if (fontStyle === 'italic' || fontStyle === 'oblique') s.italic = true;
  else if (fontStyle === 'normal') s.italic = false;
  const lines = `${n.style?.textDecorationLine ?? ''} ${n.style?.textDecoration ?? ''}`;
  if (lines.includes('underline')) s.underline = true;
  if (lines.includes('line-through')) s.strike = true;
  for (const k of ['bold', 'italic', 'underline', 'strike'] as const) {
    const v = flag(attr(n, ATTR[k]));
    if (v !== undefined) s[k] = v;
  }
  for (const k of ['color', 'highlight'] as const) {
    const v = attr(n, ATTR[k]);
    if (v && HEX.test(v)) s[k] = v;
  }
  const size = Number(attr(n, ATTR.fontSize) ?? NaN);
  if (size > 0 && size <= 4000) s.fontSize = size;
  const font = attr(n, ATTR.fontFamily);
  if (font && font.length <= 200) s.fontFamily = font;
  return s;
}

function alignIn(n: DomNode): Align | undefined {
  const a = attr(n, 'data-align') ?? n.style?.textAlign ?? '';
  return aligns.includes(a) ? (a as Align) : undefined;
}

/** A place in the DOM (a text node and an offset in its text, or an element and a child's index). */
export interface DomPoint {
  node: DomNode;
  offset: number;
}

/**
 * The paragraphs in an editing area's DOM, and, for each point asked, its offset in their plain
 * text (runs' text, paragraphs one a line). Blocks and line breaks start paragraphs; a line break
 * ending a block does not add an empty one (the browser puts one there to keep the line).
 */
export function readDom(
  root: DomNode,
  points: readonly DomPoint[] = [],
): { paragraphs: RichParagraph[]; offsets: number[] } {
  const paragraphs: RichParagraph[] = [];
  const offsets: number[] = points.map(() => -1);
  let done = 0; // characters of the paragraphs done, with a line break after each
  let open: { align?: Align; runs: RichRun[]; length: number } | null = null;

  const here = () => done + (open ? open.length : 0);
  const mark = (node: DomNode, offset: number, at: number) =>
    points.forEach((p, i) => {
      if (p.node === node && p.offset === offset) offsets[i] = at;
    });
  const close = () => {
    if (!open) return;
    paragraphs.push(open.align ? { align: open.align, runs: open.runs } : { runs: open.runs });
    done += open.length + 1;
    open = null;
  };
  const openIn = (align: Align | undefined) => (open ??= { align, runs: [], length: 0 });
  const text = (node: DomNode, value: string, style: RunStyle, align: Align | undefined) => {
    const lines = value.replace(/\u00a0/g, ' ').split('\n');
    const start = here();
    lines.forEach((line, i) => {
      if (i > 0) {
        openIn(align);
        close();
      }
      const p = openIn(align);
      if (line) {
        p.runs.push({ text: line, ...style });
        p.length += line.length;
      }
    });
    for (const [i, point] of points.entries()) {
      if (point.node === node) offsets[i] = start + Math.min(point.offset, value.length);
    }
  };

  const walk = (n: DomNode, style: RunStyle, align: Align | undefined, depth: number) => {
    const kids = n.childNodes;
    for (let i = 0; i < kids.length; i++) {
      mark(n, i, here());
      const child = kids[i]!;
      if (child.nodeType === TEXT) {
        text(child, child.nodeValue ?? '', style, align);
        continue;
      }
      if (child.nodeType !== ELEMENT) continue;
      const tag = child.nodeName.toUpperCase();
      if (SKIPPED.has(tag)) continue;
      if (tag === 'BR') {
        openIn(align);
        close();
        continue;
      }
      const block = BLOCKS.has(tag);
      const inner = styleIn(child, style);
      const innerAlign = (block && alignIn(child)) || align;
      if (block) close();
      if (depth >= DEPTH_MAX) text(child, child.textContent ?? '', inner, innerAlign);
      else walk(child, inner, innerAlign, depth + 1);
      if (block) close();
    }
    mark(n, kids.length, here());
  };

  walk(root, {}, undefined, 0);
  close();
  const total = Math.max(0, done - 1);
  return { paragraphs, offsets: offsets.map((o) => (o < 0 ? total : Math.min(o, total))) };
}

/** The parts of a document and its elements used to draw the editing area. */
export interface DomBuilder {
  createElement(tag: 'div' | 'span' | 'br'): BuiltElement;
  createTextNode(text: string): unknown;
}
export interface BuiltElement {
  setAttribute(name: string, value: string): void;
  append(...nodes: unknown[]): void;
  readonly style: Partial<CSSStyleDeclaration>;
}

/** How big a run's size is drawn in the editing area: relative to the widget's size, within reason. */
const shownSize = (size: number, look: RichLook) => `${Math.min(3, Math.max(0.5, size / look.fontSize))}em`;

/** One run as a span: its styles as attributes (read back exactly) and as the look shown. */
function runNode(doc: DomBuilder, r: RichRun, look: RichLook): BuiltElement {
  const span = doc.createElement('span');
  const s = span.style;
  if (r.bold !== undefined) {
    span.setAttribute(ATTR.bold, String(r.bold));
    s.fontWeight = r.bold ? '700' : '400';
  }
  if (r.italic !== undefined) {
    span.setAttribute(ATTR.italic, String(r.italic));
    s.fontStyle = r.italic ? 'italic' : 'normal';
  }
  if (r.underline) span.setAttribute(ATTR.underline, 'true');
  if (r.strike) span.setAttribute(ATTR.strike, 'true');
  const lines = [r.underline && 'underline', r.strike && 'line-through'].filter(Boolean).join(' ');
  if (lines) s.textDecorationLine = lines;
  if (r.color && HEX.test(r.color)) {
    span.setAttribute(ATTR.color, r.color);
    s.color = r.color;
  }
  if (r.highlight && HEX.test(r.highlight)) {
    span.setAttribute(ATTR.highlight, r.highlight);
    s.backgroundColor = r.highlight;
  }
  if (r.fontSize) {
    span.setAttribute(ATTR.fontSize, String(r.fontSize));
    s.fontSize = shownSize(r.fontSize, look);
  }
  if (r.fontFamily) {
    span.setAttribute(ATTR.fontFamily, r.fontFamily);
    s.fontFamily = r.fontFamily;
  }
  span.append(doc.createTextNode(r.text));
  return span;
}

/** The editing area's nodes for the paragraphs: a div each (an empty one holding a line break), a span a run. */
export function buildDom(doc: DomBuilder, paragraphs: readonly RichParagraph[], look: RichLook): BuiltElement[] {
  const list = paragraphs.length ? paragraphs : [{ runs: [] }];
  return list.map((p) => {
    const div = doc.createElement('div');
    if (p.align) {
      div.setAttribute('data-align', p.align);
      div.style.textAlign = p.align;
    }
    if (p.runs.length) div.append(...p.runs.map((r) => runNode(doc, r, look)));
    else div.append(doc.createElement('br'));
    return div;
  });
}

/**
 * Where an offset of the plain text is in a DOM drawn by `buildDom`: in the text of the run
 * before it (where typing continues that run's style), or in its paragraph when that is empty.
 */
export function pointIn(root: DomNode, offset: number): DomPoint {
  const divs = root.childNodes;
  let at = 0;
  for (let i = 0; i < divs.length; i++) {
    const div = divs[i]!;
    const length = (div.textContent ?? '').length;
    if (offset <= at + length || i === divs.length - 1) {
      const k = Math.min(Math.max(0, offset - at), length);
      let inside = 0;
      const spans = div.childNodes;
      for (let j = 0; j < spans.length; j++) {
        const textNode = spans[j]!.childNodes[0];
        if (!textNode || textNode.nodeType !== TEXT) continue;
        const n = (textNode.nodeValue ?? '').length;
        if (k <= inside + n) return { node: textNode, offset: k - inside };
        inside += n;
      }
      return { node: div, offset: 0 };
    }
    at += length + 1;
  }
  return { node: root, offset: 0 };
}
