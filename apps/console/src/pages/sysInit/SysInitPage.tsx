import { isInitialisedAnswer } from '@apm/contract';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { Navigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { AuthLayout } from '../../layout/AuthLayout';
import { useSysInitState } from '../../session/api';
import { SysInitForm } from './SysInitForm';

/** /sysInit: the first start; once the system is initialised it only leads to sign-in. */
export function SysInitPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const state = useSysInitState();

  if (state.isSuccess && isInitialisedAnswer(state.data)) return <Navigate to="/login" replace />;

  return (
    <AuthLayout heading={t('init.heading')} width={520}>
      {state.isPending && (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin aria-label={t('common.loading')} />
        </Flex>
      )}
      {state.isError && (
        <Result
          status="warning"
          title={t('login.unavailable')}
          subTitle={errorText(state.error, translate)}
          extra={
            <Button type="primary" onClick={() => void state.refetch()} loading={state.isFetching}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {state.isSuccess && (
        <>
          <Typography.Paragraph type="secondary">{t('init.intro')}</Typography.Paragraph>
          <SysInitForm />
        </>
      )}
    </AuthLayout>
  );
}
