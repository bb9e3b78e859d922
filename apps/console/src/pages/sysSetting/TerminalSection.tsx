import type { SignInSettings } from '@apm/contract';
import { Alert, Card, Form, Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { flag, useSaveSettings } from './api';
import { SectionSave } from './SectionSave';

interface Values {
  terminalAuthorizationFreeAccessManage: boolean;
}

/**
 * Terminals (the `terminalAuthorizationFreeAccessManage` setting): on, a device that registers is
 * authorised at once into the platform office, without a pairing code (docs/terminal-protocol.md).
 */
export function TerminalSection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const save = useSaveSettings();
  return (
    <Card title={t('sysSetting.terminalTitle')}>
      <Form<Values>
        name="terminalSettings"
        layout="horizontal"
        labelCol={{ flex: '260px' }}
        labelWrap
        initialValues={{
          terminalAuthorizationFreeAccessManage: settings.terminalAuthorizationFreeAccessManage === 'true',
        }}
        onFinish={(v) =>
          save.mutate(
            { terminalAuthorizationFreeAccessManage: flag(v.terminalAuthorizationFreeAccessManage) },
            { onSuccess: () => void message.success(t('sysSetting.saved')) },
          )
        }
        style={{ maxWidth: 900 }}
      >
        <Form.Item
          label={t('sysSetting.freeAccess')}
          name="terminalAuthorizationFreeAccessManage"
          valuePropName="checked"
          extra={t('sysSetting.freeAccessHelp')}
        >
          <Switch />
        </Form.Item>
        {save.isError && (
          <Alert type="error" showIcon title={errorText(save.error, translate)} style={{ marginBottom: 16 }} />
        )}
        <SectionSave loading={save.isPending} />
      </Form>
    </Card>
  );
}
