import { useTranslation } from '../../i18n/useTranslation';
import { CenteredResult } from '../../components/CenteredResult';
import { BackHomeButton } from './BackHomeButton';

/** Any path the console does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <CenteredResult status="404" title="404" subTitle={t('exception.notFound')} extra={<BackHomeButton />} />;
}
