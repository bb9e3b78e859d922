import { useCallback } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useFeedback } from '../feedback/useFeedback';
import { useSession } from '../session/SessionContext';
import { passes, type Authority } from './authority';

/** Permission checks for the signed-in user's buttons and actions (spec 5). */
export function useAccess() {
  const { user } = useSession();
  const { t } = useTranslation();
  const { message } = useFeedback();

  const can = useCallback(
    (authority: Authority) => passes(authority, user.permissions, user.roles),
    [user.permissions, user.roles],
  );

  /** Runs an action only with the permission; otherwise says the operation is not permitted. */
  const guard = useCallback(
    (authority: Authority, action: () => void) => {
      if (can(authority)) action();
      else void message.error(t('common.noOperationPermission'));
    },
    [can, message, t],
  );

  return { can, guard };
}
