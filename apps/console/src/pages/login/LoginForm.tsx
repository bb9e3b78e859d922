import { LockOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { ErrorCodes, type VerificationWay } from '@apm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { sendLoginCode, useSeniorValidation } from '../../account/api';
import { CodeField } from '../../account/CodeField';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useBrand } from '../../brand/BrandContext';
import { useTranslate } from '../../i18n/useTranslate';
import { USER_KEY } from '../../session/keys';
import { safeRedirect } from '../../session/redirect';
import { saveUser } from '../../session/storage';
import { credentials, needsCaptcha, publishKeyQuery, useSignIn, type LoginValues } from './api';
import { CaptchaImage } from './CaptchaImage';

/** The choice of where the code goes: only some installations offer two ways, so it loads when shown. */
const CodeWayChoice = lazy(() => import('./CodeWayChoice'));

/**
 * The sign-in form: user name, password, the captcha once the server asks for it, and the
 * second step's code (with its send button) when the system settings switch that on.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const [form] = Form.useForm<LoginValues>();
  const signIn = useSignIn();
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  const senior = useSeniorValidation();
  // Also on when a sign-in answered that a code is needed (the setting may have changed since).
  const [askedForCode, setAskedForCode] = useState(false);
  const secondStep = askedForCode || senior.data?.secondStep === true;
  const ways = senior.data?.ways ?? [];
  const [way, setWay] = useState<VerificationWay | undefined>(undefined);
  const chosenWay = way ?? ways[0] ?? 'email';
  // Fetched ahead so that submitting does not wait for it.
  useQuery(publishKeyQuery);

  const newCaptcha = () => {
    setCaptchaStamp(Date.now());
    form.setFieldValue('validateCode', '');
  };
  // An answer is good for one attempt only: every failure needs a new picture.
  const afterFailure = (err: unknown) => {
    if (showCaptcha || needsCaptcha(err)) {
      setShowCaptcha(true);
      newCaptcha();
    }
    if (err instanceof ApiError && err.code === ErrorCodes.BAD_ENCRYPTION.code) {
      void queryClient.invalidateQueries({ queryKey: publishKeyQuery.queryKey });
    }
  };

  const submit = (values: LoginValues) =>
    signIn.mutate(values, {
      onSuccess: (user) => {
        const redirect = safeRedirect(params.get('redirect'));
        if (user.passwordExpired) {
          void navigate(`/passwordExpired${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`, {
            replace: true,
          });
          return;
        }
        queryClient.setQueryData(USER_KEY, user);
        saveUser(user);
        void navigate(redirect ?? '/home', { replace: true });
      },
      onError: (err) => {
        afterFailure(err);
        if (err instanceof ApiError && err.code === ErrorCodes.VERIFICATION_REQUIRED.code) setAskedForCode(true);
      },
    });

  /** Sends the second step's code: the password is proven first, as at sign-in. */
  const sendCode = async () => {
    const values = form.getFieldsValue();
    try {
      return await sendLoginCode({
        ...(await credentials(queryClient, values)),
        validateCode: values.validateCode?.trim() ?? '',
        way: chosenWay,
      });
    } finally {
      // The captcha was answered by this call: the sign-in needs a new picture.
      if (showCaptcha) newCaptcha();
    }
  };

  return (
    <Form<LoginValues> form={form} name="login" layout="vertical" size="large" requiredMark={false} onFinish={submit}>
      <Form.Item
        label={t('login.userName')}
        name="username"
        rules={[{ required: true, whitespace: true, message: t('login.userNameRequired') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item
        label={t('login.password')}
        name="password"
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} />
      </Form.Item>
      {showCaptcha && (
        <Form.Item
          label={t('login.captcha')}
          name="validateCode"
          rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
        >
          <Input
            prefix={<SafetyOutlined />}
            autoComplete="off"
            maxLength={8}
            suffix={<CaptchaImage stamp={captchaStamp} onRefresh={newCaptcha} />}
          />
        </Form.Item>
      )}
      {secondStep && (
        <>
          {ways.length > 1 && (
            <Suspense fallback={null}>
              <CodeWayChoice ways={ways} value={chosenWay} onChange={setWay} />
            </Suspense>
          )}
          <CodeField
            name="verificationCode"
            label={t('login.secondStepCode')}
            extra={t('login.codeHelp')}
            prefix={<MailOutlined />}
            before={() => form.validateFields(['username', 'password', ...(showCaptcha ? ['validateCode'] : [])])}
            send={sendCode}
            disabled={ways.length === 0}
            onFailed={afterFailure}
          />
          {senior.isSuccess && ways.length === 0 && (
            <Alert type="warning" showIcon title={t('login.noCodeWay')} style={{ marginBottom: 16 }} />
          )}
        </>
      )}
      <Form.Item style={{ marginBottom: signIn.isError ? 16 : 8, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t('login.submit')}
        </Button>
      </Form.Item>
      {signIn.isError && (
        <Alert type="error" showIcon title={errorText(signIn.error, translate)} style={{ marginBottom: 8 }} />
      )}
      <Flex justify="space-between" wrap gap={8}>
        <Link to="/forgetPwd">{t('login.forgotPassword')}</Link>
        {brand.register && <Link to="/register">{t('login.register')}</Link>}
      </Flex>
    </Form>
  );
}
