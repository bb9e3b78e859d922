import { ReloadOutlined } from '@ant-design/icons';
import { MAIL_STATUSES, type MailStatus, type OutboxItem } from '@apm/contract';
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Modal,
  Select,
  Skeleton,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { serverPaging } from '../../components/pagedTable';
import { useTranslate } from '../../i18n/useTranslate';
import { useOutbox, useOutboxMail, type OutboxQuery } from './api';

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/** Mails that were not delivered (no mail server, or refused), paged by the server, each readable. */
export function OutboxSection() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [query, setQuery] = useState<OutboxQuery>({ pageNo: 1, pageSize: 10 });
  const [open, setOpen] = useState<string | null>(null);
  const page = useOutbox(query);
  const mail = useOutboxMail(open);

  const statusTag = (s: MailStatus) =>
    s === 'failed' ? (
      <Tag color="error">{t('sysSetting.statusFailed')}</Tag>
    ) : (
      <Tag color="warning">{t('sysSetting.statusNotConfigured')}</Tag>
    );

  const columns: TableProps<OutboxItem>['columns'] = [
    { key: 'createdAt', title: t('sysSetting.mailTime'), width: 180, render: (_, m) => when(m.createdAt) },
    { key: 'to', title: t('sysSetting.mailTo'), dataIndex: 'to', width: 240, ellipsis: true },
    { key: 'subject', title: t('sysSetting.mailSubject'), dataIndex: 'subject', ellipsis: true },
    { key: 'status', title: t('sysSetting.mailStatus'), width: 150, render: (_, m) => statusTag(m.status) },
    {
      key: 'error',
      title: t('sysSetting.mailError'),
      ellipsis: true,
      render: (_, m) => m.error || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      key: 'view',
      title: '',
      width: 90,
      render: (_, m) => (
        <Button type="link" onClick={() => setOpen(m.id)}>
          {t('sysSetting.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('sysSetting.outboxTitle')}
      extra={
        <Flex gap={8}>
          <Select<MailStatus | 'all'>
            value={query.status ?? 'all'}
            style={{ width: 220 }}
            aria-label={t('sysSetting.mailStatus')}
            onChange={(v) => setQuery({ ...query, pageNo: 1, status: v === 'all' ? undefined : v })}
            options={[
              { value: 'all', label: t('sysSetting.statusAll') },
              ...MAIL_STATUSES.map((s) => ({
                value: s,
                label: s === 'failed' ? t('sysSetting.statusFailed') : t('sysSetting.statusNotConfigured'),
              })),
            ]}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()} aria-label={t('sysSetting.refresh')} />
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('sysSetting.outboxIntro')}</Typography.Paragraph>
      <Table<OutboxItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('sysSetting.total', { count: total }),
          empty: page.isError ? errorText(page.error, translate) : t('sysSetting.outboxEmpty'),
        })}
      />
      <Modal
        open={open !== null}
        title={t('sysSetting.mailTitleOne')}
        onCancel={() => setOpen(null)}
        footer={<Button onClick={() => setOpen(null)}>{t('sysSetting.close')}</Button>}
        width={720}
      >
        {mail.data ? (
          <>
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                { key: 'to', label: t('sysSetting.mailTo'), children: mail.data.to },
                { key: 'subject', label: t('sysSetting.mailSubject'), children: mail.data.subject },
                { key: 'time', label: t('sysSetting.mailTime'), children: when(mail.data.createdAt) },
                { key: 'status', label: t('sysSetting.mailStatus'), children: statusTag(mail.data.status) },
                ...(mail.data.error
                  ? [{ key: 'error', label: t('sysSetting.mailError'), children: mail.data.error }]
                  : []),
              ]}
            />
            <Typography.Paragraph
              style={{
                whiteSpace: 'pre-wrap',
                marginTop: 16,
                padding: 12,
                background: 'rgba(0,0,0,0.03)',
                borderRadius: 6,
              }}
              data-mail-body
            >
              {mail.data.body}
            </Typography.Paragraph>
          </>
        ) : mail.isError ? (
          <Typography.Text type="danger">{errorText(mail.error, translate)}</Typography.Text>
        ) : (
          <Skeleton active />
        )}
      </Modal>
    </Card>
  );
}
