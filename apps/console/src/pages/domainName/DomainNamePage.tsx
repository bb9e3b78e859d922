import { PlusOutlined } from '@ant-design/icons';
import { MAX_HOSTS_PER_CUSTOMER, type CustomerDomain, type DomainCustomer } from '@apm/contract';
import { Card, Flex, Input, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { useAccess } from '../../access/useAccess';
import { serverPaging, type NameQuery } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { AddHostModal } from './AddHostModal';
import { DOMAIN_EDIT, useDomainPage, useUnbindHost } from './api';

/** The sign-in page on a host name, served like this console (same scheme and port). */
const signInAddress = (host: string) => {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}/login`;
};

/**
 * /sys/customer/doaminNameSetting ("create domain name"): the customers of the caller's range
 * with the host names bound to them; binding and removing host names.
 */
export function DomainNamePage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { can, guard } = useAccess();
  const [query, setQuery] = useState<NameQuery>({ name: '', pageNo: 1, pageSize: 10 });
  const [adding, setAdding] = useState<DomainCustomer>();
  const page = useDomainPage(query);
  const unbind = useUnbindHost();

  const remove = (d: CustomerDomain, c: DomainCustomer) =>
    guard(DOMAIN_EDIT, () =>
      modal.confirm({
        title: t('domains.removeTitle', { host: d.host }),
        content: t('domains.removeConfirm', { name: c.customerName }),
        okText: t('domains.remove'),
        cancelText: t('domains.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          await unbind.mutateAsync({ id: d.id });
          void message.success(t('domains.removed', { host: d.host }));
        },
      }),
    );

  const columns: TableProps<DomainCustomer>['columns'] = [
    {
      key: 'customer',
      title: t('domains.customer'),
      render: (_, c) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{c.customerName}</Typography.Text>
          <Typography.Text type="secondary">{c.parentName}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'hosts',
      title: t('domains.hosts'),
      render: (_, c) =>
        c.hosts.length === 0 ? (
          <Typography.Text type="secondary">{t('domains.none')}</Typography.Text>
        ) : (
          <Flex wrap gap={4}>
            {c.hosts.map((d) => (
              <Tag
                key={d.id}
                closable={can(DOMAIN_EDIT)}
                onClose={(e) => {
                  e.preventDefault();
                  remove(d, c);
                }}
              >
                <a href={signInAddress(d.host)} target="_blank" rel="noreferrer">
                  {d.host}
                </a>
              </Tag>
            ))}
          </Flex>
        ),
    },
    {
      key: 'brand',
      title: t('domains.shows'),
      width: 220,
      render: (_, c) =>
        c.personal ? (
          <Tag color="success">{t('domains.ownBrand')}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('domains.defaultBrand')}</Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: t('domains.actions'),
      width: 170,
      render: (_, c) => (
        <AuthButton
          authority={DOMAIN_EDIT}
          size="small"
          icon={<PlusOutlined />}
          disabled={c.hosts.length >= MAX_HOSTS_PER_CUSTOMER}
          aria-label={t('domains.addOf', { name: c.customerName })}
          onClick={() => setAdding(c)}
        >
          {t('domains.add')}
        </AuthButton>
      ),
    },
  ];

  return (
    <Card title={t('menu.createDomainName')}>
      <Typography.Paragraph type="secondary">
        {t('domains.intro', { max: MAX_HOSTS_PER_CUSTOMER })}
      </Typography.Paragraph>
      <Flex style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('domains.search')}
          placeholder={t('domains.search')}
          style={{ maxWidth: 320 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name: name.trim(), pageNo: 1 }))}
        />
      </Flex>
      <Table<DomainCustomer>
        rowKey="customerId"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('domains.total', { count: total }),
          empty: query.name ? t('domains.noneMatching') : t('domains.empty'),
        })}
      />
      <AddHostModal
        customer={adding}
        onClose={() => setAdding(undefined)}
        onBound={(d, c) => {
          setAdding(undefined);
          void message.success(t('domains.bound', { host: d.host, name: c.customerName }));
        }}
      />
    </Card>
  );
}
