import type { SignInSettings } from '@apm/contract';
import { Form, Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { flag } from './api';
import { SectionForm } from './SectionForm';

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
  return (
    <SectionForm<Values>
      title={t('sysSetting.signInTitle')}
      name="signInSettings"
      initialValues={{
        smtpVerifyCodeOpen: settings.smtpVerifyCodeOpen === 'true',
        smsVerifyCodeOpen: settings.smsVerifyCodeOpen === 'true',
        loginSecondStep: settings.loginSecondStep === 'true',
        landingEncryption: settings.landingEncryption === 'true',
      }}
      toSettings={(v) => ({
        smtpVerifyCodeOpen: flag(v.smtpVerifyCodeOpen),
        smsVerifyCodeOpen: flag(v.smsVerifyCodeOpen),
        loginSecondStep: flag(v.loginSecondStep),
        landingEncryption: flag(v.landingEncryption),
      })}
      fields={FIELDS}
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
    </SectionForm>
  );
}
