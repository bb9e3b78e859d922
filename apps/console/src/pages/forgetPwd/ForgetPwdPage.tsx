import { Button, Flex, Result, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { usePasswordPolicy } from '../../account/api';
import { AuthLayout } from '../../layout/AuthLayout';
import { AccountStep } from './AccountStep';
import { CodeStep } from './CodeStep';
import { NewPasswordStep } from './NewPasswordStep';

type Stage =
  | { step: 'account' }
  | { step: 'code'; loginName: string }
  | { step: 'password'; loginName: string; resetToken: string }
  | { step: 'done' };

const ORDER = ['account', 'code', 'password', 'done'] as const;

/**
 * /forgetPwd: the user names the account, gets a code at one of its addresses, proves it, and
 * sets a new password by the policy; then signs in again.
 */
export function ForgetPwdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const [stage, setStage] = useState<Stage>({ step: 'account' });

  return (
    <AuthLayout heading={t('forgetPwd.heading')} width={520}>
      <Steps
        size="small"
        current={ORDER.indexOf(stage.step)}
        style={{ marginBottom: 24 }}
        items={[
          { title: t('forgetPwd.stepAccount') },
          { title: t('forgetPwd.stepCode') },
          { title: t('forgetPwd.stepPassword') },
        ]}
      />
      {stage.step === 'account' && <AccountStep onNext={(loginName) => setStage({ step: 'code', loginName })} />}
      {stage.step === 'code' && (
        <CodeStep
          loginName={stage.loginName}
          onBack={() => setStage({ step: 'account' })}
          onChecked={(resetToken) => setStage({ step: 'password', loginName: stage.loginName, resetToken })}
        />
      )}
      {stage.step === 'password' && (
        <NewPasswordStep
          loginName={stage.loginName}
          resetToken={stage.resetToken}
          strong={policy.data?.userPwdType === '2'}
          onDone={() => setStage({ step: 'done' })}
          onTokenGone={() => setStage({ step: 'code', loginName: stage.loginName })}
        />
      )}
      {stage.step === 'done' && (
        <Result
          status="success"
          title={t('forgetPwd.doneTitle')}
          subTitle={t('forgetPwd.doneText')}
          extra={
            <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
              {t('forgetPwd.signIn')}
            </Button>
          }
        />
      )}
      {stage.step !== 'done' && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/login">{t('forgetPwd.backToSignIn')}</Link>
        </Flex>
      )}
    </AuthLayout>
  );
}
