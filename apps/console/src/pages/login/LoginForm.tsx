import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { ErrorCodes } from '@apm/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { USER_KEY } from '../../session/keys';
import { saveUser } from '../../session/storage';
import { needsCaptcha, publishKeyQuery, useSignIn, type LoginValues } from './api';
import { CaptchaImage } from './CaptchaImage';
import { safeRedirect } from './redirect';

/** The sign-in form: user name, password, and the captcha once the server asks for it. */
export function LoginForm() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoginValues>();
  const signIn = useSignIn();
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  // Fetched ahead so that submitting does not wait for it.
  useQuery(publishKeyQuery);

  const newCaptcha = () => {
    setCaptchaStamp(Date.now());
    form.setFieldValue('validateCode', '');
  };

  const submit = (values: LoginValues) =>
    signIn.mutate(values, {
      onSuccess: (user) => {
        queryClient.setQueryData(USER_KEY, user);
        saveUser(user);
        void navigate(safeRedirect(params.get('redirect')) ?? '/home', { replace: true });
      },
      onError: (err) => {
        // An answer is good for one attempt only: every failure needs a new picture.
        if (showCaptcha || needsCaptcha(err)) {
          setShowCaptcha(true);
          newCaptcha();
        }
        if (err instanceof ApiError && err.code === ErrorCodes.BAD_ENCRYPTION.code) {
          void queryClient.invalidateQueries({ queryKey: publishKeyQuery.queryKey });
        }
      },
    });

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
      <Form.Item style={{ marginBottom: signIn.isError ? 16 : 0, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t('login.submit')}
        </Button>
      </Form.Item>
      {signIn.isError && <Alert type="error" showIcon title={errorText(signIn.error, translate)} />}
    </Form>
  );
}
