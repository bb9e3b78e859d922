import { CloudServerOutlined } from '@ant-design/icons';
import { VOLUME_SORTS, type OfficeVolume, type VolumeListQuery } from '@apm/contract';
import { Button, Drawer, Input, Progress, Table, Tag, Typography, theme, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAccess } from '../../access/useAccess';
import { formatBytes } from '../../components/bytes';
import { GuardedButton } from '../../components/GuardedButton';
import { serverPaging } from '../../components/pagedTable';
import { QuotaModal } from './QuotaModal';
import { levelOf, percentUsed, QUOTA_EDIT, useVolumeList, VOLUME_LIST } from './volumeApi';

/**
 * "Storage by institution", for administrators (sys:office:view): a button that opens a drawer with
 * every office of the range, its used, quota and free bytes, paged on the server and sortable by
 * usage; holders of sys:office:quota set an office's own quota from each row. Shows nothing to
 * other users.
 */
export function StorageDrawer() {
  const { t } = useTranslation();
  const { can } = useAccess();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<OfficeVolume>();
  const [query, setQuery] = useState<VolumeListQuery>({
    pageNo: 1,
    pageSize: 20,
    name: '',
    sort: 'used',
    order: 'desc',
  });
  const page = useVolumeList(query, open);
  if (!can(VOLUME_LIST)) return null;

  const columns: TableProps<OfficeVolume>['columns'] = [
    { title: t('volume.drawer.office'), dataIndex: 'officeName', key: 'name', sorter: true, ellipsis: true },
    {
      title: t('volume.drawer.used'),
      key: 'used',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_, v) => {
        const percent = percentUsed(v);
        const level = levelOf(percent);
        const colour =
          level === 'full' ? token.colorError : level === 'warning' ? token.colorWarning : token.colorPrimary;
        return (
          <div data-level={level}>
            <Typography.Text>{formatBytes(v.usedBytes)}</Typography.Text>
            {percent !== null && <Progress percent={percent} size="small" strokeColor={colour} />}
          </div>
        );
      },
    },
    {
      title: t('volume.drawer.quota'),
      key: 'quota',
      render: (_, v) => (
        <>
          {v.quotaBytes === null ? t('volume.drawer.noLimit') : formatBytes(v.quotaBytes)}{' '}
          <Tag>{v.quotaSource === 'office' ? t('volume.drawer.ownQuota') : t('volume.drawer.fromSetting')}</Tag>
        </>
      ),
    },
    {
      title: t('volume.drawer.free'),
      key: 'free',
      render: (_, v) => (v.freeBytes === null ? '—' : formatBytes(v.freeBytes)),
    },
    { title: t('volume.drawer.materials'), dataIndex: 'materialCount', key: 'materials', align: 'right' },
    {
      title: t('volume.drawer.actions'),
      key: 'actions',
      render: (_, v) => (
        <GuardedButton authority={QUOTA_EDIT} size="small" onClick={() => setEditing(v)}>
          {t('volume.drawer.setQuota')}
        </GuardedButton>
      ),
    },
  ];

  return (
    <>
      <Button icon={<CloudServerOutlined />} onClick={() => setOpen(true)}>
        {t('volume.drawer.open')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('volume.drawer.title')}
        width={Math.min(960, window.innerWidth)}
        destroyOnHidden
      >
        <Input.Search
          allowClear
          aria-label={t('volume.drawer.search')}
          placeholder={t('volume.drawer.search')}
          style={{ maxWidth: 320, marginBottom: 16 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name: name.trim(), pageNo: 1 }))}
        />
        <Table<OfficeVolume>
          rowKey="officeId"
          size="small"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
            showTotal: (total) => t('volume.drawer.total', { count: total }),
          })}
          onChange={(p, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const sort = VOLUME_SORTS.find((k) => k === s?.columnKey) ?? 'name';
            setQuery((q) => ({
              ...q,
              pageNo: p.pageSize !== q.pageSize ? 1 : (p.current ?? 1),
              pageSize: p.pageSize ?? q.pageSize,
              ...(s?.order ? { sort, order: s.order === 'ascend' ? 'asc' : 'desc' } : { sort: 'name', order: 'asc' }),
            }));
          }}
        />
      </Drawer>
      <QuotaModal office={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
