import type { SignInSettings } from '@apm/contract';
import { Alert, Card, Form, Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { showFieldErrors } from '../../account/fieldErrors';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { flag, useSaveSettings } from './api';
import { SectionSave } from './SectionSave';

interface Values {
  smtpVerifyCodeOpen: boolean;
  smsVerifyCodeOpen: boolean;
  loginSecondStep: boolean;
  landingEncryption: boolean;
}
const FIELDS = ['smtpVerifyCodeOpen', 'smsVerifyCodeOpen', 'loginSecondStep', 'landingEncryption'];

/**
 * How verification codes travel, whether sign-in asks for one after the password, and whether
 * the login page encrypts the credentials it sends.
 */
export function SignInSection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveSettings();
  const submit = (v: Values) =>
    save.mutate(
      {
        smtpVerifyCodeOpen: flag(v.smtpVerifyCodeOpen),
        smsVerifyCodeOpen: flag(v.smsVerifyCodeOpen),
        loginSecondStep: flag(v.loginSecondStep),
        landingEncryption: flag(v.landingEncryption),
      },
      {
        onSuccess: () => void message.success(t('sysSetting.saved')),
        onError: (e) => showFieldErrors(form, e, t, FIELDS),
      },
    );
  const fieldError = save.error instanceof ApiError && save.error.fields.some((f) => FIELDS.includes(f.field));
  return (
    <Card title={t('sysSetting.signInTitle')}>
      <Form<Values>
        form={form}
        name="signInSettings"
        layout="horizontal"
        labelCol={{ flex: '260px' }}
        labelWrap
        initialValues={{
          smtpVerifyCodeOpen: settings.smtpVerifyCodeOpen === 'true',
          smsVerifyCodeOpen: settings.smsVerifyCodeOpen === 'true',
          loginSecondStep: settings.loginSecondStep === 'true',
          landingEncryption: settings.landingEncryption === 'true',
        }}
        onFinish={submit}
        style={{ maxWidth: 900 }}
      >
        <Form.Item
          label={t('sysSetting.smtpVerifyCodeOpen')}
          name="smtpVerifyCodeOpen"
          valuePropName="checked"
          extra={t('sysSetting.smtpVerifyCodeOpenHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          label={t('sysSetting.smsVerifyCodeOpen')}
          name="smsVerifyCodeOpen"
          valuePropName="checked"
          extra={settings.smsAvailable ? t('sysSetting.smsVerifyCodeOpenHelp') : t('sysSetting.smsUnavailable')}
        >
          <Switch disabled={!settings.smsAvailable} />
        </Form.Item>
        <Form.Item
          label={t('sysSetting.loginSecondStep')}
          name="loginSecondStep"
          valuePropName="checked"
          extra={t('sysSetting.loginSecondStepHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          label={t('sysSetting.landingEncryption')}
          name="landingEncryption"
          valuePropName="checked"
          extra={t('sysSetting.landingEncryptionHelp')}
        >
          <Switch />
        </Form.Item>
        {save.isError && !fieldError && (
          <Alert type="error" showIcon title={errorText(save.error, translate)} style={{ marginBottom: 16 }} />
        )}
        <SectionSave loading={save.isPending} />
      </Form>
    </Card>
  );
}
