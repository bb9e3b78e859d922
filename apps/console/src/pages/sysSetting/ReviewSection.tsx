import type { SignInSettings } from '@apm/contract';
import { Alert, Card, Form, Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { flag, useSaveSettings } from './api';
import { SectionSave } from './SectionSave';

interface Values {
  audit: boolean;
}

/** Review of new materials (the `audit` setting): on, they wait for a reviewer before they may be published. */
export function ReviewSection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const save = useSaveSettings();
  return (
    <Card title={t('materialReview.settings.title')}>
      <Form<Values>
        name="reviewSettings"
        layout="horizontal"
        labelCol={{ flex: '260px' }}
        labelWrap
        initialValues={{ audit: settings.audit === 'true' }}
        onFinish={(v) =>
          save.mutate({ audit: flag(v.audit) }, { onSuccess: () => void message.success(t('sysSetting.saved')) })
        }
        style={{ maxWidth: 900 }}
      >
        <Form.Item
          label={t('materialReview.settings.audit')}
          name="audit"
          valuePropName="checked"
          extra={t('materialReview.settings.auditHelp')}
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
