import { Form, Input, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useTranslate } from '../i18n/useTranslate';
import { newPasswordProblem } from './rules';

interface Props {
  /** The form field of the new password; the confirmation is `confirmPassword`. */
  name?: string;
  /** Whether the policy asks for strong passwords (userPwdType '2'). */
  strong: boolean;
  label?: string;
  confirmLabel?: string;
  /** The hint under the password (by default the policy's, from `account`). */
  extra?: ReactNode;
  /**
   * Where the form's rule messages live (e.g. `user.rules`), so that the whole form speaks one
   * way; a key missing there is taken from `account.rules`.
   */
  rules?: string;
}

/**
 * New password and its confirmation, checked by the policy's rule (packages/contract
 * `passwordProblem`, docs/password-policy.md) before anything is sent. Every form where a
 * password is chosen uses it.
 */
export function PasswordFields({
  name = 'newPassword',
  strong,
  label,
  confirmLabel,
  extra,
  rules = 'account.rules',
}: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const text = (key: string, params?: Record<string, number>) =>
    t(translate(`${rules}.${key}`) !== undefined ? `${rules}.${key}` : `account.rules.${key}`, params);
  const rule: FormRule = () => ({
    validator: async (_r, value: unknown) => {
      const p = newPasswordProblem(typeof value === 'string' ? value : '', strong);
      if (p) throw new Error(text(p.key, p.params));
    },
  });
  const confirm: FormRule = ({ getFieldValue }) => ({
    validator: async (_r, value: unknown) => {
      if (!value) throw new Error(text('required'));
      if (value !== getFieldValue(name)) throw new Error(text('passwordMismatch'));
    },
  });
  return (
    <>
      <Form.Item
        label={label ?? t('account.newPassword')}
        name={name}
        required
        rules={[rule]}
        extra={strong ? t('account.passwordHintStrong') : (extra ?? t('account.passwordHint'))}
      >
        <Input.Password maxLength={64} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={confirmLabel ?? t('account.confirmPassword')}
        name="confirmPassword"
        required
        dependencies={[name]}
        rules={[confirm]}
      >
        <Input.Password maxLength={64} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
