import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * The label of a menu entry: the translation of `menu.<name>`, or, for a name that is no key
 * (an entry an administrator added or renamed in menu management), the name itself.
 */
export function useMenuLabel(): (name: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback((name: string) => (i18n.exists(`menu.${name}`) ? t(`menu.${name}`) : name), [t, i18n]);
}
