import { describe, expect, it } from 'vitest';
import { renderWidget } from '../testing.js';
import { shapeWidget } from './model.js';

/** The markup inside the widget's box. */
const inside = (html: string) => html.slice(html.indexOf('data-widget="w"'));

describe('the shape model', () => {
  it('fills in every default', () => {
    expect(shapeWidget.defaults()).toEqual({
      shape: 'rectangle',
      fillColor: '#ffffff',
      strokeColor: '#000000',
      strokeWidth: 0,
      cornerRadius: 0,
    });
  });

  it.each([
    ['an unknown shape', { shape: 'triangle' }],
    ['a negative stroke', { strokeWidth: -1 }],
    ['a stroke too thick', { strokeWidth: 1001 }],
    ['a negative radius', { cornerRadius: -4 }],
    ['a colour by name', { fillColor: 'white' }],
  ])('refuses %s', (_, p) => {
    expect(shapeWidget.props.safeParse(p).success).toBe(false);
  });
});

describe('ShapeView', () => {
  it('fills a rectangle with rounded corners and its stroke inside the box', () => {
    const html = inside(
      renderWidget('shape', { fillColor: '#1677ff', strokeColor: '#ff0000', strokeWidth: 4, cornerRadius: 12 }),
    );
    expect(html).toContain('box-sizing:border-box;background:#1677ff;border:4px solid #ff0000;border-radius:12px');
  });

  it('draws no stroke of width 0', () => {
    expect(inside(renderWidget('shape', {}))).toContain('border:none');
  });

  it('fills an ellipse', () => {
    expect(inside(renderWidget('shape', { shape: 'ellipse', fillColor: '#00ff00' }))).toContain(
      'background:#00ff00;border:none;border-radius:50%',
    );
  });

  it('draws a line through the middle along the longer side', () => {
    const line = { shape: 'line', strokeColor: '#ffd500', strokeWidth: 8 } as const;
    expect(inside(renderWidget('shape', line, 0, { width: 400, height: 40 }))).toContain(
      'position:absolute;left:0;right:0;top:16px;height:8px;background:#ffd500',
    );
    expect(inside(renderWidget('shape', line, 0, { width: 40, height: 400 }))).toContain(
      'position:absolute;top:0;bottom:0;left:16px;width:8px;background:#ffd500',
    );
  });
});
