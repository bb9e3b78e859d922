import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useIsLogin } from '../../session/api';

/** `/`: home for a signed-in user, the sign-in page for anyone else (spec 2). */
export function RootRedirect() {
  // A failure is shown by the sign-in page, which asks the server again.
  const isLogin = useIsLogin();
  // An answer kept from an earlier visit may be from before a sign-in or a sign-out: wait for this visit's.
  if (!isLogin.isFetchedAfterMount) return <FullPageSpinner />;
  return <Navigate to={isLogin.data ? '/home' : '/login'} replace />;
}
