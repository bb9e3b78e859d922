import { ALL_PERMISSIONS, BUILT_IN_ROLES, MENU_CATALOGUE, grantCovers } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import type { MenuRow } from './repo.js';
import { routeTree, toOperationEntries } from './service.js';

describe('menu catalogue', () => {
  it('has unique ids and paths, parents before children, and every permission in module:resource:action form', () => {
    const ids = MENU_CATALOGUE.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = MENU_CATALOGUE.flatMap((m) => (m.path ? [m.path] : []));
    expect(new Set(paths).size).toBe(paths.length);
    MENU_CATALOGUE.forEach((m, i) => {
      if (m.parentId) expect(ids.indexOf(m.parentId)).toBeLessThan(i);
    });
    for (const p of ALL_PERMISSIONS) expect(p).toMatch(/^[a-z]+:[A-Za-z]+:[A-Za-z]+$/);
  });

  it('holds every page of the spec menu', () => {
    const names = new Set(MENU_CATALOGUE.map((m) => m.name));
    for (const n of [
      'materialManage',
      'progMake',
      'playPlan',
      'planCheck',
      'terminalMonitor',
      'userManage',
      'officeManage',
      'menuManage',
      'roleManage',
      'sysLog',
      'messageNotification',
      'paymentCenter',
    ]) {
      expect(names.has(n), n).toBe(true);
    }
  });

  it('gives each built-in role at least one page', () => {
    for (const role of BUILT_IN_ROLES)
      expect(
        ALL_PERMISSIONS.some((p) => grantCovers(role.grants, p)),
        role.code,
      ).toBe(true);
  });
});

describe('grantCovers', () => {
  it('matches the wildcard, exact strings and prefixes ending in a colon only', () => {
    expect(grantCovers(['*'], 'sys:user:view')).toBe(true);
    expect(grantCovers(['sys:user:view'], 'sys:user:view')).toBe(true);
    expect(grantCovers(['sys:'], 'sys:user:view')).toBe(true);
    expect(grantCovers(['sys'], 'sys:user:view')).toBe(false);
    expect(grantCovers(['content:'], 'sys:user:view')).toBe(false);
  });
});

describe('toOperationEntries', () => {
  it('groups permission strings by resource', () => {
    expect(toOperationEntries(['sys:user:view', 'sys:user:edit', 'sys:log:view'])).toEqual([
      { id: 'sys:log', operation: ['view'] },
      { id: 'sys:user', operation: ['edit', 'view'] },
    ]);
  });
});

describe('routeTree', () => {
  const m = (id: string, parentId: string | null, permission: string, path: string | null): MenuRow => ({
    id,
    parentId,
    name: id,
    type: path ? 'page' : 'group',
    path,
    icon: null,
    permission,
    sort: 0,
    invisible: false,
    built: true,
  });
  const menus = [
    m('home', null, '*', 'home'),
    m('sys', null, '*', null),
    m('sys.user', 'sys', 'sys:user:view', 'sys/user'),
  ];

  it('gives link entries their address and keeps them without a path', () => {
    const link: MenuRow = { ...m('sys.wiki', 'sys', '*', null), type: 'link', link: 'https://wiki.example.com' };
    const tree = routeTree([...menus, link], new Set(), new Set());
    expect(tree.map((r) => r.id)).toEqual(['home', 'sys']);
    expect(tree[1]!.children).toEqual([
      expect.objectContaining({ id: 'sys.wiki', path: null, link: 'https://wiki.example.com' }),
    ]);
    expect(tree[0]).not.toHaveProperty('link');
  });

  it('keeps the pages held and drops groups left empty', () => {
    expect(routeTree(menus, new Set(), new Set()).map((r) => r.id)).toEqual(['home']);
    const tree = routeTree(menus, new Set(['sys:user:view']), new Set());
    expect(tree.map((r) => r.id)).toEqual(['home', 'sys']);
    expect(tree[1]!.children.map((r) => r.path)).toEqual(['sys/user']);
  });

  it('gives an entry that requires a role only to holders of its permission who have the role', () => {
    // The catalogue's demo page requires the permission auth:demo:form and the role manager (spec 6).
    const demo = m('authDemo', null, 'auth:demo:form', 'auth/demo');
    const held = new Set(['auth:demo:form']);
    const ids = (roles: string[], permissions = held) =>
      routeTree([...menus, demo], permissions, new Set(roles)).map((r) => r.id);
    expect(ids(['admin'])).toEqual(['home']);
    expect(ids(['manager'], new Set())).toEqual(['home']);
    expect(ids(['operator', 'manager'])).toEqual(['home', 'authDemo']);
    const entry = routeTree([demo], held, new Set(['manager']))[0];
    expect(entry).toMatchObject({ path: 'auth/demo', authority: 'auth:demo:form', roles: ['manager'] });
  });
});
