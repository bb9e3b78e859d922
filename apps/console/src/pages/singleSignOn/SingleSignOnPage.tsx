import { DisconnectOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { CenteredResult } from '../../components/CenteredResult';
import { tokenVerifyLogin } from '../../session/api';
import { useForgetSession } from '../../session/useForgetSession';

/**
 * /SingleSignOn?token=…: signs in with a one-time token from another product and opens home.
 * The token works once, so it is spent exactly once, and dropped from the address at once so
 * it never travels on in a Referer or the history.
 */
export function SingleSignOnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const spent = useRef(false);
  useForgetSession();

  useEffect(() => {
    if (spent.current) return;
    spent.current = true;
    const token = params.get('token') ?? '';
    window.history.replaceState(null, '', '/SingleSignOn');
    if (!token) {
      setFailed(true);
      return;
    }
    tokenVerifyLogin(token).then(
      () => void navigate('/home', { replace: true }),
      () => setFailed(true),
    );
  }, [params, navigate]);

  if (!failed) {
    return <CenteredResult icon={<Spin size="large" />} title={t('login.sso.signingIn')} />;
  }
  return (
    <CenteredResult
      icon={<DisconnectOutlined />}
      status="warning"
      title={t('login.sso.failedTitle')}
      subTitle={t('login.sso.failed')}
      extra={
        <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
          {t('login.sso.signIn')}
        </Button>
      }
    />
  );
}
