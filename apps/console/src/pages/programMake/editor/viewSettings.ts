import { useCallback, useState } from 'react';
import { clampZoom, type Zoom } from './zoom';

/**
 * How an operator likes the editor's canvas shown: the zoom, the grid and snapping. They belong
 * to the browser, not to the program (local storage: kept across programs, sign-ins and reloads);
 * nothing of them is in the document or its undo steps.
 */
export interface ViewSettings {
  zoom: Zoom;
  grid: boolean;
  gridSize: GridSize;
  snap: boolean;
}

export const GRID_SIZES = [10, 20, 50] as const;
export type GridSize = (typeof GRID_SIZES)[number];

export const DEFAULT_VIEW: ViewSettings = { zoom: 'fit', grid: false, gridSize: 20, snap: true };

const KEY = 'apm.program.editorView';

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const browserStore = (): Store | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The settings stored, each field that is missing or not valid (an older console's, a hand edit) at its default. */
export function readView(store = browserStore()): ViewSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(store?.getItem(KEY) ?? 'null');
  } catch {
    return DEFAULT_VIEW;
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_VIEW;
  const r = raw as Record<string, unknown>;
  const zoom = r.zoom === 'fit' || (typeof r.zoom === 'number' && Number.isFinite(r.zoom)) ? clampZoom(r.zoom) : 'fit';
  return {
    zoom,
    grid: typeof r.grid === 'boolean' ? r.grid : DEFAULT_VIEW.grid,
    gridSize: GRID_SIZES.find((s) => s === r.gridSize) ?? DEFAULT_VIEW.gridSize,
    snap: typeof r.snap === 'boolean' ? r.snap : DEFAULT_VIEW.snap,
  };
}

export function saveView(view: ViewSettings, store = browserStore()): void {
  try {
    store?.setItem(KEY, JSON.stringify(view));
  } catch {
    // Storage full or disabled: the settings last for this page only.
  }
}

/** The settings, read once, and a change of some of them, stored at once. */
export function useViewSettings(): [ViewSettings, (change: Partial<ViewSettings>) => void] {
  const [view, setView] = useState(readView);
  const change = useCallback((c: Partial<ViewSettings>) => {
    setView((v) => {
      const next = { ...v, ...c, ...(c.zoom === undefined ? {} : { zoom: clampZoom(c.zoom) }) };
      saveView(next);
      return next;
    });
  }, []);
  return [view, change];
}
