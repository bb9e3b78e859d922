import { useTranslation } from 'react-i18next';
import { AuthButton } from '../../access/AuthButton';

/** The Save button of a settings section (needs sys:setting:edit). */
export function SectionSave({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  return (
    <AuthButton authority="sys:setting:edit" type="primary" htmlType="submit" loading={loading}>
      {t('sysSetting.save')}
    </AuthButton>
  );
}
