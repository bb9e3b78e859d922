import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { changeExpiredPassword, usePasswordPolicy } from '../../account/api';
import { showFieldErrors } from '../../account/fieldErrors';
import { PasswordFields } from '../../account/PasswordFields';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { AuthLayout } from '../../layout/AuthLayout';
import { USER_KEY } from '../../session/keys';
import { safeRedirect } from '../../session/redirect';
import { saveUser } from '../../session/storage';
import { useSignOut } from '../../session/useSignOut';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * /passwordExpired: the password has expired; until it is changed every other call is refused
 * (code 1100), so this page is all the session can do, besides signing out.
 */
export function PasswordExpiredPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const policy = usePasswordPolicy();
  const [form] = Form.useForm<Values>();
  const change = useMutation({ mutationFn: changeExpiredPassword, meta: { quiet: true } });

  const submit = (v: Values) =>
    change.mutate(
      { oldPassword: v.oldPassword, newPassword: v.newPassword },
      {
        onSuccess: (user) => {
          queryClient.setQueryData(USER_KEY, user);
          saveUser(user);
          void navigate(safeRedirect(params.get('redirect')) ?? '/home', { replace: true });
        },
        onError: (err) => showFieldErrors(form, err, t, ['oldPassword', 'newPassword']),
      },
    );
  const fieldError = change.error instanceof ApiError && change.error.fields.length > 0;

  return (
    <AuthLayout heading={t('passwordExpired.heading')}>
      <Typography.Paragraph type="secondary">{t('passwordExpired.intro')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} name="passwordExpired">
        <Form.Item
          label={t('account.currentPassword')}
          name="oldPassword"
          rules={[{ required: true, message: t('account.rules.required') }]}
        >
          <Input.Password maxLength={64} autoComplete="current-password" autoFocus />
        </Form.Item>
        <PasswordFields strong={policy.data?.userPwdType === '2'} />
        {change.isError && !fieldError && (
          <Alert type="error" showIcon title={errorText(change.error, translate)} style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={change.isPending}>
          {t('passwordExpired.submit')}
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button type="link" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          {t('common.signOut')}
        </Button>
      </Flex>
    </AuthLayout>
  );
}
