import type { ProgramDocument } from '@apm/render';
import { useCallback, useState } from 'react';
import {
  canRedo,
  canUndo,
  current,
  push,
  redo as redoStep,
  startHistory,
  undo as undoStep,
  type History,
} from './history';
import { keepExisting, type Selection } from './selection';

/** What the editor holds: its undo/redo steps, the scene shown, the widgets chosen, and the document last saved. */
interface Held {
  history: History;
  sceneId: string;
  selection: Selection;
  saved: ProgramDocument;
}

/** The state as the editor reads it. */
export interface EditorState {
  doc: ProgramDocument;
  sceneId: string;
  /** The widgets chosen, of the scene shown, in the order they were chosen. */
  selection: Selection;
  /** The widget chosen when it is the only one (its properties are shown). */
  widgetId: string | null;
  /** Whether the document differs from the one last saved (undoing back to it makes it clean again). */
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/** A start from `doc`, the program as saved being `saved` (another document: unsaved changes brought back). */
const heldOf = (doc: ProgramDocument, saved = doc): Held => ({
  history: startHistory(doc),
  sceneId: doc.scenes[0]!.id,
  selection: [],
  saved,
});

/** The held state showing `history`'s document, with the scene shown and the widgets chosen still in it. */
function showing(s: Held, history: History): Held {
  const before = current(s.history);
  const doc = current(history);
  const index = before.scenes.findIndex((x) => x.id === s.sceneId);
  const scene = doc.scenes.find((x) => x.id === s.sceneId) ?? doc.scenes[Math.min(index, doc.scenes.length - 1)]!;
  const selection = scene.id === s.sceneId ? keepExisting(s.selection, scene.widgets) : [];
  return { ...s, history, sceneId: scene.id, selection };
}

/**
 * The editor's state, kept consistent: the scene shown and the widget chosen always exist in the
 * document (after a scene is deleted, or an undo took it away, its neighbour is shown; a widget
 * no longer there is no longer chosen). Every edit is a step of undo/redo (history.ts); the edits
 * of one gesture (`mark`) are one step.
 */
export function useEditorState(initial: ProgramDocument, initialSaved = initial) {
  const [held, setHeld] = useState(() => heldOf(initial, initialSaved));

  /** Applies an edit of the document; an edit that changes nothing leaves the state as it was. */
  const edit = useCallback((change: (doc: ProgramDocument) => ProgramDocument, mark?: string) => {
    setHeld((s) => {
      const doc = change(current(s.history));
      return doc === current(s.history) ? s : showing(s, push(s.history, doc, performance.now(), mark));
    });
  }, []);

  const undo = useCallback(() => setHeld((s) => (canUndo(s.history) ? showing(s, undoStep(s.history)) : s)), []);
  const redo = useCallback(() => setHeld((s) => (canRedo(s.history) ? showing(s, redoStep(s.history)) : s)), []);
  const showScene = useCallback((sceneId: string) => setHeld((s) => ({ ...s, sceneId, selection: [] })), []);
  /** The widgets chosen (of the scene shown), replacing the selection. */
  const select = useCallback(
    (selection: Selection) =>
      setHeld((s) => {
        const scene = current(s.history).scenes.find((x) => x.id === s.sceneId)!;
        return { ...s, selection: keepExisting(selection, scene.widgets) };
      }),
    [],
  );
  /** One widget chosen alone, or none. */
  const chooseWidget = useCallback((widgetId: string | null) => select(widgetId ? [widgetId] : []), [select]);
  /** The document as saved: the editor is clean while it shows this one. */
  const saved = useCallback((doc: ProgramDocument) => setHeld((s) => ({ ...s, saved: doc })), []);
  /**
   * Starts over from a document (another program, the one stored now, or unsaved changes brought
   * back over `saved`, the one stored): no steps to undo.
   */
  const reset = useCallback((doc: ProgramDocument, saved = doc) => setHeld(heldOf(doc, saved)), []);

  const doc = current(held.history);
  const state: EditorState = {
    doc,
    sceneId: held.sceneId,
    selection: held.selection,
    widgetId: held.selection.length === 1 ? held.selection[0]! : null,
    dirty: doc !== held.saved,
    canUndo: canUndo(held.history),
    canRedo: canRedo(held.history),
  };
  return { state, edit, undo, redo, showScene, select, chooseWidget, saved, reset };
}
