import { App } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRouteHandle } from '../layout/routeHandle';
import { useSession } from '../session/SessionContext';
import { canOpen } from './routes';

/**
 * Guards the page of the main layout (spec 2): a user who may not open it gets a warning and
 * is sent to /403. The page's entry in /routes carries the authority.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, routes } = useSession();
  const menuPath = useRouteHandle('menuPath');
  const allowed = menuPath === undefined || canOpen(routes, menuPath, user.permissions, user.roles);
  // One warning per refused visit, even when effects run twice (React strict mode).
  const warned = useRef<string | null>(null);

  useEffect(() => {
    if (allowed || warned.current === pathname) return;
    warned.current = pathname;
    void message.warning(t('exception.routeDenied'));
    void navigate('/403', { replace: true });
  }, [allowed, pathname, message, navigate, t]);

  return allowed ? children : null;
}
