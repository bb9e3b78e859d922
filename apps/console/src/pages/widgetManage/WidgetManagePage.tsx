import { Button, Card, Result, Typography } from 'antd';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import { useWidgetCatalogue } from './api';
import { KindTable } from './KindTable';
import { OfficeTable } from './OfficeTable';

/**
 * /widget/list ("widget management", platform administrators): the platform's widget kinds (offered
 * or not, default size) and, per institution of the range, the kinds its program editor offers.
 */
export function WidgetManagePage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const catalogue = useWidgetCatalogue();
  return (
    <Card title={t('menu.widgetManagement')}>
      <Typography.Paragraph type="secondary">{t('widgetManage.intro')}</Typography.Paragraph>
      {catalogue.isError && !catalogue.data ? (
        <Result
          status="error"
          title={errorText(catalogue.error, translate)}
          extra={<Button onClick={() => void catalogue.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <>
          <Typography.Title level={5}>{t('widgetManage.catalogue.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('widgetManage.catalogue.help')}</Typography.Paragraph>
          <KindTable catalogue={catalogue.data} loading={catalogue.isPending} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('widgetManage.offices.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('widgetManage.offices.help')}</Typography.Paragraph>
          <OfficeTable catalogue={catalogue.data ?? []} />
        </>
      )}
    </Card>
  );
}
