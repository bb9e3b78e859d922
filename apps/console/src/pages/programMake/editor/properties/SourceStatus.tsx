import { Typography } from 'antd';
import { ApiError } from '../../../../api/ApiError';
import { errorText } from '../../../../api/errorText';
import { useTranslate } from '../../../../i18n/useTranslate';
import { useTranslation } from '../../../../i18n/useTranslation';
import { formatMoment } from '../../../../components/moments';

/** What the server answered about a weather widget's place or the rates. */
interface Props {
  loading: boolean;
  error: unknown;
  /** When the values were got, and whether the provider failed since. */
  answer?: { fetchedAt: number; stale: boolean };
}

/**
 * A line under a data widget's settings: when the server got the values it draws (and whether its
 * provider failed since), or why it has none, so the operator sees at once whether a place or a
 * currency works.
 */
export function SourceStatus({ loading, error, answer }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  if (loading) return <Typography.Text type="secondary">{t('widgets.dataSource.loading')}</Typography.Text>;
  if (error) {
    const field = error instanceof ApiError ? error.fields[0]?.message : undefined;
    const known = field === 'placeNotFound' || field === 'unknownCurrency';
    return (
      <Typography.Text type="danger" data-testid="source-status">
        {known ? t(`widgets.dataSource.${field}`) : errorText(error, translate)}
      </Typography.Text>
    );
  }
  if (!answer) return null;
  const time = formatMoment(answer.fetchedAt);
  return (
    <Typography.Text type={answer.stale ? 'warning' : 'secondary'} data-testid="source-status">
      {t(answer.stale ? 'widgets.dataSource.stale' : 'widgets.dataSource.fetched', { time })}
    </Typography.Text>
  );
}
