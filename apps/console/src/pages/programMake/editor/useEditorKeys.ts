import { useEffect, useLayoutEffect, useRef } from 'react';

/** The editor's commands that have a shortcut anywhere on its page (the canvas has its own for moving and deleting). */
export interface EditorCommands {
  undo(): void;
  redo(): void;
  copy(): void;
  paste(): void;
  duplicate(): void;
  zoomIn(): void;
  zoomOut(): void;
  zoomFit(): void;
}

/**
 * Ctrl (⌘ on a Mac) with a key: Z undo, Shift+Z or Y redo, C copy, V paste, D duplicate; = (or +)
 * zoom in, - zoom out, 0 fit: the browser's own page zoom keys, taken over on the editor's page as
 * graphics editors do.
 */
function commandOf(e: KeyboardEvent): keyof EditorCommands | undefined {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return undefined;
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
    case 'd':
      return 'duplicate';
    default:
      return undefined;
  }
}

/** Whether a key goes to a field the user types in, or to a dialog: then it keeps its own meaning. */
const forField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null);

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
