import type { SignInSettings } from '@apm/contract';
import { Form, Switch } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { flag } from './api';
import { SectionForm } from './SectionForm';

interface Values {
  audit: boolean;
}

/** Review of new materials (the `audit` setting): on, they wait for a reviewer before they may be published. */
export function ReviewSection({ settings }: { settings: SignInSettings }) {
  const { t } = useTranslation();
  return (
    <SectionForm<Values>
      title={t('materialReview.settings.title')}
      name="reviewSettings"
      initialValues={{ audit: settings.audit === 'true' }}
      toSettings={(v) => ({ audit: flag(v.audit) })}
    >
      <Form.Item
        label={t('materialReview.settings.audit')}
        name="audit"
        valuePropName="checked"
        extra={t('materialReview.settings.auditHelp')}
      >
        <Switch />
      </Form.Item>
    </SectionForm>
  );
}
