import { useLayoutEffect } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useRouteHandle } from './routeHandle';

/** The prefix of every page title (spec 2). */
export const TITLE_PREFIX = 'Admin | ';

/** Keeps the document title at 'Admin | <page name>' in the active language. */
export function PageTitle() {
  const { t } = useTranslation();
  const title = useRouteHandle('title');
  // Before paint, so the title never lags behind the page it names.
  useLayoutEffect(() => {
    document.title = title ? `${TITLE_PREFIX}${t(title)}` : TITLE_PREFIX.replace(' | ', '');
  }, [title, t]);
  return null;
}
