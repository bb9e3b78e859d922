import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { SETTING_EDIT } from './api';

/** The Save button of a settings section (needs sys:setting:edit). */
export function SectionSave({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  return (
    <AuthButton authority={SETTING_EDIT} type="primary" htmlType="submit" loading={loading}>
      {t('sysSetting.save')}
    </AuthButton>
  );
}
