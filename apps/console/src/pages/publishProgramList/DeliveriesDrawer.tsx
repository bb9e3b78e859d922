import { DELIVERY_STATES, type DeliveryItem, type DeliveryState } from '@apm/contract';
import { Descriptions, Drawer, Flex, Progress, Segmented, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { serverPaging, type Paging } from '../../components/pagedTable';
import { usePublication } from './api';
import { formatBytes } from '../../components/bytes';
import { STATE_COLOURS } from './states';
import { DeliveryTerminal } from '../../components/DeliveryTerminal';

interface Props {
  /** The publication shown, or null when the drawer is closed. */
  id: string | null;
  onClose: () => void;
}

/** One publication: what was published, and each terminal's delivery with its state, percent and reason. */
export function DeliveriesDrawer({ id, onClose }: Props) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize: 20 });
  const [state, setState] = useState<DeliveryState | ''>('');
  const { record, page, isError } = usePublication(id ? { id, state, ...paging } : null);

  const columns: TableProps<DeliveryItem>['columns'] = [
    {
      key: 'terminal',
      title: t('publish.terminal'),
      render: (_, d) => <DeliveryTerminal delivery={d} />,
    },
    {
      key: 'state',
      title: t('publish.state'),
      width: 260,
      render: (_, d) => (
        <Flex vertical gap={2} data-delivery={d.terminalId} data-state={d.state}>
          <span>
            <Tag color={STATE_COLOURS[d.state]}>{t(`publish.states.${d.state}`)}</Tag>
          </span>
          {d.state === 'downloading' && <Progress percent={d.percent ?? 0} size="small" />}
          {d.state === 'failed' && (
            <Typography.Text type="danger">
              {t(`publish.reasons.${d.reason}`, { defaultValue: d.reason ?? '' })}
            </Typography.Text>
          )}
          {d.state === 'replaced' && <Typography.Text type="secondary">{t('publish.replacedHint')}</Typography.Text>}
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
    { value: '' as const, label: t('publish.allStates', { count: record?.counts.total ?? 0 }) },
    ...DELIVERY_STATES.map((s) => ({
      value: s,
      label: `${t(`publish.states.${s}`)} ${record?.counts[s] ?? 0}`,
    })),
  ];

  return (
    <Drawer
      open={id !== null}
      size={760}
      title={record ? t('publish.drawerTitle', { name: record.programName }) : t('publish.details')}
      onClose={onClose}
      destroyOnHidden
    >
      {isError && <Typography.Text type="danger">{t('publish.gone')}</Typography.Text>}
      {record && (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'v', label: t('publish.version'), children: record.programVersion },
              { key: 'c', label: t('publish.canvas'), children: `${record.width} × ${record.height}` },
              { key: 'o', label: t('publish.office'), children: record.officeName },
              {
                key: 'w',
                label: t('publish.published'),
                children: `${new Date(record.createdAt).toLocaleString()} · ${record.createdBy}`,
              },
              {
                key: 'f',
                label: t('publish.files'),
                children: t('publish.filesValue', { count: record.files, size: formatBytes(record.bytes) }),
              },
            ]}
            style={{ marginBottom: 16 }}
          />
          <Segmented<DeliveryState | ''>
            options={filters}
            value={state}
            onChange={(s) => {
              setState(s);
              setPaging((p) => ({ ...p, pageNo: 1 }));
            }}
            style={{ marginBottom: 12 }}
          />
          <Table<DeliveryItem>
            rowKey="terminalId"
            size="small"
            columns={columns}
            dataSource={page?.list ?? []}
            {...serverPaging(paging, page?.count ?? 0, setPaging, {
              showTotal: (total) => t('publish.terminals', { count: total }),
              empty: t('publish.noDeliveries'),
              size: 'small',
            })}
          />
        </>
      )}
    </Drawer>
  );
}
