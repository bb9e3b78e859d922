import type { RouteEntry } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { firstLeafUrl, mixTarget, topLevelOf } from './mixMenu';

const e = (id: string, path: string | null, children: RouteEntry[] = []): RouteEntry => ({
  id,
  name: id,
  path,
  icon: null,
  authority: '*',
  invisible: false,
  children,
});

const menu: RouteEntry[] = [
  e('home', 'home'),
  e('contentManage', null, [
    e('contentManage.sub', null, [e('contentManage.sub.deep', 'program/make')]),
    e('contentManage.playPlan', 'playPlan/list'),
  ]),
  e('exception', null, [e('exception.exception403', 'exception/403'), e('exception.exception404', 'exception/404')]),
  e('empty', null),
];

describe('firstLeafUrl', () => {
  it('is the page itself for a page', () => {
    expect(firstLeafUrl(menu[0]!)).toBe('/home');
  });

  it("is a group's first page, depth first", () => {
    expect(firstLeafUrl(menu[1]!)).toBe('/program/make');
    expect(firstLeafUrl(menu[2]!)).toBe('/exception/403');
  });

  it('is undefined for a group without pages', () => {
    expect(firstLeafUrl(menu[3]!)).toBeUndefined();
  });
});

describe('topLevelOf', () => {
  it('finds the top-level entry holding a page, at any depth', () => {
    expect(topLevelOf(menu, '/program/make')?.id).toBe('contentManage');
    expect(topLevelOf(menu, '/exception/404')?.id).toBe('exception');
    expect(topLevelOf(menu, '/home')?.id).toBe('home');
    expect(topLevelOf(menu, '/nowhere')).toBeUndefined();
  });
});

describe('mixTarget', () => {
  it('leads from a top-level group to its first page and from a page to itself', () => {
    expect(mixTarget(menu, 'exception')).toBe('/exception/403');
    expect(mixTarget(menu, 'contentManage')).toBe('/program/make');
    expect(mixTarget(menu, '/home')).toBe('/home');
    expect(mixTarget(menu, 'unknown')).toBeUndefined();
  });
});
