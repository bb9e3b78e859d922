import { WIDGET_KINDS, type WidgetKindName } from '@apm/contract';
import { modelOf } from '@apm/render/document';
import { describe, expect, it } from 'vitest';
import { catalogueOf, editorKinds, notInherited, officeKinds, parseKinds, pathIdsOf } from './kinds';

const shipped = catalogueOf([]);
const lists = (entries: Record<string, WidgetKindName[]>) => new Map(Object.entries(entries));

describe('catalogueOf', () => {
  it('holds every kind in the renderer’s order, on with the renderer’s size when never saved', () => {
    expect(shipped.map((c) => c.kind)).toEqual([...WIDGET_KINDS]);
    expect(shipped.find((c) => c.kind === 'qrcode')).toEqual({
      kind: 'qrcode',
      enabled: true,
      ...modelOf('qrcode').size,
      updatedAt: null,
    });
  });

  it('takes a saved kind as saved and leaves out a kind the renderer no longer has', () => {
    const c = catalogueOf([
      { kind: 'clock', enabled: false, width: 10, height: 20, updatedAt: 5 },
      { kind: 'hologram', enabled: true, width: 1, height: 1, updatedAt: 5 },
    ]);
    expect(c).toHaveLength(WIDGET_KINDS.length);
    expect(c.find((k) => k.kind === 'clock')).toEqual({
      kind: 'clock',
      enabled: false,
      width: 10,
      height: 20,
      updatedAt: 5,
    });
  });
});

describe('officeKinds', () => {
  it('gives an office without lists anywhere every kind switched on', () => {
    const off = catalogueOf([{ kind: 'video', enabled: false, width: 640, height: 360, updatedAt: 1 }]);
    expect(officeKinds(['p', 'a'], new Map(), off)).toEqual({
      own: null,
      inherited: [...WIDGET_KINDS],
      allowed: WIDGET_KINDS.filter((k) => k !== 'video'),
    });
  });

  it('narrows by every list above and by the office’s own, never widening', () => {
    const l = lists({ p: ['text', 'clock', 'date'], a: ['clock', 'date', 'video'], c: ['date', 'button'] });
    expect(officeKinds(['p', 'a'], l, shipped)).toEqual({
      own: ['clock', 'date', 'video'],
      inherited: ['text', 'clock', 'date'],
      allowed: ['clock', 'date'],
    });
    expect(officeKinds(['p', 'a', 'b'], l, shipped)).toEqual({
      own: null,
      inherited: ['clock', 'date'],
      allowed: ['clock', 'date'],
    });
    expect(officeKinds(['p', 'a', 'b', 'c'], l, shipped).allowed).toEqual(['date']);
  });

  it('offers nothing to an office with an empty list, nor below it', () => {
    const l = lists({ a: [] });
    expect(officeKinds(['p', 'a'], l, shipped).allowed).toEqual([]);
    expect(officeKinds(['p', 'a', 'b'], l, shipped)).toEqual({ own: null, inherited: [], allowed: [] });
  });
});

describe('the rest', () => {
  it('gives the editor the allowed kinds with their sizes, in the renderer’s order', () => {
    const c = catalogueOf([{ kind: 'shape', enabled: true, width: 50, height: 60, updatedAt: 1 }]);
    expect(editorKinds(['shape', 'text'], c)).toEqual([
      { kind: 'text', ...modelOf('text').size },
      { kind: 'shape', width: 50, height: 60 },
    ]);
  });

  it('reads stored lists in the renderer’s order, dropping names it does not know', () => {
    expect(parseKinds('["date","hologram","clock",3]')).toEqual(['clock', 'date']);
    expect(parseKinds('{}')).toEqual([]);
  });

  it('names the kinds not inherited, and the ids of a path', () => {
    expect(notInherited(['clock', 'video'], ['clock'])).toEqual(['video']);
    expect(pathIdsOf('p,a,b,')).toEqual(['p', 'a', 'b']);
  });
});
