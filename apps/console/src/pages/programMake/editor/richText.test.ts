import type { RichParagraph } from '@apm/render';
import { describe, expect, it } from 'vitest';
import { applyAlign, applyStyle, insertText, lookAt, paragraphsOf, tidy, valueOf, type RichLook } from './richText';

const look: RichLook = {
  fontFamily: 'sans-serif',
  fontSize: 48,
  color: '#ffffff',
  bold: false,
  italic: false,
  align: 'left',
};

const plain = (text: string) => paragraphsOf({ text });

describe('plain or rich', () => {
  it('keeps text typed without styles plain', () => {
    expect(valueOf(plain('Hello\nworld'), look)).toEqual({ text: 'Hello\nworld' });
  });

  it('keeps styles that only repeat the element’s look plain too', () => {
    const paragraphs: RichParagraph[] = [
      { align: 'left', runs: [{ text: 'Hi', bold: false, color: '#FFFFFF', fontSize: 48, underline: false }] },
    ];
    expect(valueOf(paragraphs, look)).toEqual({ text: 'Hi' });
  });

  it('writes rich text and its plain words once something is styled', () => {
    const paragraphs = applyStyle(plain('Hello world'), 6, 11, { bold: true, color: '#ff0000' });
    expect(valueOf(paragraphs, look)).toEqual({
      text: 'Hello world',
      rich: { paragraphs: [{ runs: [{ text: 'Hello ' }, { text: 'world', bold: true, color: '#ff0000' }] }] },
    });
  });

  it('joins neighbouring runs of one style and drops empty ones', () => {
    expect(
      tidy([{ runs: [{ text: 'a', bold: true }, { text: '' }, { text: 'b', bold: true }, { text: 'c' }] }], look),
    ).toEqual([{ runs: [{ text: 'ab', bold: true }, { text: 'c' }] }]);
  });

  it('reads a plain text as unstyled paragraphs', () => {
    expect(paragraphsOf({ text: 'a\n\nb' })).toEqual([
      { runs: [{ text: 'a' }] },
      { runs: [] },
      { runs: [{ text: 'b' }] },
    ]);
  });
});

describe('styling a selection', () => {
  const two = plain('Hello world\nSecond line');

  it('styles the selected characters only, across paragraphs', () => {
    expect(applyStyle(two, 8, 15, { italic: true })).toEqual([
      { runs: [{ text: 'Hello wo' }, { text: 'rld', italic: true }] },
      { runs: [{ text: 'Sec', italic: true }, { text: 'ond line' }] },
    ]);
  });

  it('takes a style away with undefined', () => {
    const bold = applyStyle(two, 0, 5, { bold: true, color: '#00ff00' });
    expect(valueOf(applyStyle(bold, 0, 5, { color: undefined }), look).rich?.paragraphs[0]!.runs).toEqual([
      { text: 'Hello', bold: true },
      { text: ' world' },
    ]);
  });

  it('aligns the paragraphs the selection touches', () => {
    expect(applyAlign(two, 3, 3, 'center').map((p) => p.align)).toEqual(['center', undefined]);
    expect(applyAlign(two, 3, 14, 'right').map((p) => p.align)).toEqual(['right', 'right']);
  });

  it('tells the toolbar what all of the selection has', () => {
    const styled = applyStyle(two, 0, 5, { bold: true, color: '#ff0000' });
    expect(lookAt(styled, 0, 5, look)).toMatchObject({ bold: true, color: '#ff0000', fontSize: 48, align: 'left' });
    expect(lookAt(styled, 0, 8, look)).toMatchObject({ bold: false, color: undefined, fontSize: 48 });
    // At a caret: the run before it, which typing continues.
    expect(lookAt(styled, 5, 5, look)).toMatchObject({ bold: true });
    expect(lookAt(styled, 6, 6, look)).toMatchObject({ bold: false });
    // In an empty line: the element's own look.
    expect(lookAt(plain('a\n'), 2, 2, { ...look, bold: true })).toMatchObject({ bold: true, color: '#ffffff' });
  });
});

describe('pasting text', () => {
  const styled = applyStyle(plain('Hello world'), 6, 11, { bold: true });

  it('puts the text in the style around it, its lines as paragraphs', () => {
    expect(insertText(styled, 8, 8, 'XY\nZ')).toEqual([
      { runs: [{ text: 'Hello ' }, { text: 'wo', bold: true }, { text: 'XY', bold: true }] },
      {
        runs: [
          { text: 'Z', bold: true },
          { text: 'rld', bold: true },
        ],
      },
    ]);
  });

  it('replaces the selection, and takes the styles chosen at the caret', () => {
    const pasted = insertText(styled, 0, 6, 'Hi ', { italic: true });
    expect(valueOf(pasted, look).text).toBe('Hi world');
    expect(valueOf(pasted, look).rich?.paragraphs[0]!.runs[0]).toEqual({ text: 'Hi ', italic: true });
  });

  it('keeps markup-like text as the words it is', () => {
    const pasted = insertText(plain(''), 0, 0, '<b onclick="x()">bold?</b>');
    expect(valueOf(pasted, look)).toEqual({ text: '<b onclick="x()">bold?</b>' });
  });
});
