import { Button, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../../routing/withTimeout';

/**
 * What to show for an error that stopped a page: a page whose code could not be loaded (network,
 * a release that replaced the files, spec 9's 120 s timeout) offers to try again; anything else
 * offers a reload. Either way a reload is what helps: a failed module stays failed until then.
 */
export function useLoadFailure(error: unknown): Pick<ResultProps, 'status' | 'title' | 'subTitle' | 'extra'> {
  const { t } = useTranslation();
  const reload = () => window.location.reload();
  if (error instanceof ChunkLoadError) {
    return {
      status: 'warning',
      title: t('shell.pageLoadFailedTitle'),
      subTitle: error.timedOut ? t('shell.pageLoadTimeout') : t('shell.pageLoadFailed'),
      extra: (
        <Button type="primary" onClick={reload}>
          {t('common.retry')}
        </Button>
      ),
    };
  }
  return {
    status: '500',
    title: t('exception.errorTitle'),
    subTitle: t('exception.error'),
    extra: (
      <Button type="primary" onClick={reload}>
        {t('exception.reload')}
      </Button>
    ),
  };
}
