import type { ProgramDocument } from '@apm/render';
import { useCallback, useState } from 'react';

/** What the editor holds: the document being edited, the scene shown, the widget chosen, and whether it changed since the last save. */
export interface EditorState {
  doc: ProgramDocument;
  sceneId: string;
  widgetId: string | null;
  dirty: boolean;
}

const stateOf = (doc: ProgramDocument): EditorState => ({
  doc,
  sceneId: doc.scenes[0]!.id,
  widgetId: null,
  dirty: false,
});

/**
 * The editor's state, kept consistent: the scene shown and the widget chosen always exist in the
 * document (after a scene is deleted its neighbour is shown; a deleted widget is no longer chosen).
 */
export function useEditorState(initial: ProgramDocument) {
  const [state, setState] = useState(() => stateOf(initial));

  /** Applies an edit of the document; an edit that changes nothing leaves the state as it was. */
  const edit = useCallback((change: (doc: ProgramDocument) => ProgramDocument) => {
    setState((s) => {
      const doc = change(s.doc);
      if (doc === s.doc) return s;
      const index = s.doc.scenes.findIndex((x) => x.id === s.sceneId);
      const scene = doc.scenes.find((x) => x.id === s.sceneId) ?? doc.scenes[Math.min(index, doc.scenes.length - 1)]!;
      const widgetId = scene.widgets.some((w) => w.id === s.widgetId) ? s.widgetId : null;
      return { doc, sceneId: scene.id, widgetId, dirty: true };
    });
  }, []);

  const showScene = useCallback((sceneId: string) => setState((s) => ({ ...s, sceneId, widgetId: null })), []);
  const chooseWidget = useCallback((widgetId: string | null) => setState((s) => ({ ...s, widgetId })), []);
  /** The document as saved: not dirty any more (unless it changed while the save was under way). */
  const saved = useCallback((doc: ProgramDocument) => setState((s) => ({ ...s, dirty: s.doc !== doc })), []);
  /** Starts over from a document (another program, or the one stored now). */
  const reset = useCallback((doc: ProgramDocument) => setState(stateOf(doc)), []);

  return { state, edit, showScene, chooseWidget, saved, reset };
}
