import { ReloadOutlined } from '@ant-design/icons';
import { officeApi, type OfficeFigures, type OfficeNode } from '@apm/contract';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useCall } from '../../api/hooks';
import { formatBytes } from '../../components/bytes';
import { useTranslate } from '../../i18n/useTranslate';

/** Terminals as the panel shows them: online / total. */
const terminals = (f: OfficeFigures) => `${f.terminalsOnline} / ${f.terminalsTotal}`;

/** Live figures are asked again this often while the page is shown. */
const REFRESH_MS = 30_000;

/** The figures of an office alone (findInstantStatistics) or with its subtree (officeDynamicData). */
function useFigures(id: string, subtree: boolean) {
  const answer = useCall(
    subtree ? officeApi.officeDynamicData : officeApi.findInstantStatistics,
    { id },
    // The panel shows its own failure.
    { staleTime: 0, refetchInterval: REFRESH_MS, keepPrevious: true, quiet: true },
  );
  return { ...answer, data: answer.data?.jsonObject };
}

/**
 * What an office holds, as the server counts it now, of the office alone (findInstantStatistics)
 * and with its whole subtree (officeDynamicData): users, sub-offices, terminals authorised into
 * them (online / total) and the storage their materials take (B to TB).
 */
export function OfficeFiguresPanel({ office }: { office: OfficeNode }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const alone = useFigures(office.id, false);
  const subtree = useFigures(office.id, true);
  const failed = alone.error ?? subtree.error;
  const updatedAt = Math.min(alone.dataUpdatedAt, subtree.dataUpdatedAt);
  const fetching = alone.isFetching || subtree.isFetching;
  // While another office's figures are still shown, dim them rather than present them as this one's.
  const stale = alone.isPlaceholderData || subtree.isPlaceholderData;

  const figure = (title: string, value: number | string | undefined, testId: string) => (
    <Col xs={12} xl={6}>
      <Card size="small" style={{ height: '100%' }} data-figure={testId}>
        <Statistic
          title={title}
          value={value ?? '–'}
          loading={value === undefined && !failed}
          styles={{ content: { opacity: stale ? 0.4 : 1 } }}
        />
      </Card>
    </Col>
  );

  return (
    <section aria-label={t('office.figures')}>
      <Flex align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('office.figures')}
        </Typography.Title>
        <Flex align="center" gap={8}>
          {updatedAt > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('office.figuresUpdated', { time: dayjs(updatedAt).format('HH:mm:ss') })}
            </Typography.Text>
          )}
          <Tooltip title={t('office.figuresRefresh')}>
            <Button
              size="small"
              type="text"
              aria-label={t('office.figuresRefresh')}
              icon={<ReloadOutlined spin={fetching} />}
              onClick={() => {
                void alone.refetch();
                void subtree.refetch();
              }}
            />
          </Tooltip>
        </Flex>
      </Flex>
      {failed && !alone.data && !subtree.data ? (
        <Alert type="error" showIcon title={errorText(failed, translate)} />
      ) : (
        <Row gutter={[12, 12]}>
          {figure(t('office.usersHere'), alone.data?.users, 'usersHere')}
          {figure(t('office.usersBelow'), subtree.data?.users, 'usersBelow')}
          {figure(t('office.officesHere'), alone.data?.offices, 'officesHere')}
          {figure(t('office.officesBelow'), subtree.data?.offices, 'officesBelow')}
          {figure(t('office.terminalsHere'), alone.data && terminals(alone.data), 'terminalsHere')}
          {figure(t('office.terminalsBelow'), subtree.data && terminals(subtree.data), 'terminalsBelow')}
          {figure(t('office.storageHere'), alone.data && formatBytes(alone.data.storageBytes), 'storageHere')}
          {figure(t('office.storageBelow'), subtree.data && formatBytes(subtree.data.storageBytes), 'storageBelow')}
        </Row>
      )}
    </section>
  );
}
