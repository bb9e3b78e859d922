import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEY,
  applyPatch,
  clearSettings,
  loadSettings,
  normaliseSettings,
  saveSettings,
} from './displaySettings';
import { PALETTE } from './palette';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

describe('default settings (spec 9)', () => {
  it('are colour #1890ff, dark mode, side layout, fixed width, bounce from the left', () => {
    expect(DEFAULT_SETTINGS.theme.color).toBe('#1890ff');
    expect(DEFAULT_SETTINGS.theme.mode).toBe('dark');
    expect(DEFAULT_SETTINGS.layout).toBe('side');
    expect(DEFAULT_SETTINGS.pageWidth).toBe('fixed');
    expect(DEFAULT_SETTINGS.animate).toEqual({ disabled: false, name: 'bounce', direction: 'left' });
  });

  it("carry exactly the fields of spec 3's display settings", () => {
    expect(Object.keys(DEFAULT_SETTINGS).sort()).toEqual(
      [
        'lang',
        'theme',
        'layout',
        'fixedHeader',
        'fixedSideBar',
        'fixedTabs',
        'pageWidth',
        'weekMode',
        'multiPage',
        'cachePage',
        'hideSetting',
        'systemName',
        'animate',
        'footerLinks',
      ].sort(),
    );
    expect(Object.keys(DEFAULT_SETTINGS.theme).sort()).toEqual(['color', 'error', 'mode', 'success', 'warning']);
    expect(Object.keys(DEFAULT_SETTINGS.animate).sort()).toEqual(['direction', 'disabled', 'name']);
  });

  it('offer eight palette colours, the default first', () => {
    expect(PALETTE).toHaveLength(8);
    expect(PALETTE[0].color).toBe('#1890ff');
    expect(new Set(PALETTE.map((p) => p.color)).size).toBe(8);
  });
});

describe('normaliseSettings', () => {
  it('gives the defaults for nothing or garbage', () => {
    expect(normaliseSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(normaliseSettings('dark')).toEqual(DEFAULT_SETTINGS);
    expect(normaliseSettings([1, 2])).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps valid fields and replaces invalid ones by their defaults, field by field', () => {
    const s = normaliseSettings({
      layout: 'mix',
      pageWidth: 'huge',
      theme: { mode: 'night', color: 'red' },
      fixedHeader: 'yes',
      weekMode: true,
      animate: { name: 'zoom', direction: 'sideways' },
      footerLinks: [{ title: 'Help', href: 'https://help.example' }, { title: 3 }],
      lang: 'CN',
      extra: 'dropped',
    });
    expect(s.layout).toBe('mix');
    expect(s.pageWidth).toBe('fixed');
    expect(s.theme).toEqual({ ...DEFAULT_SETTINGS.theme, mode: 'night' });
    expect(s.fixedHeader).toBe(DEFAULT_SETTINGS.fixedHeader);
    expect(s.weekMode).toBe(true);
    expect(s.animate).toEqual({ disabled: false, name: 'zoom', direction: 'left' });
    expect(s.footerLinks).toEqual([{ title: 'Help', href: 'https://help.example' }]);
    expect(s.lang).toBe('CN');
    expect(s).not.toHaveProperty('extra');
  });
});

describe('settings storage', () => {
  let store: MemoryStore;
  beforeEach(() => (store = new MemoryStore()));

  it('loads the defaults when nothing is saved', () => {
    expect(loadSettings(store)).toEqual(DEFAULT_SETTINGS);
  });

  it('gives back what it saved', () => {
    const changed = applyPatch(DEFAULT_SETTINGS, {
      layout: 'head',
      multiPage: false,
      theme: { color: '#722ed1', mode: 'light' },
      animate: { disabled: true },
    });
    expect(saveSettings(changed, store)).toBe(true);
    expect(JSON.parse(store.getItem(SETTINGS_STORAGE_KEY)!)).toMatchObject({ layout: 'head', multiPage: false });
    expect(loadSettings(store)).toEqual(changed);
  });

  it('loads the defaults from an entry that does not parse', () => {
    store.setItem(SETTINGS_STORAGE_KEY, '{broken');
    expect(loadSettings(store)).toEqual(DEFAULT_SETTINGS);
  });

  it('forgets the saved settings on reset', () => {
    saveSettings(applyPatch(DEFAULT_SETTINGS, { layout: 'mix' }), store);
    clearSettings(store);
    expect(store.items.size).toBe(0);
    expect(loadSettings(store)).toEqual(DEFAULT_SETTINGS);
  });

  it('reports a storage that refuses', () => {
    const full = {
      getItem: store.getItem,
      removeItem: store.removeItem,
      setItem: () => {
        throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
      },
    };
    expect(saveSettings(DEFAULT_SETTINGS, full)).toBe(false);
    expect(saveSettings(DEFAULT_SETTINGS, undefined)).toBe(false);
  });
});

describe('applyPatch', () => {
  it('merges theme and animate field by field and leaves the rest', () => {
    const s = applyPatch(DEFAULT_SETTINGS, { theme: { mode: 'night' }, animate: { direction: 'up' } });
    expect(s.theme).toEqual({ ...DEFAULT_SETTINGS.theme, mode: 'night' });
    expect(s.animate).toEqual({ ...DEFAULT_SETTINGS.animate, direction: 'up' });
    expect(s.layout).toBe('side');
    expect(DEFAULT_SETTINGS.theme.mode).toBe('dark');
  });
});
