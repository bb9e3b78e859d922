import type { RichParagraph } from '@apm/render';
import { describe, expect, it } from 'vitest';
import { buildDom, pointIn, readDom, type BuiltElement, type DomBuilder, type DomNode } from './richDom';
import { valueOf, type RichLook } from './richText';

/**
 * A small DOM of the tests' own (the unit tests run without a browser): elements with attributes,
 * inline styles and children, and text nodes. Setting innerHTML throws, so drawing that used it fails.
 */
class Node_ implements DomNode {
  childNodes: Node_[] = [];
  attributes = new Map<string, string>();
  style: Record<string, string> = {};
  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
    public nodeValue: string | null = null,
  ) {}
  get textContent(): string {
    // Without recursion, as a browser's: the tests nest deeper than any stack.
    let out = '';
    const stack: Node_[] = [this];
    while (stack.length) {
      const n = stack.pop()!;
      if (n.nodeType === 3) out += n.nodeValue ?? '';
      else stack.push(...[...n.childNodes].reverse());
    }
    return out;
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  append(...nodes: unknown[]) {
    this.childNodes.push(...(nodes as Node_[]));
  }
  set innerHTML(_: string) {
    throw new Error('innerHTML used');
  }
}

/** An element: `h('b', { style: { color: 'red' }, 'data-x': '1' }, 'text', h(...))`. */
function h(tag: string, attrs: Record<string, unknown> = {}, ...kids: (Node_ | string)[]): Node_ {
  const n = new Node_(1, tag.toUpperCase());
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'style') Object.assign(n.style, v);
    else n.setAttribute(k, String(v));
  }
  n.childNodes = kids.map((k) => (typeof k === 'string' ? new Node_(3, '#text', k) : k));
  return n;
}
const comment = (text: string) => new Node_(8, '#comment', text);

const builder: DomBuilder = {
  createElement: (tag) => h(tag) as unknown as BuiltElement,
  createTextNode: (text) => new Node_(3, '#text', text),
};

const look: RichLook = {
  fontFamily: 'sans-serif',
  fontSize: 48,
  color: '#ffffff',
  bold: false,
  italic: false,
  align: 'left',
};

/** The editing area drawn from paragraphs. */
function drawn(paragraphs: RichParagraph[]): Node_ {
  const root = h('div');
  root.childNodes = buildDom(builder, paragraphs, look) as unknown as Node_[];
  return root;
}

/** What the widget's props become from an area's DOM. */
const valueIn = (root: Node_) => valueOf(readDom(root).paragraphs, look);

const styled: RichParagraph[] = [
  {
    runs: [
      { text: 'Hello ' },
      { text: 'world', bold: true, color: '#ff0000' },
      { text: ' & <friends>', italic: true, underline: true, strike: true, highlight: '#ffff0080' },
    ],
  },
  { align: 'center', runs: [{ text: 'big', fontSize: 120, fontFamily: '"Times New Roman", serif' }] },
  { runs: [] },
  { align: 'right', runs: [{ text: 'end' }] },
];

describe('runs to DOM and back', () => {
  it('gives back the same runs and paragraphs', () => {
    expect(readDom(drawn(styled)).paragraphs).toEqual(styled);
  });

  it('builds nodes, never HTML: markup-like text stays text', () => {
    const root = drawn([{ runs: [{ text: '<img src=x onerror=alert(1)>' }] }]);
    const span = root.childNodes[0]!.childNodes[0]!;
    expect(span.nodeName).toBe('SPAN');
    expect(span.childNodes[0]!.nodeType).toBe(3);
    expect(span.childNodes[0]!.nodeValue).toBe('<img src=x onerror=alert(1)>');
  });

  it('shows a run’s styles in the area, its size relative to the element’s', () => {
    const root = drawn(styled);
    const world = root.childNodes[0]!.childNodes[1]!;
    expect(world.style).toEqual({ fontWeight: '700', color: '#ff0000' });
    const big = root.childNodes[1]!.childNodes[0]!;
    expect(big.style.fontSize).toBe('2.5em');
    expect(root.childNodes[1]!.style.textAlign).toBe('center');
    // An empty paragraph keeps its line.
    expect(root.childNodes[2]!.childNodes.map((n) => n.nodeName)).toEqual(['BR']);
  });

  it('draws an empty text as one empty line', () => {
    expect(drawn([]).childNodes).toHaveLength(1);
    expect(readDom(drawn([])).paragraphs).toEqual([{ runs: [] }]);
  });
});

describe('reading what the browser made', () => {
  it('reads nested tags as the styles of the text inside them', () => {
    const root = h(
      'div',
      {},
      h('div', {}, 'a ', h('b', {}, 'b ', h('i', {}, 'bi ', h('u', {}, 'biu')), h('s', {}, ' bs')), ' a'),
    );
    expect(readDom(root).paragraphs).toEqual([
      {
        runs: [
          { text: 'a ' },
          { text: 'b ', bold: true },
          { text: 'bi ', bold: true, italic: true },
          { text: 'biu', bold: true, italic: true, underline: true },
          { text: ' bs', bold: true, strike: true },
          { text: ' a' },
        ],
      },
    ]);
  });

  it('takes an inner style over an outer one', () => {
    const root = h(
      'div',
      {},
      h('span', { 'data-color': '#ff0000', 'data-bold': 'true' }, h('span', { 'data-bold': 'false' }, 'x')),
    );
    expect(readDom(root).paragraphs).toEqual([{ runs: [{ text: 'x', color: '#ff0000', bold: false }] }]);
  });

  it('reads inline font weight and decoration the browser wrote', () => {
    const root = h(
      'div',
      {},
      h('span', { style: { fontWeight: '700' } }, 'b'),
      h('span', { style: { fontStyle: 'italic', textDecorationLine: 'underline line-through' } }, 'i'),
    );
    expect(readDom(root).paragraphs[0]!.runs).toEqual([
      { text: 'b', bold: true },
      { text: 'i', italic: true, underline: true, strike: true },
    ]);
  });

  it('starts paragraphs at blocks and line breaks, without the break that only keeps a line', () => {
    // Text typed in the empty area, then Enter, then Shift+Enter, as Chrome writes it.
    const root = h(
      'div',
      {},
      'first',
      h('div', {}, 'second', h('br')),
      h('div', {}, h('br')),
      h('p', {}, 'x', h('br'), 'y'),
    );
    expect(valueIn(root).text).toBe('first\nsecond\n\nx\ny');
  });

  it('turns line breaks inside text into paragraphs and no-break spaces into spaces', () => {
    expect(valueIn(h('div', {}, 'one\ntwo\u00a0three'))).toEqual({ text: 'one\ntwo three' });
  });

  it('reads paragraph alignment from blocks', () => {
    const root = h(
      'div',
      {},
      h('div', { 'data-align': 'right' }, 'r'),
      h('p', { style: { textAlign: 'center' } }, 'c'),
    );
    expect(readDom(root).paragraphs).toEqual([
      { align: 'right', runs: [{ text: 'r' }] },
      { align: 'center', runs: [{ text: 'c' }] },
    ]);
  });
});

describe('hostile content', () => {
  it('keeps only text: no scripts, styles, pictures, frames, links or comments', () => {
    const root = h(
      'div',
      {},
      h('script', {}, 'alert(1)'),
      h('style', {}, 'body{display:none}'),
      h('img', { src: 'x', onerror: 'alert(2)' }),
      h('iframe', { src: 'javascript:alert(3)' }, 'frame'),
      h('svg', {}, h('script', {}, 'alert(4)')),
      h('template', {}, 'hidden'),
      comment('<script>alert(5)</script>'),
      h('a', { href: 'javascript:alert(6)', onclick: 'alert(7)' }, 'link text'),
      h('object', { data: 'x.swf' }, 'object'),
      h('textarea', {}, 'typed elsewhere'),
    );
    const value = valueIn(root);
    expect(value).toEqual({ text: 'link text' });
    expect(JSON.stringify(value)).not.toMatch(/alert|javascript|onerror|script/);
  });

  it('refuses style values the format does not allow', () => {
    const root = h(
      'div',
      {},
      h(
        'span',
        {
          'data-color': 'red; background: url(javascript:alert(1))',
          'data-highlight': 'expression(alert(1))',
          'data-size': '1e9',
          'data-font': 'x'.repeat(201),
          'data-bold': 'yes',
        },
        'plain',
      ),
      h('span', { 'data-size': '-4', 'data-color': '#12345' }, ' still'),
    );
    expect(valueIn(root)).toEqual({ text: 'plain still' });
  });

  it('reads text nested deeper than any editor makes without running out of stack', () => {
    let inner: Node_ = h('b', {}, 'deep');
    for (let i = 0; i < 20_000; i++) inner = h('span', {}, inner);
    const value = valueIn(h('div', {}, h('div', {}, inner)));
    // Its words are kept; the styles of tags that deep are not read.
    expect(value).toEqual({ text: 'deep' });
  });
});

describe('places in the text', () => {
  it('maps a point of the DOM to its offset in the plain text and back', () => {
    const root = drawn(styled);
    const world = root.childNodes[0]!.childNodes[1]!.childNodes[0]!;
    const end = root.childNodes[3]!.childNodes[0]!.childNodes[0]!;
    const empty = root.childNodes[2]!;
    const { offsets } = readDom(root, [
      { node: world, offset: 2 },
      { node: empty, offset: 0 },
      { node: end, offset: 3 },
      { node: root, offset: 4 },
    ]);
    const plain = 'Hello world & <friends>\nbig\n\nend';
    expect(offsets).toEqual([8, 28, plain.length, plain.length]);
    expect(pointIn(root, 8)).toEqual({ node: world, offset: 2 });
    expect(pointIn(root, 28)).toEqual({ node: empty, offset: 0 });
    expect(pointIn(root, plain.length)).toEqual({ node: end, offset: 3 });
  });

  it('puts a caret between two runs at the end of the first (typing continues its style)', () => {
    const root = drawn(styled);
    const hello = root.childNodes[0]!.childNodes[0]!.childNodes[0]!;
    expect(pointIn(root, 6)).toEqual({ node: hello, offset: 6 });
  });
});
