import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography, type FormRule } from 'antd';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { confirmOldPassword, modifyPassword, usePasswordPolicy } from '../../account/api';
import { showFieldErrors } from '../../account/fieldErrors';
import { PasswordFields } from '../../account/PasswordFields';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useSession } from '../../session/SessionContext';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The password change: the current password (checked when the field is left), then the new one by the policy. */
export function PasswordCard() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const { user } = useSession();
  const policy = usePasswordPolicy();
  const strong = policy.data?.userPwdType === '2';
  const [form] = Form.useForm<Values>();
  const change = useMutation({ mutationFn: modifyPassword, meta: { quiet: true } });

  // Asked when the field is left, once per value: every wrong answer counts as a failed sign-in.
  const checked = useRef<{ value: string; correct: Promise<boolean> } | null>(null);
  const oldRule: FormRule = () => ({
    validator: async (_r, v: unknown) => {
      if (!v) throw new Error(t('account.rules.required'));
      const value = String(v);
      // The promise is kept, so a check still on its way is not asked twice.
      if (checked.current?.value !== value) {
        const correct = confirmOldPassword(value);
        // A failed call (network) is asked again next time.
        correct.catch(() => {
          if (checked.current?.correct === correct) checked.current = null;
        });
        checked.current = { value, correct };
      }
      if (!(await checked.current.correct)) throw new Error(t('account.rules.wrongPassword'));
    },
  });

  const submit = (v: Values) =>
    change.mutate(
      { oldPassword: v.oldPassword, newPassword: v.newPassword },
      {
        onSuccess: () => {
          checked.current = null;
          form.resetFields();
          void message.success(t('personal.passwordChanged'));
        },
        onError: (err) => showFieldErrors(form, err, t, ['oldPassword', 'newPassword']),
      },
    );
  const fieldError = change.error instanceof ApiError && change.error.fields.length > 0;

  return (
    <Card title={t('personal.password')}>
      {strong && user.userPwdType !== '2' && (
        <Alert type="warning" showIcon title={t('personal.weakPassword')} style={{ marginBottom: 16 }} />
      )}
      <Typography.Paragraph type="secondary">{t('personal.passwordIntro')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" name="changePassword" onFinish={submit} requiredMark>
        <Form.Item
          label={t('account.currentPassword')}
          name="oldPassword"
          required
          validateTrigger="onBlur"
          validateDebounce={0}
          rules={[oldRule]}
        >
          <Input.Password maxLength={64} autoComplete="current-password" />
        </Form.Item>
        <PasswordFields strong={strong} />
        {change.isError && !fieldError && (
          <Alert type="error" showIcon title={errorText(change.error, translate)} style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('personal.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
