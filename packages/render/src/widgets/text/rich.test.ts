import { describe, expect, it } from 'vitest';
import { renderWidget, textOf } from '../testing.js';
import { fillRichColumns } from './fill.js';
import { textWidget, type TextProps } from './model.js';
import { plainTextOf, RICH_TEXT_MAX, richText, type RichText } from './rich.js';

const greeting: RichText = {
  paragraphs: [
    {
      runs: [
        { text: 'Hello ' },
        { text: 'world', bold: true, color: '#ff0000' },
        { text: ' and ', italic: true },
        { text: 'friends', underline: true, strike: true, highlight: '#ffff00', fontSize: 96, fontFamily: 'serif' },
      ],
    },
    { align: 'center', runs: [{ text: 'Welcome' }] },
    { runs: [] },
    { align: 'right', runs: [{ text: 'bye', bold: false }] },
  ],
};
const plain = 'Hello world and friends\nWelcome\n\nbye';

/** The props of a text widget holding the greeting. */
const props = (more: Partial<TextProps> = {}): Partial<TextProps> => ({ text: plain, rich: greeting, ...more });

/** The markup inside the widget's box. */
const inside = (html: string) => html.slice(html.indexOf('data-widget="w"'));

describe('rich text in the document', () => {
  it('is taken with every field, and left out by default', () => {
    expect(textWidget.props.parse({ text: plain, rich: greeting }).rich).toEqual(greeting);
    expect(textWidget.defaults().rich).toBeUndefined();
  });

  it.each([
    [{ paragraphs: [{ runs: [{ text: 'a', color: 'red' }] }] }, ['paragraphs', 0, 'runs', 0, 'color']],
    [{ paragraphs: [{ runs: [{ text: 'a', highlight: '#12' }] }] }, ['paragraphs', 0, 'runs', 0, 'highlight']],
    [{ paragraphs: [{ runs: [{ text: 'a', fontSize: 0 }] }] }, ['paragraphs', 0, 'runs', 0, 'fontSize']],
    [{ paragraphs: [{ runs: [{ text: 'a', fontSize: 4001 }] }] }, ['paragraphs', 0, 'runs', 0, 'fontSize']],
    [{ paragraphs: [{ runs: [{ text: 'a', fontFamily: '' }] }] }, ['paragraphs', 0, 'runs', 0, 'fontFamily']],
    [{ paragraphs: [{ runs: [{ text: 'two\nlines' }] }] }, ['paragraphs', 0, 'runs', 0, 'text']],
    [{ paragraphs: [{ runs: [{ text: '' }] }] }, ['paragraphs', 0, 'runs', 0, 'text']],
    [{ paragraphs: [{ runs: [{ text: 'a', bold: 'yes' }] }] }, ['paragraphs', 0, 'runs', 0, 'bold']],
    [{ paragraphs: [{ align: 'justify', runs: [] }] }, ['paragraphs', 0, 'align']],
    [{ paragraphs: 'Hello' }, ['paragraphs']],
  ])('refuses malformed rich text at its field: %j', (rich, path) => {
    const result = textWidget.props.safeParse({ text: 'a', rich });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path)).toContainEqual(['rich', ...path]);
  });

  it('holds as much text as a plain text, and no more', () => {
    const half = RICH_TEXT_MAX / 2;
    const full = { paragraphs: [{ runs: [{ text: 'a'.repeat(half) }] }, { runs: [{ text: 'b'.repeat(half) }] }] };
    expect(richText.safeParse(full).success).toBe(true);
    const over = { paragraphs: [...full.paragraphs, { runs: [{ text: 'c' }] }] };
    const result = textWidget.props.safeParse({ rich: over });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['rich', 'paragraphs']);
  });

  it('has the plain text of its runs, one paragraph a line', () => {
    expect(plainTextOf(greeting)).toBe(plain);
    expect(plainTextOf({ paragraphs: [] })).toBe('');
  });

  it("fills a data source's values into each run, keeping its styles", () => {
    const table = { columns: ['price', 'item'], rows: [['4.20', 'Tea\nwith milk']], fetchedAt: 0 };
    const rich: RichText = {
      paragraphs: [{ runs: [{ text: '{item}: ' }, { text: '{price} €', bold: true }, { text: '{gone}' }] }],
    };
    const filled = fillRichColumns(rich, table, 0);
    expect(filled.paragraphs[0]!.runs).toEqual([
      { text: 'Tea with milk: ' },
      { text: '4.20 €', bold: true },
      { text: '{gone}' },
    ]);
  });

  it('fills a place whose name is split across styles, its value in the style of its opening brace', () => {
    const table = { columns: ['price', 'item'], rows: [['4.20', 'Tea']], fetchedAt: 0 };
    const rich: RichText = {
      paragraphs: [
        // "{pr" bold, "ice}" red; then "{it" plain, "em} now" italic.
        {
          runs: [
            { text: 'Only {pr', bold: true },
            { text: 'ice} € ', color: '#ff0000' },
            { text: '{it' },
            { text: 'em} now', italic: true },
          ],
        },
        // A place wholly inside a run that also holds other words, and a run left empty by a fill.
        { runs: [{ text: 'a {' }, { text: 'item', underline: true }, { text: '}' }] },
      ],
    };
    expect(fillRichColumns(rich, table, 0).paragraphs.map((p) => p.runs)).toEqual([
      [
        { text: 'Only 4.20', bold: true },
        { text: ' € ', color: '#ff0000' },
        { text: 'Tea' },
        { text: ' now', italic: true },
      ],
      [{ text: 'a Tea' }],
    ]);
    // Without values yet, each place is a dash, as in a plain text.
    expect(fillRichColumns(rich, undefined, 0).paragraphs[1]!.runs).toEqual([{ text: 'a –' }]);
  });
});

describe('rich text drawn', () => {
  it('draws each run with its styles, the rest in the widget’s look', () => {
    const html = inside(renderWidget('text', props({ color: '#00ff00', fontSize: 40 })));
    expect(html).toContain('<span>Hello </span>');
    expect(html).toContain('<span style="font-weight:700;color:#ff0000">world</span>');
    expect(html).toContain('<span style="font-style:italic"> and </span>');
    expect(html).toContain(
      '<span style="text-decoration-line:underline line-through;background-color:#ffff00;font-size:96px;font-family:serif">friends</span>',
    );
    expect(html).toContain('<span style="font-weight:400">bye</span>');
    // The widget's own look stays around the runs.
    expect(html).toMatch(/color:#00ff00;[^"]*font-size:40px/);
  });

  it('draws paragraphs as blocks with their alignment, an empty one keeping its line', () => {
    const html = inside(renderWidget('text', props({ align: 'left' })));
    expect(html).toContain('<div style="text-align:center"><span>Welcome</span></div>');
    expect(html).toContain('<div><br/></div>');
    expect(html).toContain('<div style="text-align:right"><span style="font-weight:400">bye</span></div>');
  });

  it('shows the same words as the plain text', () => {
    const richWords = textOf(renderWidget('text', props()));
    const plainWords = textOf(renderWidget('text', { text: plain }));
    expect(richWords).toBe(plainWords);
    expect(richWords).toBe('Hello world and friends Welcome bye');
  });

  it('keeps vertical alignment', () => {
    expect(inside(renderWidget('text', props({ verticalAlign: 'bottom' })))).toContain('justify-content:flex-end');
  });

  it('scrolls sideways on one line: paragraphs one after the other, runs styled', () => {
    const whole = renderWidget('text', props({ scroll: 'left' }));
    const html = inside(whole);
    expect(html).toContain('white-space:nowrap');
    expect(html).not.toContain('<br/>');
    expect(html).not.toContain('text-align:center"');
    expect(html).toContain('<span style="font-weight:700;color:#ff0000">world</span>');
    expect(textOf(whole)).toBe('Hello world and friends Welcome bye');
  });

  it('scrolls up and down wrapped, paragraphs as blocks with their alignment', () => {
    for (const scroll of ['up', 'down'] as const) {
      const html = inside(renderWidget('text', props({ scroll })));
      expect(html).toContain('white-space:pre-wrap');
      expect(html).toContain('<div style="text-align:center"><span>Welcome</span></div>');
      expect(html).toContain('<span style="font-weight:700;color:#ff0000">world</span>');
    }
  });

  it('draws the plain text when there is no rich text', () => {
    const html = inside(renderWidget('text', { text: 'Just words' }));
    expect(html).toContain('>Just words</div>');
    expect(html).not.toContain('<span');
  });
});
