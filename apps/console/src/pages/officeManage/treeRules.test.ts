import type { OfficeNode } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { ancestorsOf, isFixed, listsToRefresh, moveBlock } from './treeRules';

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
