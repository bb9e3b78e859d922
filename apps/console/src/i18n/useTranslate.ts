import { useCallback } from 'react';
import { useTranslation } from './useTranslation';
import type { Translate } from '../api/errorText';

/** A lookup that answers undefined for a missing key, so callers can fall back (e.g. to a server message). */
export function useTranslate(): Translate {
  const { t, i18n } = useTranslation();
  return useCallback((key: string) => (i18n.exists(key) ? t(key) : undefined), [t, i18n]);
}
