import { describe, expect, it } from 'vitest';
import {
  closable,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  type PageTab,
  type TabsState,
} from './tabList';

const tab = (key: string, closable = true): PageTab => ({ key, url: key, title: `menu.${key.slice(1)}`, closable });
const keys = (s: TabsState) => s.tabs.map((t) => t.key);
const state = (active: string, ...tabs: PageTab[]): TabsState => ({ tabs, active });
const abcd = (active: string) => state(active, tab('/a'), tab('/b'), tab('/c'), tab('/d'));

describe('openTab', () => {
  it('adds a new page at the end and keeps a known one where it is', () => {
    const tabs = openTab([tab('/a'), tab('/b')], tab('/c'));
    expect(tabs.map((t) => t.key)).toEqual(['/a', '/b', '/c']);
    expect(openTab(tabs, tab('/a')).map((t) => t.key)).toEqual(['/a', '/b', '/c']);
  });

  it('updates the address of a known page in place', () => {
    const tabs = openTab([tab('/a'), tab('/b')], { ...tab('/a'), url: '/a?page=2' });
    expect(tabs[0]).toEqual({ ...tab('/a'), url: '/a?page=2' });
    expect(tabs).toHaveLength(2);
  });
});

describe('closeTab', () => {
  it('refuses to close the last tab', () => {
    expect(closeTab(state('/a', tab('/a')), '/a')).toEqual({ ok: false, reason: 'lastTab' });
  });

  it('closes a tab in the background and keeps the active one', () => {
    const r = closeTab(abcd('/a'), '/c');
    expect(r.ok && keys(r.state)).toEqual(['/a', '/b', '/d']);
    expect(r.ok && r.state.active).toBe('/a');
  });

  it('shows the right neighbour after closing the active tab, or the left one at the end', () => {
    const middle = closeTab(abcd('/b'), '/b');
    expect(middle.ok && middle.state.active).toBe('/c');
    const last = closeTab(abcd('/d'), '/d');
    expect(last.ok && last.state.active).toBe('/c');
  });

  it('leaves a tab that is not closable', () => {
    const s = state('/a', tab('/a', false), tab('/b'));
    expect(closeTab(s, '/a')).toEqual({ ok: true, state: s });
  });
});

describe('close left, right, others', () => {
  it('closes the tabs left of the target', () => {
    expect(keys(closeLeft(abcd('/d'), '/c'))).toEqual(['/c', '/d']);
  });

  it('closes the tabs right of the target', () => {
    expect(keys(closeRight(abcd('/a'), '/b'))).toEqual(['/a', '/b']);
  });

  it('closes every other tab', () => {
    expect(keys(closeOthers(abcd('/a'), '/c'))).toEqual(['/c']);
  });

  it('moves to the target when the active tab is among those closed', () => {
    expect(closeLeft(abcd('/a'), '/c').active).toBe('/c');
    expect(closeRight(abcd('/d'), '/b').active).toBe('/b');
    expect(closeOthers(abcd('/b'), '/d').active).toBe('/d');
    expect(closeLeft(abcd('/d'), '/c').active).toBe('/d');
  });

  it('keeps tabs that are not closable', () => {
    const s = state('/b', tab('/home', false), tab('/a'), tab('/b'), tab('/c'));
    expect(keys(closeOthers(s, '/b'))).toEqual(['/home', '/b']);
    expect(keys(closeLeft(s, '/b'))).toEqual(['/home', '/b', '/c']);
  });

  it('tells which actions would close anything', () => {
    expect(closable(abcd('/a'), '/a')).toEqual({ left: false, right: true, others: true });
    expect(closable(abcd('/a'), '/d')).toEqual({ left: true, right: false, others: true });
    expect(closable(state('/a', tab('/a')), '/a')).toEqual({ left: false, right: false, others: false });
    expect(closable(state('/b', tab('/a', false), tab('/b')), '/b')).toEqual({
      left: false,
      right: false,
      others: false,
    });
  });
});
