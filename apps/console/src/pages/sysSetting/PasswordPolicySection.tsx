import type { SignInSettings } from '@apm/contract';
import { Form, InputNumber } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { SectionForm, SwitchItem } from './SectionForm';

interface Values {
  strong: boolean;
  pwdExpireDays: number;
  pwdHistoryCount: number;
}

/** The password policy: strength for new passwords, expiry, and the history that may not be reused. */
export function PasswordPolicySection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  return (
    <SectionForm<Values>
      title={t('sysSetting.passwordTitle')}
      name="passwordPolicy"
      initialValues={{
        strong: settings.userPwdType === '2',
        pwdExpireDays: Number(settings.pwdExpireDays),
        pwdHistoryCount: Number(settings.pwdHistoryCount),
      }}
      toSettings={(v) => ({
        userPwdType: v.strong ? '2' : '1',
        pwdExpireDays: v.pwdExpireDays ?? 0,
        pwdHistoryCount: v.pwdHistoryCount ?? 0,
      })}
      fields={['pwdExpireDays', 'pwdHistoryCount']}
      rename={{ userPwdType: 'strong' }}
    >
      <SwitchItem name="strong" label={t('sysSetting.strong')} extra={t('sysSetting.strongHelp')} />
      <Form.Item label={t('sysSetting.pwdExpireDays')} name="pwdExpireDays" extra={t('sysSetting.pwdExpireDaysHelp')}>
        <InputNumber min={0} max={3650} precision={0} suffix={t('sysSetting.days')} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item
        label={t('sysSetting.pwdHistoryCount')}
        name="pwdHistoryCount"
        extra={t('sysSetting.pwdHistoryCountHelp')}
      >
        <InputNumber min={0} max={24} precision={0} style={{ width: 180 }} />
      </Form.Item>
    </SectionForm>
  );
}
