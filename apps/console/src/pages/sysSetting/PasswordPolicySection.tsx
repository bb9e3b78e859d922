import type { SignInSettings } from '@apm/contract';
import { Alert, Card, Form, InputNumber, Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { showFieldErrors } from '../../account/fieldErrors';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useSaveSettings } from './api';
import { SectionSave } from './SectionSave';

interface Values {
  strong: boolean;
  pwdExpireDays: number;
  pwdHistoryCount: number;
}

/** The password policy: strength for new passwords, expiry, and the history that may not be reused. */
export function PasswordPolicySection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveSettings();
  const submit = (v: Values) =>
    save.mutate(
      {
        userPwdType: v.strong ? '2' : '1',
        pwdExpireDays: v.pwdExpireDays ?? 0,
        pwdHistoryCount: v.pwdHistoryCount ?? 0,
      },
      {
        onSuccess: () => void message.success(t('sysSetting.saved')),
        onError: (e) => showFieldErrors(form, e, t, ['pwdExpireDays', 'pwdHistoryCount'], { userPwdType: 'strong' }),
      },
    );
  const fieldError = save.error instanceof ApiError && save.error.fields.length > 0;
  return (
    <Card title={t('sysSetting.passwordTitle')}>
      <Form<Values>
        form={form}
        name="passwordPolicy"
        layout="horizontal"
        labelCol={{ flex: '260px' }}
        labelWrap
        initialValues={{
          strong: settings.userPwdType === '2',
          pwdExpireDays: Number(settings.pwdExpireDays),
          pwdHistoryCount: Number(settings.pwdHistoryCount),
        }}
        onFinish={submit}
        style={{ maxWidth: 900 }}
      >
        <Form.Item
          label={t('sysSetting.strong')}
          name="strong"
          valuePropName="checked"
          extra={t('sysSetting.strongHelp')}
        >
          <Switch />
        </Form.Item>
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
        {save.isError && !fieldError && (
          <Alert type="error" showIcon title={errorText(save.error, translate)} style={{ marginBottom: 16 }} />
        )}
        <SectionSave loading={save.isPending} />
      </Form>
    </Card>
  );
}
