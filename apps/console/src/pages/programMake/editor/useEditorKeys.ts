import { useEffect, useLayoutEffect, useRef } from 'react';

/** The editor's commands that have a shortcut anywhere on its page (the canvas has its own arrows for moving). */
export interface EditorCommands {
  undo(): void;
  redo(): void;
  copy(): void;
  cut(): void;
  paste(): void;
  duplicate(): void;
  remove(): void;
  selectAll(): void;
  clear(): void;
  front(): void;
  forward(): void;
  backward(): void;
  back(): void;
  zoomIn(): void;
  zoomOut(): void;
  zoomFit(): void;
}

/**
 * Ctrl (⌘ on a Mac) with a key: Z undo, Shift+Z or Y redo, C copy, X cut, V paste, D duplicate,
 * A select all, ] forward and [ backward (with Shift: to the front, to the back; by the key's
 * place, whatever the layout prints on it); = (or +) zoom in, - zoom out, 0 fit: the browser's own
 * page zoom keys, taken over on the editor's page as graphics editors do. Delete (or Backspace)
 * removes the chosen widgets, Escape chooses none.
 */
export function commandOf(
  e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): keyof EditorCommands | undefined {
  if (e.altKey) return undefined;
  if (!(e.ctrlKey || e.metaKey)) {
    if (e.shiftKey) return undefined;
    if (e.key === 'Delete' || e.key === 'Backspace') return 'remove';
    return e.key === 'Escape' ? 'clear' : undefined;
  }
  if (e.code === 'BracketRight') return e.shiftKey ? 'front' : 'forward';
  if (e.code === 'BracketLeft') return e.shiftKey ? 'back' : 'backward';
  switch (e.key.toLowerCase()) {
    case '=':
    case '+':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return e.shiftKey ? undefined : 'zoomFit';
    case 'z':
      return e.shiftKey ? 'redo' : 'undo';
    case 'y':
      return 'redo';
    case 'c':
      return e.shiftKey ? undefined : 'copy';
    case 'v':
      return e.shiftKey ? undefined : 'paste';
    case 'x':
      return e.shiftKey ? undefined : 'cut';
    case 'a':
      return e.shiftKey ? undefined : 'selectAll';
    case 'd':
      return 'duplicate';
    default:
      return undefined;
  }
}

/** Whether a key goes to a field the user types in, to a dialog or to a menu: then it keeps its own meaning. */
const forField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="menu"]') !== null);

/** The editor's keyboard shortcuts while `active` (not while a dialog of its own is open). */
export function useEditorKeys(commands: EditorCommands, active: boolean): void {
  const latest = useRef(commands);
  useLayoutEffect(() => {
    latest.current = commands;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const command = commandOf(e);
      if (!command || forField(e.target)) return;
      e.preventDefault();
      latest.current[command]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
