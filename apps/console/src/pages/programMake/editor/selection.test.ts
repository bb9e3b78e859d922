import { createWidget, type Widget } from '@apm/render';
import { describe, expect, it } from 'vitest';
import {
  allOf,
  bandSelect,
  boundsOf,
  boxesOf,
  clickSelect,
  keepExisting,
  moveGroup,
  movable,
  rectBetween,
  scaleGroup,
  selectableOnCanvas,
  touchedBy,
} from './selection';

const at = (id: string, x: number, y: number, width = 100, height = 50, flags: Partial<Widget> = {}): Widget =>
  ({ ...createWidget('text', { id, x, y, width, height }), ...flags }) as Widget;

describe('choosing widgets', () => {
  it('a click chooses one alone; with Shift or Ctrl it adds one, or takes a chosen one away', () => {
    expect(clickSelect(['a', 'b'], 'c', false)).toEqual(['c']);
    expect(clickSelect(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(clickSelect(['a', 'b'], 'a', true)).toEqual(['b']);
  });

  it('the canvas offers neither locked nor hidden widgets; neither moves', () => {
    const ws = [at('a', 0, 0), at('l', 0, 0, 10, 10, { locked: true }), at('h', 0, 0, 10, 10, { hidden: true })];
    expect(allOf(ws)).toEqual(['a']);
    expect(ws.filter(selectableOnCanvas).map((w) => w.id)).toEqual(['a']);
    expect(ws.filter(movable).map((w) => w.id)).toEqual(['a']);
  });

  it('the rubber band chooses the widgets it touches, in any direction, added to the choice with Shift', () => {
    const ws = [at('a', 0, 0), at('b', 200, 0), at('c', 400, 400), at('l', 210, 10, 10, 10, { locked: true })];
    const band = rectBetween({ x: 250, y: 60 }, { x: 50, y: 20 });
    expect(band).toEqual({ x: 50, y: 20, width: 200, height: 40 });
    expect(touchedBy(ws, band)).toEqual(['a', 'b']);
    // Touching an edge counts.
    expect(touchedBy(ws, rectBetween({ x: 100, y: 50 }, { x: 120, y: 60 }))).toEqual(['a']);
    expect(bandSelect(['c', 'a'], ['a', 'b'], true)).toEqual(['c', 'a', 'b']);
    expect(bandSelect(['c'], ['a', 'b'], false)).toEqual(['a', 'b']);
  });

  it('keeps only widgets still there, the same selection when all are', () => {
    const sel = ['a', 'b'];
    expect(keepExisting(sel, [{ id: 'a' }, { id: 'b' }])).toBe(sel);
    expect(keepExisting(sel, [{ id: 'b' }])).toEqual(['b']);
  });
});

describe('moving and scaling a group', () => {
  const ws = [at('a', 100, 100, 100, 100), at('b', 300, 200, 100, 100)];

  it('has a frame around all its boxes', () => {
    expect(boundsOf(ws)).toEqual({ x: 100, y: 100, width: 300, height: 200 });
    expect(boundsOf([])).toBeUndefined();
  });

  it('moves every box by the same whole pixels', () => {
    expect(moveGroup(boxesOf(ws), 10.4, -5)).toEqual({
      a: { x: 110, y: 95, width: 100, height: 100 },
      b: { x: 310, y: 195, width: 100, height: 100 },
    });
  });

  it('scales every box with the frame, keeping places and sizes in proportion', () => {
    const from = boundsOf(ws)!;
    const to = { x: 100, y: 100, width: 600, height: 100 };
    expect(scaleGroup(boxesOf(ws), from, to)).toEqual({
      a: { x: 100, y: 100, width: 200, height: 50 },
      b: { x: 500, y: 150, width: 200, height: 50 },
    });
    // A group of one becomes the frame itself.
    const one = boxesOf([ws[0]!]);
    expect(scaleGroup(one, ws[0]!, { x: 7, y: 8, width: 9, height: 10 })).toEqual({
      a: { x: 7, y: 8, width: 9, height: 10 },
    });
    // No side shorter than the least a resize leaves.
    expect(scaleGroup(boxesOf(ws), from, { x: 0, y: 0, width: 3, height: 3 }).a!.width).toBe(4);
  });
});
