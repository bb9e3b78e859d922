import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useFeedback } from '../feedback/useFeedback';
import type { Authority } from './authority';
import { guardAction } from './guardAction';
import { useAccess } from './useAccess';

/**
 * An action that runs only for a user holding `authority`; for anyone else it shows the
 * translated "no permission for this operation" error (spec 5, 8). For actions started
 * elsewhere than a button (keyboard shortcuts, row clicks, drag and drop); buttons use AuthButton.
 */
export function useGuardedAction<A extends unknown[]>(
  authority: Authority,
  action: (...args: A) => void,
): (...args: A) => void {
  const { can } = useAccess();
  const { message } = useFeedback();
  const { t } = useTranslation();
  const allowed = can(authority);
  return useMemo(
    () => guardAction(allowed, action, () => void message.error(t('common.noOperationPermission'))),
    [allowed, action, message, t],
  );
}
