import type { SignInSettings } from '@apm/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { flag } from './api';
import { SectionForm, SwitchItem } from './SectionForm';

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
      <SwitchItem
        name="audit"
        label={t('materialReview.settings.audit')}
        extra={t('materialReview.settings.auditHelp')}
      />
    </SectionForm>
  );
}
