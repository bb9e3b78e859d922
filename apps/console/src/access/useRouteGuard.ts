import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useFeedback } from '../feedback/useFeedback';
import type { RouteHandle } from '../layout/routeHandle';
import { useSession } from '../session/SessionContext';
import { mayOpenRoute } from './routes';

/**
 * Whether the user may open the current page of the main layout (spec 2): its /routes entry and
 * every authority along its matched routes must pass. A refused visit gets a warning ("contact the
 * administrator") and goes to /403.
 */
export function useRouteGuard(): boolean {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const matches = useMatches();
  const { user, routes } = useSession();

  const handles = matches.map((m) => (m.handle ?? {}) as RouteHandle);
  const own = handles.at(-1) ?? {};
  const menuPath = handles.findLast((h) => h.menuPath !== undefined)?.menuPath;
  const parents = handles
    .slice(0, -1)
    .flatMap((h) => [...(h.pAuthorities ?? []), ...(h.authority ? [h.authority] : [])]);
  const allowed = mayOpenRoute(
    { menuPath, authority: own.authority, pAuthorities: [...parents, ...(own.pAuthorities ?? [])] },
    routes,
    user.permissions,
    user.roles,
  );

  // One warning per refused visit, even when effects run twice (React strict mode).
  const warned = useRef<string | null>(null);
  useEffect(() => {
    if (allowed || warned.current === pathname) return;
    warned.current = pathname;
    void message.warning(t('exception.routeDenied'));
    void navigate('/403', { replace: true });
  }, [allowed, pathname, message, navigate, t]);

  return allowed;
}
