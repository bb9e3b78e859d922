import type { OfficeNode } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  buildTree,
  findOffice,
  isFixed,
  listsToRefresh,
  mapTree,
  moveBlock,
  type TreeItem,
} from './officeTree';

const office = (id: string, parentId: string | null, hasChildren: boolean, type: OfficeNode['type'] = 'office') => ({
  id,
  parentId,
  name: id,
  type,
  sort: 0,
  remarks: '',
  hasChildren,
  createdAt: 1,
  updatedAt: 1,
});

const platform = office('platform', null, true, 'platform');
const north = office('north', 'platform', true);
const south = office('south', 'platform', false);
const depot = office('depot', 'north', false);

/** The tree as nested ids, `id*` for a leaf and `id…` for a node not loaded yet. */
const shape = (items: TreeItem[]): unknown[] =>
  mapTree<unknown>(items, (item, children) =>
    children ? { [item.office.id]: children } : `${item.office.id}${item.isLeaf ? '*' : '…'}`,
  );

describe('buildTree', () => {
  it('shows what is loaded and leaves the rest to load on opening', () => {
    expect(shape(buildTree([platform], {}))).toEqual(['platform…']);
    expect(shape(buildTree([platform], { platform: [north, south] }))).toEqual([{ platform: ['north…', 'south*'] }]);
    expect(shape(buildTree([platform], { platform: [north, south], north: [depot] }))).toEqual([
      { platform: [{ north: ['depot*'] }, 'south*'] },
    ]);
  });

  it('believes loaded children over the hasChildren of a parent list that may be out of date', () => {
    // South got a child after the platform's list was loaded; north lost its only one.
    const newChild = office('quay', 'south', false);
    expect(shape(buildTree([platform], { platform: [north, south], south: [newChild], north: [] }))).toEqual([
      { platform: ['north*', { south: ['quay*'] }] },
    ]);
  });

  it('keeps closed nodes shut, with their loaded subtree out of reach', () => {
    const tree = buildTree([platform], { platform: [north, south], north: [depot] }, (o) => o.id === 'north');
    expect(shape(tree)).toEqual([{ platform: ['north*', 'south*'] }]);
  });

  it('shows an office once even while two lists hold it during a move', () => {
    const moved = { ...depot, parentId: 'south' };
    expect(shape(buildTree([platform], { platform: [north, south], north: [depot], south: [moved] }))).toEqual([
      { platform: [{ north: ['depot*'] }, 'south*'] },
    ]);
  });
});

describe('findOffice', () => {
  it('finds roots and loaded children, nothing else', () => {
    const loaded = { platform: [north, south], north: [depot] };
    expect(findOffice([platform], loaded, 'platform')).toBe(platform);
    expect(findOffice([platform], loaded, 'depot')).toBe(depot);
    expect(findOffice([platform], loaded, 'elsewhere')).toBeUndefined();
  });
});

describe('moveBlock', () => {
  it('refuses the office itself and the office it is already in', () => {
    expect(moveBlock(north, north)).toBe('self');
    expect(moveBlock(platform, north)).toBe('current');
    expect(moveBlock(south, north)).toBeUndefined();
  });
});

describe('isFixed', () => {
  it('keeps the root of the range and the platform in place', () => {
    expect(isFixed(platform, [])).toBe(true);
    expect(isFixed(north, ['north'])).toBe(true);
    expect(isFixed(depot, ['north'])).toBe(false);
  });
});

describe('ancestorsOf', () => {
  it('names the way from the root of the range down to an office, as far as the tree is loaded', () => {
    const loaded = { platform: [north, south], north: [depot] };
    expect(ancestorsOf([platform], loaded, depot)?.map((o) => o.id)).toEqual(['platform', 'north']);
    expect(ancestorsOf([platform], loaded, platform)).toEqual([]);
    // A branch administrator's root has a parent outside the range: the path stops at the root.
    expect(ancestorsOf([north], { north: [depot] }, depot)?.map((o) => o.id)).toEqual(['north']);
    expect(ancestorsOf([platform], {}, depot)).toBeUndefined();
  });
});

describe('listsToRefresh', () => {
  it('asks again for each parent’s children and for the list the parent is in', () => {
    const loaded = { platform: [north, south], north: [depot] };
    // The depot moved from north to south: both lists, and the platform's (north lost its only child).
    expect(listsToRefresh([platform], loaded, ['north', 'south'], 'ROOT')).toEqual(['north', 'platform', 'south']);
    // An office added under the root of the range: the root's children and the list holding the root.
    expect(listsToRefresh([platform], loaded, ['platform'], 'ROOT')).toEqual(['platform', 'ROOT']);
    expect(listsToRefresh([platform], loaded, [null, undefined], 'ROOT')).toEqual([]);
  });
});
