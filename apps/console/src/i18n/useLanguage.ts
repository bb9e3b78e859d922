import { useSyncExternalStore } from 'react';
import { activeLanguage, onLanguageChange } from './setup';

/** The active language code (US, CN ...), re-rendering on every switch. */
export function useLanguage() {
  return useSyncExternalStore(onLanguageChange, activeLanguage).language;
}
