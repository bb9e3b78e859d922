import type { OfficeNode } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { buildTree, findOffice, mapTree, type TreeItem } from './loadedTree';

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
