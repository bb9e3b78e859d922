import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, readView, saveView } from './viewSettings';

/** A store of one browser, as local storage holds strings. */
function memory(initial?: string) {
  const held = new Map<string, string>(initial === undefined ? [] : [['apm.program.editorView', initial]]);
  return {
    getItem: (k: string) => held.get(k) ?? null,
    setItem: (k: string, v: string) => void held.set(k, v),
  };
}

describe('the canvas view settings', () => {
  it('start at fit, no grid (20 pixels when turned on), snapping on', () => {
    expect(readView(memory())).toEqual({ zoom: 'fit', grid: false, gridSize: 20, snap: true });
  });

  it('are read back as saved', () => {
    const store = memory();
    saveView({ zoom: 1.5, grid: true, gridSize: 50, snap: false }, store);
    expect(readView(store)).toEqual({ zoom: 1.5, grid: true, gridSize: 50, snap: false });
  });

  it('take the default for each field that is missing or not valid', () => {
    expect(readView(memory('{"zoom": 99, "grid": "yes", "gridSize": 13, "snap": false}'))).toEqual({
      zoom: 4,
      grid: false,
      gridSize: 20,
      snap: false,
    });
    expect(readView(memory('{"zoom": "huge"}'))).toEqual(DEFAULT_VIEW);
    expect(readView(memory('not json'))).toEqual(DEFAULT_VIEW);
    expect(readView(memory('[1]'))).toMatchObject({ zoom: 'fit' });
  });

  it('go on without storage, or with a store that refuses to write', () => {
    expect(readView(undefined)).toEqual(DEFAULT_VIEW);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveView(DEFAULT_VIEW, full)).not.toThrow();
  });
});
