import { describe, expect, it } from 'vitest';
import { commandOf } from './useEditorKeys';

/** A key press as the browser tells it. */
const press = (key: string, mods: { ctrl?: boolean; shift?: boolean; alt?: boolean; code?: string } = {}) =>
  commandOf({
    key,
    code: mods.code ?? '',
    ctrlKey: mods.ctrl ?? false,
    metaKey: false,
    shiftKey: mods.shift ?? false,
    altKey: mods.alt ?? false,
  });

describe('the editor’s shortcuts', () => {
  it('Ctrl with a letter: undo, redo, the clipboard, select all', () => {
    expect(press('z', { ctrl: true })).toBe('undo');
    expect(press('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(press('y', { ctrl: true })).toBe('redo');
    expect(press('x', { ctrl: true })).toBe('cut');
    expect(press('c', { ctrl: true })).toBe('copy');
    expect(press('v', { ctrl: true })).toBe('paste');
    expect(press('d', { ctrl: true })).toBe('duplicate');
    expect(press('a', { ctrl: true })).toBe('selectAll');
    expect(press('a', { ctrl: true, shift: true })).toBeUndefined();
  });

  it('Ctrl with the bracket keys restacks, by the key’s place whatever the layout prints on it', () => {
    expect(press(']', { ctrl: true, code: 'BracketRight' })).toBe('forward');
    expect(press('}', { ctrl: true, shift: true, code: 'BracketRight' })).toBe('front');
    expect(press('ü', { ctrl: true, code: 'BracketLeft' })).toBe('backward');
    expect(press('{', { ctrl: true, shift: true, code: 'BracketLeft' })).toBe('back');
  });

  it('Delete and Backspace remove, Escape chooses none; not with Shift or Alt', () => {
    expect(press('Delete')).toBe('remove');
    expect(press('Backspace')).toBe('remove');
    expect(press('Escape')).toBe('clear');
    expect(press('Delete', { shift: true })).toBeUndefined();
    expect(press('Delete', { alt: true })).toBeUndefined();
    expect(press('a')).toBeUndefined();
  });
});
