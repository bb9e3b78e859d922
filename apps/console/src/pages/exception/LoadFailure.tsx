import { Button } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { IconResult } from '../../components/IconResult';
import { ChunkLoadError } from '../../routing/withTimeout';

/**
 * What shows for an error that stopped a page: a page whose code could not be loaded (network,
 * a release that replaced the files, spec 9's 120 s timeout) offers to try again; anything else
 * offers a reload. Either way a reload is what helps: a failed module stays failed until then.
 * Part of the first load: it must show when no other code can be fetched.
 */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const reload = () => window.location.reload();
  if (error instanceof ChunkLoadError) {
    return (
      <IconResult
        status="warning"
        title={t('shell.pageLoadFailedTitle')}
        subTitle={error.timedOut ? t('shell.pageLoadTimeout') : t('shell.pageLoadFailed')}
        extra={
          <Button type="primary" onClick={reload}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <IconResult
      status="error"
      title={t('exception.errorTitle')}
      subTitle={t('exception.error')}
      extra={
        <Button type="primary" onClick={reload}>
          {t('exception.reload')}
        </Button>
      }
    />
  );
}
