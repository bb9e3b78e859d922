import { EditOutlined } from '@ant-design/icons';
import type { WidgetKindSetting, WidgetOffice } from '@apm/contract';
import { Flex, Input, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { AuthButton } from '../../access/AuthButton';
import { serverPaging, type NameQuery } from '../../components/pagedTable';
import { kindName, WIDGET_ICONS } from '../../components/widgetKinds';
import { useTranslation } from '../../i18n/useTranslation';
import { useWidgetOffices, WIDGET_EDIT } from './api';
import { OfficeKindsModal } from './OfficeKindsModal';

const FIRST_PAGE: NameQuery = { name: '', pageNo: 1, pageSize: 10 };

/** The offices of the range, searched by name and paged on the server, each with the kinds its editor offers. */
export function OfficeTable({ catalogue }: { catalogue: WidgetKindSetting[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(FIRST_PAGE);
  const [editing, setEditing] = useState<WidgetOffice>();
  const offices = useWidgetOffices(query);

  const columns: TableProps<WidgetOffice>['columns'] = [
    {
      key: 'name',
      title: t('widgetManage.offices.institution'),
      render: (_, o) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{o.name}</Typography.Text>
          {o.pathNames.length > 0 && <Typography.Text type="secondary">{o.pathNames.join(' / ')}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'source',
      title: t('widgetManage.offices.source'),
      width: 150,
      render: (_, o) =>
        o.own === null ? (
          <Tag>{t('widgetManage.offices.inherited')}</Tag>
        ) : (
          <Tag color="blue">{t('widgetManage.offices.own')}</Tag>
        ),
    },
    {
      key: 'allowed',
      title: t('widgetManage.offices.widgets'),
      render: (_, o) =>
        o.allowed.length === 0 ? (
          <Typography.Text type="secondary">{t('widgetManage.offices.none')}</Typography.Text>
        ) : (
          <Space wrap size={4} data-allowed-kinds={o.allowed.join(',')}>
            {o.allowed.map((k) => (
              <Tooltip key={k} title={kindName(t, k)}>
                <Tag icon={WIDGET_ICONS[k]} aria-label={kindName(t, k)} />
              </Tooltip>
            ))}
          </Space>
        ),
    },
    {
      key: 'actions',
      title: t('widgetManage.offices.actions'),
      width: 120,
      render: (_, o) => (
        <AuthButton
          authority={WIDGET_EDIT}
          size="small"
          icon={<EditOutlined />}
          aria-label={t('widgetManage.offices.setOf', { name: o.name })}
          onClick={() => setEditing(o)}
        >
          {t('widgetManage.offices.set')}
        </AuthButton>
      ),
    },
  ];

  return (
    <>
      <Flex style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('widgetManage.offices.search')}
          placeholder={t('widgetManage.offices.search')}
          style={{ maxWidth: 320 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name: name.trim(), pageNo: 1 }))}
        />
      </Flex>
      <Table<WidgetOffice>
        rowKey="id"
        columns={columns}
        dataSource={offices.data?.list ?? []}
        loading={offices.isFetching}
        {...serverPaging(query, offices.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (n) => t('widgetManage.offices.total', { count: n }),
          empty: t('widgetManage.offices.noneMatching'),
        })}
      />
      {editing && (
        <OfficeKindsModal
          key={editing.id}
          office={editing}
          catalogue={catalogue}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
