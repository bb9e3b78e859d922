import type { SignInSettings } from '@apm/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { flag } from './api';
import { SectionForm, SwitchItem } from './SectionForm';

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
      <SwitchItem
        name="smtpVerifyCodeOpen"
        label={t('sysSetting.smtpVerifyCodeOpen')}
        extra={t('sysSetting.smtpVerifyCodeOpenHelp')}
      />
      <SwitchItem
        name="smsVerifyCodeOpen"
        label={t('sysSetting.smsVerifyCodeOpen')}
        extra={settings.smsAvailable ? t('sysSetting.smsVerifyCodeOpenHelp') : t('sysSetting.smsUnavailable')}
        disabled={!settings.smsAvailable}
      />
      <SwitchItem
        name="loginSecondStep"
        label={t('sysSetting.loginSecondStep')}
        extra={t('sysSetting.loginSecondStepHelp')}
      />
      <SwitchItem
        name="landingEncryption"
        label={t('sysSetting.landingEncryption')}
        extra={t('sysSetting.landingEncryptionHelp')}
      />
    </SectionForm>
  );
}
