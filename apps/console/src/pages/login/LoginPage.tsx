import { isInitialisedAnswer } from '@apm/contract';
import { Button, Flex, Spin } from 'antd';
import { Navigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { AuthLayout } from '../../layout/AuthLayout';
import { useSysInitState } from '../../session/api';
import { useForgetSession } from '../../session/useForgetSession';
import { LoginForm } from './LoginForm';
import { IconResult } from '../../components/IconResult';

/** /login: first makes sure the system is initialised (spec 2), then offers the sign-in form. */
export function LoginPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const init = useSysInitState();
  useForgetSession();

  if (init.isSuccess && !isInitialisedAnswer(init.data)) return <Navigate to="/sysInit" replace />;

  return (
    <AuthLayout heading={init.isSuccess ? t('login.heading') : undefined}>
      {init.isPending && (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin aria-label={t('common.loading')} />
        </Flex>
      )}
      {init.isError && (
        <IconResult
          status="warning"
          title={t('login.unavailable')}
          subTitle={errorText(init.error, translate)}
          extra={
            <Button type="primary" onClick={() => void init.refetch()} loading={init.isFetching}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {init.isSuccess && <LoginForm />}
    </AuthLayout>
  );
}
