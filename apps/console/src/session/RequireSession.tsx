import { Button, Flex } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ApiError } from '../api/ApiError';
import { errorText } from '../api/errorText';
import { isSessionGone } from '../api/envelope';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useTranslate } from '../i18n/useTranslate';
import { useCurrentUser, useRoutesTree } from './queries';
import { SessionContext } from './SessionContext';
import { IconResult } from '../components/IconResult';

/**
 * Renders its children only with a session: the user (with permissions and roles) and the
 * routes loaded. Without a session the server answers 'logout' and the request layer sends
 * the user to /logout; meanwhile this shows the spinner.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const user = useCurrentUser();
  const routes = useRoutesTree(user.data?.id);
  const session = useMemo(
    () => (user.data && routes.data ? { user: user.data, routes: routes.data } : null),
    [user.data, routes.data],
  );

  if (session) return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;

  const failure = user.error ?? routes.error;
  if (failure && !(failure instanceof ApiError && isSessionGone(failure))) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <IconResult
          status="error"
          title={errorText(failure, translate)}
          extra={
            <Button type="primary" onClick={() => void (user.error ? user.refetch() : routes.refetch())}>
              {t('common.retry')}
            </Button>
          }
        />
      </Flex>
    );
  }
  return <FullPageSpinner />;
}
