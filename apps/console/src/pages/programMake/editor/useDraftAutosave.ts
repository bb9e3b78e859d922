import type { ProgramDocument } from '@apm/render';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { SessionContext } from '../../../session/SessionContext';
import { clearDraft, DRAFT_DELAY_MS, writeDraft } from './draftStore';

/** What the editor holds now, as the draft would keep it. */
export interface Editing {
  programId: string;
  baseVersion: number;
  name: string;
  doc: ProgramDocument;
  /** Whether it differs from the program as saved: a clean editor keeps no draft. */
  dirty: boolean;
}

/**
 * Keeps the editor's unsaved changes in this browser (draftStore.ts): written DRAFT_DELAY_MS after
 * a change (the changes meanwhile in the same write), at once when the page goes away or the
 * editor closes, and removed once nothing is unsaved (a save, an undo back to it). Answers a
 * function that removes the draft for good (the user chose to lose the changes).
 */
export function useDraftAutosave(editing: Editing): () => void {
  const userId = useContext(SessionContext)?.user.id;
  const latest = useRef(editing);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dropped = useRef(false);
  useEffect(() => {
    latest.current = editing;
  });
  const { programId, dirty, doc, name } = editing;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const e = latest.current;
    if (!userId || !e.dirty || dropped.current) return;
    writeDraft(userId, e.programId, {
      savedAt: Date.now(),
      baseVersion: e.baseVersion,
      name: e.name,
      document: e.doc,
    });
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    if (!dirty) {
      clearTimeout(timer.current);
      timer.current = undefined;
      clearDraft(userId, programId);
      return;
    }
    dropped.current = false;
    timer.current ??= setTimeout(flush, DRAFT_DELAY_MS);
  }, [userId, programId, dirty, doc, name, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Closed another way than "leave without saving" (another menu, another program): kept.
      flush();
    };
  }, [flush]);

  return useCallback(() => {
    dropped.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    if (userId) clearDraft(userId, latest.current.programId);
  }, [userId]);
}
