import { DELIVERY_STATES, type DeliveryCounts, type DeliveryItem, type DeliveryState, type Page } from '@apm/contract';
import { Flex, Progress, Segmented, Table, Tag, Typography, type TableProps } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { DeliveryTerminal } from './DeliveryTerminal';
import { STATE_COLOURS } from './deliveryStates';
import { serverPaging, type Paging } from './pagedTable';

interface Props {
  /** How many deliveries are in each state (the filter's figures). */
  counts: DeliveryCounts | undefined;
  /** The page of deliveries shown (of the state chosen). */
  page: Page<DeliveryItem> | undefined;
  loading: boolean;
  state: DeliveryState | '';
  onState: (state: DeliveryState | '') => void;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  /** A state's name (a message's `playing` reads "shown"); the publish namespace's by default. */
  stateName?: (state: DeliveryState) => string;
  /** What a replaced delivery means here. */
  replacedHint?: string;
  /** Where the filter sits. */
  filterStyle?: CSSProperties;
}

/**
 * A publication's deliveries, one per terminal, as the deliveries drawers and the publishing page
 * show them: a filter by state with the count of each, and a page of deliveries (terminal and
 * whether it is online, state with its download percent or failure reason, last change). Each row
 * carries `data-delivery` (the terminal) and `data-state`.
 */
export function DeliveriesTable({
  counts,
  page,
  loading,
  state,
  onState,
  paging,
  onPaging,
  stateName,
  replacedHint,
  filterStyle,
}: Props) {
  const { t } = useTranslation();
  const nameOf = stateName ?? ((s: DeliveryState) => t(`publish.states.${s}`));
  const columns: TableProps<DeliveryItem>['columns'] = [
    { key: 'terminal', title: t('publish.terminal'), render: (_, d) => <DeliveryTerminal delivery={d} /> },
    {
      key: 'state',
      title: t('publish.state'),
      width: 260,
      render: (_, d) => (
        <Flex vertical gap={2} data-delivery={d.terminalId} data-state={d.state}>
          <span>
            <Tag color={STATE_COLOURS[d.state]}>{nameOf(d.state)}</Tag>
          </span>
          {d.state === 'downloading' && <Progress percent={d.percent ?? 0} size="small" />}
          {d.state === 'failed' && (
            <Typography.Text type="danger">
              {t(`publish.reasons.${d.reason ?? 'unknown'}`, { defaultValue: d.reason ?? '' })}
            </Typography.Text>
          )}
          {d.state === 'replaced' && (
            <Typography.Text type="secondary">{replacedHint ?? t('publish.replacedHint')}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'updated',
      title: t('publish.updated'),
      width: 190,
      render: (_, d) => new Date(d.updatedAt).toLocaleString(),
    },
  ];
  const filters = [
    { value: '' as const, label: t('publish.allStates', { count: counts?.total ?? 0 }) },
    ...DELIVERY_STATES.map((s) => ({ value: s, label: `${nameOf(s)} ${counts?.[s] ?? 0}` })),
  ];
  return (
    <>
      <Segmented<DeliveryState | ''>
        options={filters}
        value={state}
        onChange={(s) => {
          onState(s);
          onPaging({ ...paging, pageNo: 1 });
        }}
        style={{ flexWrap: 'wrap', ...filterStyle }}
      />
      <Table<DeliveryItem>
        rowKey="terminalId"
        size="small"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={loading}
        {...serverPaging(paging, page?.count ?? 0, onPaging, {
          showTotal: (total) => t('publish.terminals', { count: total }),
          empty: t('publish.noDeliveries'),
          size: 'small',
        })}
      />
    </>
  );
}
