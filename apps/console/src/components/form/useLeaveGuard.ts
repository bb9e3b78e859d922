import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router';
import { useFeedback } from '../../feedback/useFeedback';
import { useDisplaySettings } from '../../layout/settings/SettingsContext';

/** The question a leave guard asks, in the user's language. */
export interface LeaveTexts {
  title: string;
  content: string;
  ok: string;
}

/**
 * Asks before a navigation would lose an editor's unsaved changes: opening another record (or a
 * new one) in the editor's tab at `path`, or any navigation away when pages are not kept in their
 * tabs (then leaving unmounts the editor). With pages kept, going to another tab loses nothing and
 * asks nothing. Answers a function that lets the next navigation through: to the record of that id
 * (a new record's own address, `?id=`, after its first save), or, given null, wherever it goes (the
 * user chose to leave, or the editor leads elsewhere).
 */
export function useLeaveGuard(
  dirty: boolean,
  path: string,
  texts: LeaveTexts,
  /** false: the editor is never kept in a tab (a full-window page), so any navigation away asks. */
  keepable = true,
): (id: string | null) => void {
  const { modal } = useFeedback();
  const { settings } = useDisplaySettings();
  // A page kept in a background tab sees its own location here, not the one on screen.
  const own = useLocation();
  const state = useRef({ dirty, keptAlive: true, search: own.search, allowed: undefined as string | null | undefined });
  const question = useRef(texts);
  useEffect(() => {
    question.current = texts;
    Object.assign(state.current, {
      dirty,
      keptAlive: keepable && settings.multiPage && settings.cachePage,
      search: own.search,
    });
  });

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => {
        const s = state.current;
        const allowed = s.allowed;
        s.allowed = undefined;
        if (!s.dirty) return false;
        if (allowed === null || (allowed !== undefined && nextLocation.search === `?id=${allowed}`)) return false;
        if (nextLocation.pathname === path) return nextLocation.search !== s.search;
        return currentLocation.pathname === path && !s.keptAlive;
      },
      [path],
    ),
  );

  // The blocker's latest state, for the dialog's buttons: it is asked once per blocked navigation.
  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: question.current.title,
      content: question.current.content,
      okText: question.current.ok,
      okButtonProps: { danger: true },
      onOk: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocker.state, modal]);

  return useCallback((id: string | null) => {
    state.current.allowed = id;
  }, []);
}
