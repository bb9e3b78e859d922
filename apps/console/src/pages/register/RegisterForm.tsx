import { loginName as loginNameSchema, phone as phoneSchema, type VerificationWay } from '@apm/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Segmented, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { register, sendRegisterCode, type RegisterValues } from '../../account/api';
import { CodeField } from '../../account/CodeField';
import { showFieldErrors } from '../../account/fieldErrors';
import { PasswordFields } from '../../account/PasswordFields';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';

interface Props {
  ways: VerificationWay[];
  strong: boolean;
  onDone: () => void;
}

type Values = Omit<RegisterValues, 'way'> & { confirmPassword: string };
const FIELDS = ['loginName', 'name', 'email', 'phone', 'code', 'password'] as const;

/** The new account: names, the address proven by a code, and the password by the policy. */
export function RegisterForm({ ways, strong, onDone }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [form] = Form.useForm<Values>();
  const [way, setWay] = useState<VerificationWay>(ways.includes('email') || ways.length === 0 ? 'email' : 'sms');
  const save = useMutation({ mutationFn: register, meta: { quiet: true } });
  const addressField = way === 'email' ? 'email' : 'phone';

  const loginNameRule: FormRule = () => ({
    validator: async (_r, value: unknown) => {
      const r = loginNameSchema.safeParse(typeof value === 'string' ? value : '');
      if (r.success) return;
      if (!value) throw new Error(t('account.rules.required'));
      throw new Error(
        t(
          r.error.issues[0]?.message === 'loginNameChars' ? 'account.rules.loginNameChars' : 'account.rules.nameLength',
        ),
      );
    },
  });
  const addressRule: FormRule = () => ({
    validator: async (_r, value: unknown) => {
      const v = typeof value === 'string' ? value.trim() : '';
      if (!v) throw new Error(t('account.rules.required'));
      if (way === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) throw new Error(t('account.rules.email'));
      if (way === 'sms' && !phoneSchema.safeParse(v).success) throw new Error(t('account.rules.phoneFormat'));
    },
  });

  const submit = ({ confirmPassword: _c, ...v }: Values) =>
    save.mutate(
      {
        loginName: v.loginName.trim(),
        name: v.name.trim(),
        password: v.password,
        way,
        email: way === 'email' ? v.email.trim() : '',
        phone: way === 'sms' ? v.phone.trim() : '',
        code: v.code.trim(),
      },
      { onSuccess: onDone, onError: (err) => showFieldErrors(form, err, t, FIELDS) },
    );
  const fieldError = save.error instanceof ApiError && save.error.fields.some((f) => FIELDS.includes(f.field as never));

  return (
    <Form<Values> form={form} layout="vertical" requiredMark onFinish={submit} name="register">
      <Form.Item
        label={t('register.loginName')}
        name="loginName"
        required
        rules={[loginNameRule]}
        extra={t('register.loginNameHelp')}
      >
        <Input maxLength={32} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        label={t('register.name')}
        name="name"
        required
        rules={[{ required: true, whitespace: true, message: t('account.rules.required') }]}
      >
        <Input maxLength={64} autoComplete="name" />
      </Form.Item>
      {ways.length > 1 && (
        <Form.Item label={t('register.way')}>
          <Segmented<VerificationWay>
            block
            value={way}
            onChange={setWay}
            options={ways.map((w) => ({ value: w, label: t(`account.ways.${w}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item
        label={way === 'email' ? t('register.email') : t('register.phone')}
        name={addressField}
        required
        rules={[addressRule]}
      >
        <Input maxLength={way === 'email' ? 128 : 20} autoComplete={way === 'email' ? 'email' : 'tel'} />
      </Form.Item>
      <CodeField
        name="code"
        label={t('account.code')}
        before={() => form.validateFields([addressField])}
        send={() => sendRegisterCode({ way, target: String(form.getFieldValue(addressField) ?? '').trim() })}
        sentText={(r) =>
          r.delivery === 'outbox'
            ? t('register.codeInOutbox', { target: r.target })
            : t(`register.codeSent.${way}`, { target: r.target })
        }
        disabled={ways.length === 0}
        onFailed={(err) => showFieldErrors(form, err, t, [addressField], { target: addressField })}
      />
      <PasswordFields name="password" strong={strong} label={t('register.password')} />
      {save.isError && !fieldError && (
        <Alert type="error" showIcon title={errorText(save.error, translate)} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
