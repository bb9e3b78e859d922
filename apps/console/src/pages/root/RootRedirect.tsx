import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { checkIsLogin } from '../../api/session';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { IS_LOGIN_KEY } from '../../session/keys';

/** `/`: home for a signed-in user, the sign-in page for anyone else (spec 2). */
export function RootRedirect() {
  const isLogin = useQuery({
    queryKey: IS_LOGIN_KEY,
    queryFn: ({ signal }) => checkIsLogin(signal),
    staleTime: 0,
    // A failure is shown by the sign-in page, which asks the server again.
    meta: { quiet: true },
  });
  if (isLogin.isPending) return <FullPageSpinner />;
  return <Navigate to={isLogin.data ? '/home' : '/login'} replace />;
}
