import type { DeliveryState } from '@apm/contract';
import { Descriptions, Drawer, Typography } from 'antd';
import { useState } from 'react';
import { formatBytes } from '../../components/bytes';
import { DeliveriesTable } from '../../components/DeliveriesTable';
import type { Paging } from '../../components/pagedTable';
import { useTranslation } from '../../i18n/useTranslation';
import { usePublication } from './api';

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
          <DeliveriesTable
            counts={record.counts}
            page={page}
            loading={false}
            state={state}
            onState={setState}
            paging={paging}
            onPaging={setPaging}
            filterStyle={{ marginBottom: 12 }}
          />
        </>
      )}
    </Drawer>
  );
}
