import { Result } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { BackHomeButton } from './BackHomeButton';

/** /exception/403 inside the main layout (spec 2's exception group). */
export function Exception403Page() {
  const { t } = useTranslation();
  return <Result status="403" title="403" subTitle={t('exception.forbidden')} extra={<BackHomeButton />} />;
}

/** /exception/404 inside the main layout. */
export function Exception404Page() {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('exception.notFound')} extra={<BackHomeButton />} />;
}

/** /exception/500 inside the main layout. */
export function Exception500Page() {
  const { t } = useTranslation();
  return <Result status="500" title="500" subTitle={t('exception.serverError')} extra={<BackHomeButton />} />;
}
