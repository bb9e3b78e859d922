import { phone as phoneSchema, type UserInfo, type VerificationWay } from '@apm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Divider, Form, Input, type FormRule } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { saveUserInfo, sendContactCode } from '../../account/api';
import { CodeField } from '../../account/CodeField';
import { showFieldErrors } from '../../account/fieldErrors';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { USER_KEY } from '../../session/keys';
import { useSession } from '../../session/SessionContext';
import { saveUser } from '../../session/storage';
import { AvatarUpload } from './AvatarUpload';

interface Values {
  name: string;
  email: string;
  phone: string;
  emailCode: string;
  phoneCode: string;
}

const same = (way: VerificationWay, a: string, b: string) =>
  way === 'email'
    ? a.trim().toLowerCase() === b.trim().toLowerCase()
    : a.replace(/[^0-9+]/g, '') === b.replace(/[^0-9+]/g, '');

/** Name, e-mail and phone of the signed-in user; a new address is confirmed by a code sent to it. */
export function ProfileCard() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const email = Form.useWatch('email', form) ?? user.email;
  const phone = Form.useWatch('phone', form) ?? user.phone;
  const emailNew = email.trim() !== '' && !same('email', email, user.email);
  const phoneNew = phone.trim() !== '' && !same('sms', phone, user.phone);
  const save = useMutation({ mutationFn: saveUserInfo, meta: { quiet: true } });

  const emailRule: FormRule = () => ({
    validator: async (_r, v: unknown) => {
      const s = typeof v === 'string' ? v.trim() : '';
      if (s && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)) throw new Error(t('account.rules.email'));
    },
  });
  const phoneRule: FormRule = () => ({
    validator: async (_r, v: unknown) => {
      const s = typeof v === 'string' ? v.trim() : '';
      if (s && !phoneSchema.safeParse(s).success) throw new Error(t('account.rules.phoneFormat'));
    },
  });

  const submit = (v: Values) =>
    save.mutate(
      {
        name: v.name.trim(),
        email: v.email.trim(),
        phone: v.phone.trim(),
        emailCode: emailNew ? v.emailCode.trim() : '',
        phoneCode: phoneNew ? v.phoneCode.trim() : '',
      },
      {
        onSuccess: (saved: UserInfo) => {
          queryClient.setQueryData(USER_KEY, saved);
          saveUser(saved);
          form.setFieldsValue({ emailCode: '', phoneCode: '' });
          void message.success(t('personal.saved'));
        },
        onError: (err) => showFieldErrors(form, err, t, ['name', 'email', 'phone']),
      },
    );
  const fieldError = save.error instanceof ApiError && save.error.fields.length > 0;

  const codeRow = (field: 'emailCode' | 'phoneCode', way: VerificationWay, target: string) => {
    const address = way === 'email' ? 'email' : 'phone';
    return (
      <CodeField
        name={field}
        label={t('personal.codeFor', { target })}
        ariaLabel={t(way === 'email' ? 'personal.emailCode' : 'personal.phoneCode')}
        before={() => form.validateFields([address])}
        send={() => sendContactCode({ way, target: target.trim() })}
        onFailed={(err) => showFieldErrors(form, err, t, [address], { target: address })}
      />
    );
  };

  return (
    <Card title={t('personal.profile')}>
      <AvatarUpload />
      <Divider />
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'loginName', label: t('personal.loginName'), children: user.loginName },
          { key: 'office', label: t('personal.office'), children: user.officeName },
          { key: 'roles', label: t('personal.roles'), children: user.roleNames.join(', ') || t('common.notSet') },
        ]}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        name="profile"
        initialValues={{ name: user.name, email: user.email, phone: user.phone, emailCode: '', phoneCode: '' }}
        onFinish={submit}
        style={{ maxWidth: 520 }}
      >
        <Form.Item
          label={t('personal.name')}
          name="name"
          rules={[{ required: true, whitespace: true, message: t('account.rules.required') }]}
        >
          <Input maxLength={64} autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('personal.email')} name="email" rules={[emailRule]}>
          <Input maxLength={128} autoComplete="email" />
        </Form.Item>
        {emailNew && codeRow('emailCode', 'email', email)}
        <Form.Item label={t('personal.phone')} name="phone" rules={[phoneRule]}>
          <Input maxLength={20} autoComplete="tel" />
        </Form.Item>
        {phoneNew && codeRow('phoneCode', 'sms', phone)}
        {save.isError && !fieldError && (
          <Alert type="error" showIcon title={errorText(save.error, translate)} style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('personal.save')}
        </Button>
      </Form>
    </Card>
  );
}
