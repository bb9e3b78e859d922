import { describe, expect, it } from 'vitest';
import { isMenuKey } from './menuKey';

const press = (key: string, mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('isMenuKey', () => {
  it('opens the context menu on the context-menu key and on Shift+F10', () => {
    expect(isMenuKey(press('ContextMenu'))).toBe(true);
    expect(isMenuKey(press('F10', { shiftKey: true }))).toBe(true);
  });

  it('leaves F10 alone, other keys, and combinations with Ctrl, Alt or Meta', () => {
    expect(isMenuKey(press('F10'))).toBe(false);
    expect(isMenuKey(press('Enter'))).toBe(false);
    expect(isMenuKey(press('ArrowDown', { shiftKey: true }))).toBe(false);
    expect(isMenuKey(press('F10', { shiftKey: true, ctrlKey: true }))).toBe(false);
    expect(isMenuKey(press('ContextMenu', { altKey: true }))).toBe(false);
  });
});
