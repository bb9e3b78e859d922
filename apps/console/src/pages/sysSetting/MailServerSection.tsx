import type { SignInSettings } from '@apm/contract';
import { Alert, Checkbox, Divider, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { showFieldErrors } from '../../account/fieldErrors';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useSession } from '../../session/SessionContext';
import { flag, SETTING_EDIT, useTestMail } from './api';
import { SectionForm, SwitchItem } from './SectionForm';

interface Values {
  smtpHost: string;
  smtpPort: number;
  smtpSecure: boolean;
  smtpUser: string;
  smtpPassword: string;
  smtpPasswordClear: boolean;
  smtpFrom: string;
}
const FIELDS = ['smtpHost', 'smtpPort', 'smtpUser', 'smtpPassword', 'smtpFrom'];

/** The SMTP server mail goes through (none: mail waits in the outbox), with a test mail. */
export function MailServerSection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const test = useTestMail();
  const [to, setTo] = useState(user.email);
  const clear = Form.useWatch('smtpPasswordClear', form);
  // A test needs a server: the one in the form, saved or not.
  const host = (Form.useWatch('smtpHost', form) ?? settings.smtpHost).trim();

  const params = (v: Values) => ({
    smtpHost: v.smtpHost.trim(),
    smtpPort: v.smtpPort,
    smtpSecure: flag(v.smtpSecure),
    smtpUser: (v.smtpUser ?? '').trim(),
    smtpFrom: (v.smtpFrom ?? '').trim(),
  });
  // The test uses what the form holds now, saved or not (an empty password: the saved one).
  const sendTest = async () => {
    const v = await form.validateFields(FIELDS);
    test.mutate(
      { to: to.trim(), ...params({ ...form.getFieldsValue(), ...v }), smtpPassword: v.smtpPassword ?? '' },
      {
        onSuccess: () => void message.success(t('sysSetting.testSent', { to: to.trim() })),
        onError: (e) => showFieldErrors(form, e, t, FIELDS),
      },
    );
  };
  const reason =
    test.error instanceof ApiError ? (test.error.jsonObject as { reason?: string } | undefined)?.reason : undefined;

  // Below the form: a test mail through the server the form holds.
  const testMail = (
    <>
      <Divider titlePlacement="start" plain>
        {t('sysSetting.testTitle')}
      </Divider>
      <Flex gap={8} wrap style={{ maxWidth: 640 }}>
        <Input
          value={to}
          onChange={(e) => setTo(e.target.value)}
          placeholder={t('sysSetting.testTo')}
          aria-label={t('sysSetting.testTo')}
          style={{ flex: 1, minWidth: 240 }}
          maxLength={254}
        />
        <AuthButton
          authority={SETTING_EDIT}
          onClick={() => void sendTest().catch(() => undefined)}
          loading={test.isPending}
          disabled={!host || !/^[^\s@]+@[^\s@]+$/.test(to.trim())}
        >
          {t('sysSetting.sendTest')}
        </AuthButton>
      </Flex>
      {!host && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('sysSetting.testNeedsServer')}
        </Typography.Paragraph>
      )}
      {test.isError && !(test.error instanceof ApiError && test.error.fields.length > 0) && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16, maxWidth: 900 }}
          title={t('sysSetting.testFailed')}
          description={reason ?? errorText(test.error, translate)}
        />
      )}
    </>
  );

  return (
    <SectionForm<Values>
      title={t('sysSetting.mailTitle')}
      intro={t('sysSetting.mailIntro')}
      name="mailServer"
      form={form}
      initialValues={{
        smtpHost: settings.smtpHost,
        smtpPort: Number(settings.smtpPort) || 587,
        smtpSecure: settings.smtpSecure === 'true',
        smtpUser: settings.smtpUser,
        smtpPassword: '',
        smtpPasswordClear: false,
        smtpFrom: settings.smtpFrom,
      }}
      toSettings={(v) => ({
        ...params(v),
        smtpPassword: v.smtpPasswordClear ? '' : (v.smtpPassword ?? ''),
        smtpPasswordClear: flag(Boolean(v.smtpPasswordClear)),
      })}
      fields={FIELDS}
      // A saved password is never shown again; the form forgets what was typed.
      onSaved={() => form.setFieldsValue({ smtpPassword: '', smtpPasswordClear: false })}
      after={testMail}
    >
      <Form.Item label={t('sysSetting.smtpHost')} name="smtpHost" extra={t('sysSetting.smtpHostHelp')}>
        <Input maxLength={253} placeholder="smtp.example.com" />
      </Form.Item>
      <Form.Item label={t('sysSetting.smtpPort')} name="smtpPort">
        <InputNumber min={1} max={65535} precision={0} style={{ width: 180 }} />
      </Form.Item>
      <SwitchItem name="smtpSecure" label={t('sysSetting.smtpSecure')} extra={t('sysSetting.smtpSecureHelp')} />
      <Form.Item label={t('sysSetting.smtpUser')} name="smtpUser">
        <Input maxLength={254} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('sysSetting.smtpPassword')}
        name="smtpPassword"
        extra={settings.smtpPasswordSet ? t('sysSetting.smtpPasswordKept') : undefined}
      >
        <Input.Password
          maxLength={256}
          autoComplete="new-password"
          disabled={clear}
          placeholder={settings.smtpPasswordSet ? t('sysSetting.smtpPasswordSaved') : ''}
        />
      </Form.Item>
      {settings.smtpPasswordSet && (
        <Form.Item label=" " colon={false} name="smtpPasswordClear" valuePropName="checked">
          <Checkbox>{t('sysSetting.smtpPasswordClear')}</Checkbox>
        </Form.Item>
      )}
      <Form.Item label={t('sysSetting.smtpFrom')} name="smtpFrom" extra={t('sysSetting.smtpFromHelp')}>
        <Input maxLength={254} placeholder="signage@example.com" />
      </Form.Item>
    </SectionForm>
  );
}
