import { useTranslation } from '../../i18n/useTranslation';
import { CenteredResult } from '../../components/CenteredResult';
import { BackHomeButton } from './BackHomeButton';

/** /403: the user may not open the page they asked for. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return <CenteredResult status="403" title="403" subTitle={t('exception.forbidden')} extra={<BackHomeButton />} />;
}
