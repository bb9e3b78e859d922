import type { MenuAdminNode } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { groupsOf, isChanged, resourcePrefix, toRows, withVisibility } from './menuRows';

const node = (over: Partial<MenuAdminNode> = {}): MenuAdminNode => ({
  id: 'sysManage.sysLog',
  parentId: 'sysManage',
  name: 'sysLog',
  type: 'page',
  path: 'sys/log',
  link: null,
  icon: null,
  permission: 'sys:log:view',
  sort: 110,
  invisible: false,
  built: true,
  custom: false,
  defaults: { name: 'sysLog', icon: null, sort: 110, invisible: false },
  children: [],
  ...over,
});

describe('menu rows', () => {
  it('tells a changed catalogue entry from an untouched or custom one', () => {
    expect(isChanged(node())).toBe(false);
    expect(isChanged(node({ sort: 5 }))).toBe(true);
    expect(isChanged(node({ invisible: true }))).toBe(true);
    expect(isChanged(node({ custom: true, defaults: null, name: 'Wiki' }))).toBe(false);
  });

  it('drops empty children for the tree table and finds the groups', () => {
    const group = node({ id: 'sysManage', type: 'group', path: null, children: [node()] });
    expect(toRows([group])[0]!.children![0]).not.toHaveProperty('children');
    expect(groupsOf([group, node({ id: 'home' })]).map((g) => g.id)).toEqual(['sysManage']);
  });

  it('keeps a custom entry’s fixed values when only its visibility changes', () => {
    const link = node({
      id: 'x',
      custom: true,
      type: 'link',
      link: 'https://w.example',
      permission: '*',
      parentId: null,
    });
    expect(withVisibility(link, false)).toEqual({
      id: 'x',
      name: 'sysLog',
      icon: '',
      sort: 110,
      invisible: true,
      permission: '*',
      link: 'https://w.example',
      parentId: '',
    });
    expect(withVisibility(node(), true)).not.toHaveProperty('permission');
    expect(resourcePrefix('sys:user:view')).toBe('sys:user:');
  });
});
