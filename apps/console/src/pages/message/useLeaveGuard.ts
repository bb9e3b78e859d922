import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslation } from '../../i18n/useTranslation';
import { useDisplaySettings } from '../../layout/settings/SettingsContext';
import { MESSAGE_FORM_PATH } from './api';

/**
 * Asks before a navigation would lose the form's unsaved changes: opening another message (or a
 * new one) in the form's tab, or any navigation away when pages are not kept in their tabs (then
 * leaving unmounts the form). With pages kept, going to another tab loses nothing and asks nothing.
 * Answers a function that lets the next navigation through: to the message of that id (a new
 * message's own address after its first save), or, given null, wherever it goes (the user chose to
 * leave, or publishing leads to the deliveries).
 */
export function useLeaveGuard(dirty: boolean): (messageId: string | null) => void {
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
      if (nextLocation.pathname === MESSAGE_FORM_PATH) return nextLocation.search !== s.search;
      return currentLocation.pathname === MESSAGE_FORM_PATH && !s.keptAlive;
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
      title: t('messages.leave.title'),
      content: t('messages.leave.content'),
      okText: t('messages.leave.ok'),
      okButtonProps: { danger: true },
      onOk: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocker.state, modal, t]);

  return useCallback((messageId: string | null) => {
    state.current.allowed = messageId;
  }, []);
}
