import type { RoleListItem } from '@apm/contract';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** The name of a role as shown: built-in roles in the user's language, custom ones as their office named them. */
export function useRoleName(): (role: Pick<RoleListItem, 'builtIn' | 'code' | 'name'>) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (role) => {
      const key = `roleManage.builtInNames.${role.code}`;
      return role.builtIn && i18n.exists(key) ? t(key) : role.name;
    },
    [t, i18n],
  );
}
