import type { UserListItem } from '@apm/contract';
import { Alert, Form, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { usePasswordPolicy } from '../../account/api';
import { PasswordFields } from '../../account/PasswordFields';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { useSaveUser } from './api';
import { changedUser } from './userForm';

interface Values {
  password: string;
  confirmPassword: string;
}

interface Props {
  user: UserListItem | undefined;
  onClose: () => void;
  onDone: (name: string) => void;
}

/** A new password for a user, typed twice (needs sys:user:resetPwd besides sys:user:edit). */
export function ResetPasswordModal({ user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [form] = Form.useForm<Values>();
  const save = useSaveUser();
  const policy = usePasswordPolicy();

  useEffect(() => {
    if (!user) return;
    save.reset();
    form.resetFields();
    // Only a new user resets the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const ruleText = (key: string, params?: Record<string, number>) =>
    translate(`user.rules.${key}`) !== undefined ? t(`user.rules.${key}`, params) : key;

  const submit = (values: Values) => {
    if (!user) return;
    save.mutate(changedUser(user, { password: values.password }), {
      onSuccess: () => onDone(user.name),
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        const onField = err.fields.filter((f) => f.field === 'password');
        if (onField.length) form.setFields([{ name: 'password', errors: onField.map((f) => ruleText(f.message)) }]);
      },
    });
  };
  const failure =
    save.error instanceof ApiError && save.error.fields.some((f) => f.field === 'password') ? undefined : save.error;

  return (
    <Modal
      open={user !== undefined}
      title={t('user.resetTitle', { name: user?.name ?? '' })}
      okText={t('user.resetOk')}
      cancelText={t('user.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {t('user.resetHelp', { loginName: user?.loginName ?? '' })}
      </Typography.Paragraph>
      <Form<Values> form={form} name="resetPassword" layout="vertical" onFinish={submit} requiredMark>
        <PasswordFields
          name="password"
          strong={policy.data?.userPwdType === '2'}
          label={t('user.newPassword')}
          confirmLabel={t('user.confirmNewPassword')}
          extra={t('user.passwordHelp')}
          rules="user.rules"
        />
      </Form>
      {failure && <Alert type="error" showIcon title={errorText(failure, translate)} />}
    </Modal>
  );
}
