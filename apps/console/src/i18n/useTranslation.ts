import { useSyncExternalStore } from 'react';
import { i18n, type TFunction, type Texts } from './texts';

/**
 * The console's texts for a component: `t` in the language in use, a new function when the
 * language changes (so the component renders again, and memos keyed on `t` are made again).
 */
export function useTranslation(): { t: TFunction; i18n: Texts } {
  const t = useSyncExternalStore(i18n.onLanguageChange, () => i18n.t);
  return { t, i18n };
}
