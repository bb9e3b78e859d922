import { Button, Flex, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { usePasswordPolicy, useSeniorValidation } from '../../account/api';
import { useBrand } from '../../brand/BrandContext';
import { AuthLayout } from '../../layout/AuthLayout';
import { RegisterForm } from './RegisterForm';

/** /register: self-registration, where the brand of this site allows it. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrand();
  const policy = usePasswordPolicy();
  const senior = useSeniorValidation();
  const [done, setDone] = useState(false);

  const toSignIn = (
    <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
      {t('register.signIn')}
    </Button>
  );

  return (
    <AuthLayout heading={t('register.heading')} width={520}>
      {!brand.register ? (
        <Result status="info" title={t('register.closedTitle')} subTitle={t('register.closed')} extra={toSignIn} />
      ) : done ? (
        <Result status="success" title={t('register.doneTitle')} subTitle={t('register.doneText')} extra={toSignIn} />
      ) : senior.isPending || policy.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : senior.data?.ways.length === 0 ? (
        <Result status="warning" title={t('register.noWayTitle')} subTitle={t('register.noWay')} extra={toSignIn} />
      ) : (
        <RegisterForm
          ways={senior.data?.ways ?? ['email']}
          strong={policy.data?.userPwdType === '2'}
          onDone={() => setDone(true)}
        />
      )}
      {!done && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/login">{t('register.haveAccount')}</Link>
        </Flex>
      )}
    </AuthLayout>
  );
}
