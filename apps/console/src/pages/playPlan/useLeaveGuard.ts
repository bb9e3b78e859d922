import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslation } from '../../i18n/useTranslation';
import { useDisplaySettings } from '../../layout/settings/SettingsContext';
import { PLAN_MAKE_PATH } from './api';

/**
 * Asks before a navigation would lose the editor's unsaved changes: opening another plan (or a new
 * one) in the editor's tab, or any navigation away when pages are not kept in their tabs (then
 * leaving unmounts the editor). With pages kept, going to another tab loses nothing and asks nothing.
 * Answers a function that lets the next navigation through: to the plan of that id (a new plan's own
 * address after its first save), or, given null, wherever it goes (the user chose to leave).
 */
export function useLeaveGuard(dirty: boolean): (planId: string | null) => void {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const { settings } = useDisplaySettings();
  // A page kept in a background tab sees its own location here, not the one on screen.
  const own = useLocation();
  const state = useRef({ dirty, keptAlive: true, search: own.search, allowed: undefined as string | null | undefined });
  useEffect(() => {
    Object.assign(state.current, {
      dirty,
      keptAlive: settings.multiPage && settings.cachePage,
      search: own.search,
    });
  }, [dirty, settings.multiPage, settings.cachePage, own.search]);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
      const s = state.current;
      const allowed = s.allowed;
      s.allowed = undefined;
      if (!s.dirty) return false;
      if (allowed === null || (allowed !== undefined && nextLocation.search === `?id=${allowed}`)) return false;
      if (nextLocation.pathname === PLAN_MAKE_PATH) return nextLocation.search !== s.search;
      return currentLocation.pathname === PLAN_MAKE_PATH && !s.keptAlive;
    }, []),
  );

  // The blocker's latest state, for the dialog's buttons: it is asked once per blocked navigation.
  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('playPlan.leave.title'),
      content: t('playPlan.leave.content'),
      okText: t('playPlan.leave.ok'),
      okButtonProps: { danger: true },
      onOk: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocker.state, modal, t]);

  return useCallback((planId: string | null) => {
    state.current.allowed = planId;
  }, []);
}
