import { useTranslation } from 'react-i18next';

/** Copyright and the version string `V{version}` (spec 1). */
export function Copyright() {
  const { t } = useTranslation();
  return (
    <span>
      {t('common.copyright', { year: new Date().getFullYear() })} · V{__APP_VERSION__}
    </span>
  );
}
