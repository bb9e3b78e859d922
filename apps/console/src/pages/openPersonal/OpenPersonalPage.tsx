import { EditOutlined, PlusOutlined, SkinOutlined } from '@ant-design/icons';
import type { CustomerItem } from '@apm/contract';
import { Card, Flex, Input, Space, Table, Tag, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { serverPaging, type NameQuery } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { CUSTOMER_EDIT, CUSTOMER_PERSONAL, useCustomerPage } from './api';
import { BrandDrawer } from './BrandDrawer';
import { CustomerFormModal, type CustomerFormTarget } from './CustomerFormModal';

/**
 * /sys/customer/toOpenPersonalPage ("enable customization"): the customers of the caller's range,
 * where customers are created and edited and their own brand is switched on and edited.
 */
export function OpenPersonalPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [query, setQuery] = useState<NameQuery>({ name: '', pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<CustomerFormTarget>();
  const [branding, setBranding] = useState<CustomerItem>();
  const page = useCustomerPage(query);
  const items = page.data?.list ?? [];

  const columns: TableProps<CustomerItem>['columns'] = [
    {
      key: 'name',
      title: t('customers.name'),
      render: (_, c) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{c.name}</Typography.Text>
          {c.remarks && <Typography.Text type="secondary">{c.remarks}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'parent', title: t('customers.parent'), dataIndex: 'parentName' },
    {
      key: 'contact',
      title: t('customers.contact'),
      render: (_, c) =>
        [c.contactName, c.contactPhone, c.contactEmail].filter(Boolean).join(' · ') || (
          <Typography.Text type="secondary">{t('common.notSet')}</Typography.Text>
        ),
    },
    {
      key: 'hosts',
      title: t('customers.hostNames'),
      render: (_, c) =>
        c.hosts.length === 0 ? (
          <Typography.Text type="secondary">{t('customers.noHosts')}</Typography.Text>
        ) : (
          c.hosts.map((h) => <Tag key={h}>{h}</Tag>)
        ),
    },
    {
      key: 'personal',
      title: t('customers.ownBrand'),
      width: 130,
      render: (_, c) =>
        c.personal ? <Tag color="success">{t('customers.brandOn')}</Tag> : <Tag>{t('customers.brandOff')}</Tag>,
    },
    { key: 'users', title: t('customers.users'), dataIndex: 'users', width: 90, align: 'right' },
    { key: 'offices', title: t('customers.offices'), dataIndex: 'offices', width: 110, align: 'right' },
    {
      key: 'createdAt',
      title: t('customers.createdAt'),
      width: 170,
      render: (_, c) => dayjs(c.createdAt).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('customers.actions'),
      width: 220,
      render: (_, c) => (
        <Space>
          <AuthButton
            authority={CUSTOMER_EDIT}
            size="small"
            icon={<EditOutlined />}
            aria-label={t('customers.editOf', { name: c.name })}
            onClick={() => setEditing({ mode: 'edit', customer: c })}
          >
            {t('customers.edit')}
          </AuthButton>
          <AuthButton
            authority={CUSTOMER_PERSONAL}
            size="small"
            icon={<SkinOutlined />}
            aria-label={t('customers.brandOf', { name: c.name })}
            onClick={() => setBranding(c)}
          >
            {t('customers.brand')}
          </AuthButton>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('menu.openPersonal')}
      extra={
        <AuthButton
          authority={CUSTOMER_EDIT}
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          {t('customers.create')}
        </AuthButton>
      }
    >
      <Typography.Paragraph type="secondary">{t('customers.intro')}</Typography.Paragraph>
      <Flex style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('customers.search')}
          placeholder={t('customers.search')}
          style={{ maxWidth: 320 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name: name.trim(), pageNo: 1 }))}
        />
      </Flex>
      <Table<CustomerItem>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={page.isFetching}
        scroll={{ x: 1100 }}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('customers.total', { count: total }),
          empty: query.name ? t('customers.noneMatching') : t('customers.empty'),
        })}
      />
      <CustomerFormModal
        target={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(c, created) => {
          setEditing(undefined);
          void message.success(t(created ? 'customers.created' : 'customers.saved', { name: c.name }));
        }}
      />
      <BrandDrawer
        customer={branding}
        onClose={() => setBranding(undefined)}
        onSaved={(name) => {
          setBranding(undefined);
          void message.success(t('customers.brandSaved', { name }));
        }}
      />
    </Card>
  );
}
