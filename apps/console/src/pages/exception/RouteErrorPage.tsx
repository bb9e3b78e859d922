import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { CenteredResult } from './CenteredResult';

/** What shows when a page fails to load or throws (e.g. its code chunk cannot be fetched). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <CenteredResult
      status="500"
      title={t('exception.errorTitle')}
      subTitle={t('exception.error')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('exception.reload')}
        </Button>
      }
    />
  );
}
