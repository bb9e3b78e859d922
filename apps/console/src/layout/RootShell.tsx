import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { errorText } from '../api/errorText';
import { setFailureHandler } from '../api/queryClient';
import { setPasswordExpiredHandler, setSessionGoneHandler } from '../api/envelope';
import { isPhone } from '../device/isPhone';
import { PhoneNotice } from '../device/PhoneNotice';
import { useFeedback } from '../feedback/useFeedback';
import { useTranslate } from '../i18n/useTranslate';
import { hadSession } from '../session/storage';
import { NavigationProgress } from './NavigationProgress';
import { PageTitle } from './PageTitle';

/**
 * The root route: connects the request layer to the screen (a session that ended goes to
 * /logout, a visitor who never signed in to /login and back after it; failures become translated
 * toasts, spec 8), keeps the page title, shows route progress, and shows phones the PC-only
 * notice instead of any page (spec 1).
 */
export function RootShell() {
  const [phone] = useState(() => isPhone(navigator.userAgent));
  const navigate = useNavigate();
  const { message } = useFeedback();
  const translate = useTranslate();

  useEffect(() => {
    setSessionGoneHandler(() => {
      const { pathname, search } = window.location;
      if (pathname === '/logout' || pathname === '/login') return;
      // A session of this browser ended (its user remembered, or forgotten by the session-expired
      // page meanwhile); without one, nobody was signed in here.
      if (hadSession()) void navigate('/logout', { replace: true });
      else void navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
    });
    setPasswordExpiredHandler(() => {
      if (window.location.pathname !== '/passwordExpired') void navigate('/passwordExpired', { replace: true });
    });
    // Keyed by text: the same failure of several calls at once shows one toast.
    setFailureHandler((err) => {
      const content = errorText(err, translate);
      void message.error({ content, key: content });
    });
  }, [navigate, message, translate]);

  return (
    <>
      <NavigationProgress />
      <PageTitle />
      {phone ? <PhoneNotice /> : <Outlet />}
    </>
  );
}
