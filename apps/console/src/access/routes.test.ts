import type { OperationEntry, RouteEntry } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { canOpen, findRoute, mayOpenRoute, visibleMenu } from './routes';

const entry = (
  id: string,
  path: string | null,
  authority: string,
  children: RouteEntry[] = [],
  invisible = false,
): RouteEntry => ({ id, name: id.split('.').pop()!, path, icon: null, authority, invisible, children });

const tree: RouteEntry[] = [
  entry('home', 'home', '*'),
  entry('sysManage', null, '*', [
    entry('sysManage.userManage', 'sys/user', 'sys:user:view', [
      entry('sysManage.userManage.edit', null, 'sys:user:edit', [], true),
    ]),
    entry('sysManage.menuManage', 'sysManage/menuManage', 'sys:menu:view'),
    entry('sysManage.publishSet', 'publishSet', 'sys:publishSet:view', [], true),
  ]),
  entry('contentCheck', null, 'check:*', [
    entry('contentCheck.planCheck', 'playPlan/checklist', 'check:playPlan:view'),
  ]),
  entry('personalCenter', 'personalCenter', '*', [], true),
];

const permissions: OperationEntry[] = [
  { id: 'sys:user', operation: ['view', 'edit'] },
  { id: 'sys:publishSet', operation: ['view'] },
  { id: 'check:playPlan', operation: ['view'] },
];

describe('findRoute', () => {
  it('finds an entry by path with or without slashes, with its parents', () => {
    const found = findRoute(tree, '/sys/user');
    expect(found?.entry.id).toBe('sysManage.userManage');
    expect(found?.parents.map((p) => p.id)).toEqual(['sysManage']);
    expect(found?.authority).toBe('sys:user:view');
    expect(found?.pAuthorities).toEqual(['*']);
    expect(findRoute(tree, 'home')?.pAuthorities).toEqual([]);
    expect(findRoute(tree, 'sys/user/')?.entry.id).toBe('sysManage.userManage');
  });

  it('answers undefined for a path no entry serves', () => {
    expect(findRoute(tree, '/nowhere')).toBeUndefined();
    expect(findRoute(tree, '/sys')).toBeUndefined();
    expect(findRoute([], '/home')).toBeUndefined();
  });
});

describe('canOpen', () => {
  it('opens a page whose authority the user holds', () => {
    expect(canOpen(tree, '/home', [], [])).toBe(true);
    expect(canOpen(tree, '/sys/user', permissions, [])).toBe(true);
  });

  it('refuses a page whose authority the user lacks', () => {
    expect(canOpen(tree, '/sysManage/menuManage', permissions, [])).toBe(false);
  });

  it('refuses a page whose parent refuses, even when the page itself is allowed', () => {
    expect(canOpen(tree, '/playPlan/checklist', permissions, [])).toBe(false);
    expect(canOpen(tree, '/playPlan/checklist', [...permissions, { id: 'check:*', operation: [] }], [])).toBe(true);
  });

  it('refuses a page the tree does not have (the server left it out)', () => {
    expect(canOpen(tree, '/paymentCenter', permissions, [])).toBe(false);
  });

  it('opens invisible pages the user may open: hidden from the menu is not forbidden', () => {
    expect(canOpen(tree, '/personalCenter', [], [])).toBe(true);
    expect(canOpen(tree, '/publishSet', permissions, [])).toBe(true);
  });
});

describe('visibleMenu', () => {
  const ids = (entries: RouteEntry[]): unknown[] =>
    entries.map((e) => (e.children.length ? { [e.id]: ids(e.children) } : e.id));

  it('shows what the user may open, hides invisible entries and buttons', () => {
    expect(ids(visibleMenu(tree, permissions, []))).toEqual(['home', { sysManage: ['sysManage.userManage'] }]);
  });

  it('drops a group whose pages are all hidden', () => {
    expect(ids(visibleMenu(tree, [], []))).toEqual(['home']);
  });

  it('lets a role grant pages', () => {
    const roles: OperationEntry[] = [{ id: 'admin', operation: ['sys:menu:view', 'check:*'] }];
    expect(ids(visibleMenu(tree, [], roles))).toEqual(['home', { sysManage: ['sysManage.menuManage'] }]);
    const reviewer: OperationEntry[] = [{ id: 'reviewer', operation: ['check:*', 'check:playPlan:view'] }];
    expect(ids(visibleMenu(tree, [], reviewer))).toEqual(['home', { contentCheck: ['contentCheck.planCheck'] }]);
  });

  it('keeps link entries (no path, an address) the user may see', () => {
    const wiki = { ...entry('sysManage.wiki', null, '*'), link: 'https://wiki.example.com' };
    const board = { ...entry('board', null, 'link:board:view'), link: 'https://board.example.com' };
    const withLinks = [...tree.slice(0, 1), { ...tree[1]!, children: [...tree[1]!.children, wiki] }, board];
    expect(ids(visibleMenu(withLinks, [], []))).toEqual(['home', { sysManage: ['sysManage.wiki'] }]);
    expect(ids(visibleMenu(withLinks, [{ id: 'link:board', operation: ['view'] }], []))).toEqual([
      'home',
      { sysManage: ['sysManage.wiki'] },
      'board',
    ]);
  });

  it('does not change the tree it is given', () => {
    const before = JSON.stringify(tree);
    visibleMenu(tree, permissions, []);
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('mayOpenRoute', () => {
  const roles: OperationEntry[] = [{ id: 'manager', operation: [] }];

  it('opens a route without meta', () => {
    expect(mayOpenRoute({}, tree, [], [])).toBe(true);
  });

  it("checks the route's /routes entry with its parents", () => {
    expect(mayOpenRoute({ menuPath: 'sys/user' }, tree, permissions, [])).toBe(true);
    expect(mayOpenRoute({ menuPath: 'sysManage/menuManage' }, tree, permissions, [])).toBe(false);
    expect(mayOpenRoute({ menuPath: 'playPlan/checklist' }, tree, permissions, [])).toBe(false);
  });

  it("checks the route's own authority and its parents' (spec 2: the demo needs permission form and role manager)", () => {
    const demo = { authority: { permission: 'form', role: 'manager' }, pAuthorities: ['*'] };
    expect(mayOpenRoute(demo, tree, [{ id: 'form', operation: [] }], [])).toBe(true);
    expect(mayOpenRoute(demo, tree, [], roles)).toBe(true);
    expect(mayOpenRoute(demo, tree, [], [])).toBe(false);
    expect(mayOpenRoute({ ...demo, pAuthorities: ['sys:menu:view'] }, tree, [], roles)).toBe(false);
  });

  it('opens the demo route of /routes only with its permission and one of its roles (spec 6)', () => {
    const demo: RouteEntry = { ...entry('authDemo', 'auth/demo', 'auth:demo:form'), roles: ['manager'] };
    const withDemo = [...tree, demo];
    const form: OperationEntry[] = [{ id: 'auth:demo', operation: ['form', 'edit'] }];
    expect(mayOpenRoute({ menuPath: 'auth/demo' }, withDemo, form, roles)).toBe(true);
    expect(mayOpenRoute({ menuPath: 'auth/demo' }, withDemo, form, [{ id: 'admin', operation: [] }])).toBe(false);
    expect(mayOpenRoute({ menuPath: 'auth/demo' }, withDemo, [], roles)).toBe(false);
    expect(visibleMenu(withDemo, form, roles).map((e) => e.id)).toContain('authDemo');
    expect(visibleMenu(withDemo, form, []).map((e) => e.id)).not.toContain('authDemo');
    // A role required by a group holds for the pages under it.
    const group: RouteEntry = { ...entry('g', null, '*', [entry('g.p', 'g/p', '*')]), roles: ['manager'] };
    expect(canOpen([group], 'g/p', [], roles)).toBe(true);
    expect(canOpen([group], 'g/p', [], [])).toBe(false);
  });

  it('needs both the entry and the own authority', () => {
    expect(mayOpenRoute({ menuPath: 'home', authority: 'sys:user:view' }, tree, [], [])).toBe(false);
    expect(mayOpenRoute({ menuPath: 'home', authority: 'sys:user:view' }, tree, permissions, [])).toBe(true);
  });
});
