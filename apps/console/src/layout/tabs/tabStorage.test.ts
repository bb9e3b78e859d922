import { beforeEach, describe, expect, it } from 'vitest';
import type { PageTab } from './tabList';
import { TABS_STORAGE_KEY, restoreTabs, saveTabs } from './tabStorage';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
}

const tab = (key: string, closable = true): PageTab => ({ key, url: key, title: 'menu.home', closable });
const anyPage = () => true;

describe('tab storage', () => {
  let store: MemoryStore;
  beforeEach(() => (store = new MemoryStore()));

  it('restores the saved tabs of the same user in their order', () => {
    const tabs = [
      tab('/home', false),
      { ...tab('/exception/404'), url: '/exception/404?from=x' },
      tab('/exception/500'),
    ];
    saveTabs('u1', tabs, store);
    expect(restoreTabs('u1', anyPage, store)).toEqual(tabs);
  });

  it("does not restore another user's tabs", () => {
    saveTabs('u1', [tab('/home')], store);
    expect(restoreTabs('u2', anyPage, store)).toEqual([]);
  });

  it('drops pages the user may no longer open', () => {
    saveTabs('u1', [tab('/home'), tab('/sys/user')], store);
    expect(restoreTabs('u1', (p) => p !== '/sys/user', store).map((t) => t.key)).toEqual(['/home']);
  });

  it('ignores garbage, malformed tabs and duplicates', () => {
    expect(restoreTabs('u1', anyPage, store)).toEqual([]);
    store.setItem(TABS_STORAGE_KEY, '{nope');
    expect(restoreTabs('u1', anyPage, store)).toEqual([]);
    store.setItem(
      TABS_STORAGE_KEY,
      JSON.stringify({
        userId: 'u1',
        tabs: [
          tab('/home'),
          tab('/home'),
          { key: '/x' },
          { ...tab('/y'), url: 'https://evil.example' },
          { ...tab('/z'), url: '//evil.example' },
          5,
        ],
      }),
    );
    expect(restoreTabs('u1', anyPage, store)).toEqual([tab('/home')]);
  });

  it('does nothing without a storage', () => {
    expect(() => saveTabs('u1', [tab('/home')], undefined)).not.toThrow();
    expect(restoreTabs('u1', anyPage, undefined)).toEqual([]);
  });
});
