import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../routeHandle';
import { accessMeta, pageTab } from './pageTab';

const at = (pathname: string, search = '') => ({ pathname, search });
const layout: RouteHandle = {};

describe('pageTab', () => {
  it('names a page of the main layout by its route, with its address', () => {
    const handles: RouteHandle[] = [
      { title: 'login.pageTitle' },
      layout,
      { title: 'menu.sysLog', menuPath: 'sys/log' },
    ];
    expect(pageTab(handles, at('/sys/log', '?pageNo=2'))).toEqual({
      key: '/sys/log',
      url: '/sys/log?pageNo=2',
      title: 'menu.sysLog',
      closable: true,
    });
  });

  it("takes the route meta's tab title and closable flag", () => {
    const handles: RouteHandle[] = [
      { title: 'menu.home', menuPath: 'home', page: { title: 'tabs.start', closable: false } },
    ];
    expect(pageTab(handles, at('/home'))).toMatchObject({ title: 'tabs.start', closable: false });
  });

  it('has no tab for a location outside the main layout', () => {
    expect(pageTab([{ title: 'login.pageTitle' }], at('/login'))).toBeUndefined();
    expect(pageTab([], at('/nowhere'))).toBeUndefined();
  });

  it('has no tab for a full-screen page, though a /routes entry guards it', () => {
    const handles: RouteHandle[] = [
      { title: 'login.pageTitle' },
      {},
      { title: 'menu.progMake', menuPath: 'program/make', fullScreen: true },
    ];
    expect(pageTab(handles, at('/programEditor'))).toBeUndefined();
    // The guard still checks it by that entry.
    expect(accessMeta(handles).menuPath).toBe('program/make');
  });
});

describe('accessMeta', () => {
  it("gathers the route's /routes entry, its own authority and those of the routes above", () => {
    const handles: RouteHandle[] = [
      { authority: 'a:b:c' },
      { pAuthorities: ['p:q:r'] },
      { menuPath: 'sys/log', authority: 'sys:log:view', pAuthorities: ['x:y:z'] },
    ];
    expect(accessMeta(handles)).toEqual({
      menuPath: 'sys/log',
      authority: 'sys:log:view',
      pAuthorities: ['a:b:c', 'p:q:r', 'x:y:z'],
    });
  });
});
