import {
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SendOutlined,
  ThunderboltOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { MessageItem, MessagePublication, PublishMessageListQuery } from '@apm/contract';
import { Card, Flex, Input, Space, Table, Tabs, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthButton } from '../../access/AuthButton';
import { useAccess } from '../../access/useAccess';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { GuardedButton } from '../../components/GuardedButton';
import { serverPaging } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { useTranslation } from '../../i18n/useTranslation';
import {
  MESSAGE_DELETE,
  MESSAGE_EDIT,
  MESSAGE_EMERGENCY,
  MESSAGE_FORM_PATH,
  MESSAGE_PUBLISH,
  MESSAGE_VIEW,
  useDeleteMessage,
  useMessages,
  useRecentMessages,
  useResendMessage,
  useRestoreMessage,
  useSoftDeleteMessage,
  useStopMessage,
} from './api';
import { EmergencyBanner } from './EmergencyBanner';
import { MessageDeliveriesDrawer, type DeliveriesTarget } from './MessageDeliveriesDrawer';
import { MessagePublishDialog } from './MessagePublishDialog';
import { excerpt, isLive, liveEmergencies, summaryOf } from './publication';
import { useDeliveryEvents } from '../../components/useDeliveryEvents';

const when = (ms: number) => new Date(ms).toLocaleString();

/**
 * /publishMessage/list (message management): the messages of the range, most recently changed
 * first, each with its latest publication and how far it got (live, as deliveries move); publish,
 * follow the deliveries, stop, delete (restorably) — and the deleted ones, restored or deleted for
 * good. A live emergency message is shown above everything, with its Stop.
 */
export function MessageManagePage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { modal, message } = useFeedback();
  const { can } = useAccess();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<PublishMessageListQuery>({ pageNo: 1, pageSize: 20, name: '', deleted: false });
  const page = useMessages(query);
  const recent = useRecentMessages(false);
  const recentDeleted = useRecentMessages(true);
  const [publishing, setPublishing] = useState<MessageItem | null>(null);
  const resend = useResendMessage();
  const stop = useStopMessage();
  const softDelete = useSoftDeleteMessage();
  const restore = useRestoreMessage();
  const remove = useDeleteMessage();

  const target: DeliveriesTarget | null = (() => {
    const messageId = params.get('deliveries');
    const publishId = params.get('publication');
    return messageId && publishId ? { messageId, publishId } : null;
  })();
  const openDeliveries = (t: DeliveriesTarget | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (t) {
        next.set('deliveries', t.messageId);
        next.set('publication', t.publishId);
      } else {
        next.delete('deliveries');
        next.delete('publication');
      }
      return next;
    });

  const rows = page.data?.list ?? [];
  const emergencies = liveEmergencies(
    [...(recent.data?.list ?? []), ...(recentDeleted.data?.list ?? []), ...rows],
    Date.now(),
  );

  // The publications on screen: their deliveries' moves refresh the figures.
  useDeliveryEvents(
    new Set(
      [...rows.map((m) => m.lastPublish?.id), ...emergencies.map((e) => e.publication.id), target?.publishId].filter(
        (id): id is string => id !== undefined,
      ),
    ),
  );

  const edit = (id?: string) =>
    void navigate(id ? `${MESSAGE_FORM_PATH}?id=${encodeURIComponent(id)}` : MESSAGE_FORM_PATH);
  /** Why an emergency message cannot be sent or stopped by this user. */
  const blockedFor = (emergency: boolean) =>
    emergency && !can(MESSAGE_EMERGENCY) ? t('messages.emergencyOnly') : undefined;

  // A refusal says why in the server's words (what the code's translation alone would not tell).
  const refusal = (err: unknown) => {
    const general = errorText(err, translate);
    return err instanceof ApiError && err.answered && err.message && err.message !== general
      ? `${general}: ${err.message}`
      : general;
  };

  const confirmStop = (p: MessagePublication, name: string) =>
    modal.confirm({
      title: t('messages.stopTitle', { name }),
      content: t('messages.stopConfirm'),
      okText: t('messages.stop'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await stop.mutateAsync({ publishId: p.id });
          void message.success(t('messages.stopped', { name }));
        } catch (err) {
          void message.error(refusal(err));
        }
      },
    });

  const again = (p: MessagePublication) =>
    resend.mutate(
      { publishId: p.id },
      {
        onSuccess: ({ jsonObject }) => void message.success(t('publish.resent', { count: jsonObject.count })),
        onError: (err) => void message.error(refusal(err)),
      },
    );

  const confirmSoftDelete = (m: MessageItem) =>
    modal.confirm({
      title: t('messages.deleteTitle', { name: m.name }),
      content: t('messages.deleteConfirm'),
      okText: t('messages.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await softDelete.mutateAsync({ id: m.id });
          void message.success(t('messages.deleted', { name: m.name }));
        } catch (err) {
          void message.error(refusal(err));
        }
      },
    });

  const doRestore = (m: MessageItem) =>
    restore.mutate(
      { id: m.id },
      {
        onSuccess: () => void message.success(t('messages.restored', { name: m.name })),
        onError: (err) => void message.error(refusal(err)),
      },
    );

  const confirmDelete = (m: MessageItem) =>
    modal.confirm({
      title: t('messages.deleteForGoodTitle', { name: m.name }),
      content: t('messages.deleteForGoodConfirm'),
      okText: t('messages.deleteForGood'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync({ id: m.id });
          void message.success(t('messages.deletedForGood', { name: m.name }));
        } catch (err) {
          void message.error(refusal(err));
        }
      },
    });

  const nameColumn: NonNullable<TableProps<MessageItem>['columns']>[number] = {
    key: 'name',
    title: t('messages.name'),
    render: (_, m) => (
      <Flex vertical>
        <Space size={4} wrap>
          {query.deleted ? <span>{m.name}</span> : <a onClick={() => edit(m.id)}>{m.name}</a>}
          {m.emergency && (
            <Tag color="red" icon={<ThunderboltOutlined />}>
              {t('messages.emergency')}
            </Tag>
          )}
        </Space>
        <Typography.Text type="secondary">{m.officeName}</Typography.Text>
      </Flex>
    ),
  };
  const textColumn: NonNullable<TableProps<MessageItem>['columns']>[number] = {
    key: 'text',
    title: t('messages.text'),
    render: (_, m) => (
      <Tooltip title={<span style={{ whiteSpace: 'pre-wrap' }}>{m.look.text}</span>}>
        <span>{excerpt(m.look.text)}</span>
      </Tooltip>
    ),
  };

  const publicationOf = (m: MessageItem) => {
    const p = m.lastPublish;
    if (!p) return <Typography.Text type="secondary">{t('messages.neverSent')}</Typography.Text>;
    const s = summaryOf(p.counts);
    return (
      <Flex vertical gap={2} data-publication={p.id}>
        <span>{when(p.createdAt)}</span>
        <Typography.Text type="secondary">{p.createdBy}</Typography.Text>
        <Space size={4} wrap>
          <Tag color="success">{t('messages.countShown', { count: s.shown, total: s.total })}</Tag>
          {/* A stopped publication's waiting deliveries never show: they are not pending any more. */}
          {s.pending > 0 && p.stoppedAt === null && (
            <Tag color="processing">{t('messages.countPending', { count: s.pending })}</Tag>
          )}
          {s.failed > 0 && <Tag color="error">{t('messages.countFailed', { count: s.failed })}</Tag>}
          {p.reviewState === 'pending' && <Tag color="warning">{t('messages.reviewPending')}</Tag>}
          {p.reviewState === 'rejected' && (
            <Tooltip title={p.reviewNote ? t('messages.reviewNote', { note: p.reviewNote }) : undefined}>
              <Tag color="error">{t('messages.reviewRejected')}</Tag>
            </Tooltip>
          )}
          {p.stoppedAt !== null ? (
            <Tooltip title={t('messages.stoppedBy', { time: when(p.stoppedAt), name: p.stoppedBy ?? '' })}>
              <Tag>{t('messages.stoppedTag')}</Tag>
            </Tooltip>
          ) : (
            p.reviewState === 'approved' && !isLive(p, Date.now()) && <Tag>{t('messages.endedTag')}</Tag>
          )}
        </Space>
      </Flex>
    );
  };

  const activeColumns: TableProps<MessageItem>['columns'] = [
    nameColumn,
    textColumn,
    {
      key: 'position',
      title: t('messages.position'),
      width: 120,
      render: (_, m) => <Tag>{t(`messages.positions.${m.look.position}`)}</Tag>,
    },
    {
      key: 'period',
      title: t('messages.period'),
      width: 190,
      render: (_, m) => (
        <Flex vertical>
          <span>{m.startAt === null ? t('messages.whenSent') : when(m.startAt)}</span>
          <Typography.Text type="secondary">
            {m.endAt === null ? t('messages.untilStopped') : `→ ${when(m.endAt)}`}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'publication', title: t('messages.lastPublication'), width: 260, render: (_, m) => publicationOf(m) },
    {
      key: 'actions',
      title: t('messages.actions'),
      width: 170,
      render: (_, m) => (
        <Space size={4}>
          <GuardedButton
            authority={MESSAGE_EDIT}
            size="small"
            icon={<EditOutlined />}
            label={t('messages.edit')}
            onClick={() => edit(m.id)}
          />
          <GuardedButton
            authority={MESSAGE_PUBLISH}
            size="small"
            type={m.emergency ? 'primary' : 'default'}
            danger={m.emergency}
            icon={<SendOutlined />}
            label={t('messages.publish')}
            blockedReason={blockedFor(m.emergency)}
            onClick={() => setPublishing(m)}
          />
          <GuardedButton
            authority={MESSAGE_VIEW}
            size="small"
            icon={<UnorderedListOutlined />}
            label={t('messages.deliveries.open')}
            blockedReason={m.lastPublish ? undefined : t('messages.neverSent')}
            onClick={() => m.lastPublish && openDeliveries({ messageId: m.id, publishId: m.lastPublish.id })}
          />
          <GuardedButton
            authority={MESSAGE_DELETE}
            size="small"
            danger
            icon={<DeleteOutlined />}
            label={t('messages.delete')}
            onClick={() => confirmSoftDelete(m)}
          />
        </Space>
      ),
    },
  ];

  const deletedColumns: TableProps<MessageItem>['columns'] = [
    nameColumn,
    textColumn,
    {
      key: 'deleted',
      title: t('messages.deletedAt'),
      width: 200,
      render: (_, m) => (
        <Flex vertical>
          <span>{m.deletedAt === null ? '' : when(m.deletedAt)}</span>
          <Typography.Text type="secondary">{m.deletedBy}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'publication', title: t('messages.lastPublication'), width: 260, render: (_, m) => publicationOf(m) },
    {
      key: 'actions',
      title: t('messages.actions'),
      width: 150,
      render: (_, m) => (
        <Space size={4}>
          <GuardedButton
            authority={MESSAGE_DELETE}
            size="small"
            icon={<UndoOutlined />}
            label={t('messages.restore')}
            loading={restore.isPending && restore.variables?.id === m.id}
            onClick={() => doRestore(m)}
          />
          <GuardedButton
            authority={MESSAGE_VIEW}
            size="small"
            icon={<UnorderedListOutlined />}
            label={t('messages.deliveries.open')}
            blockedReason={m.lastPublish ? undefined : t('messages.neverSent')}
            onClick={() => m.lastPublish && openDeliveries({ messageId: m.id, publishId: m.lastPublish.id })}
          />
          <GuardedButton
            authority={MESSAGE_DELETE}
            size="small"
            danger
            icon={<DeleteOutlined />}
            label={t('messages.deleteForGood')}
            onClick={() => confirmDelete(m)}
          />
        </Space>
      ),
    },
  ];

  const filtered = query.name !== '';
  return (
    <Card
      title={t('menu.messageManage')}
      extra={
        <AuthButton authority={MESSAGE_EDIT} type="primary" icon={<PlusOutlined />} onClick={() => edit()}>
          {t('messages.create')}
        </AuthButton>
      }
    >
      {emergencies.map(({ message: m, publication }) => (
        <EmergencyBanner
          key={publication.id}
          message={m}
          publication={publication}
          blockedReason={blockedFor(true)}
          stopping={stop.isPending && stop.variables?.publishId === publication.id}
          onStop={() => confirmStop(publication, m.name)}
          onDeliveries={() => openDeliveries({ messageId: m.id, publishId: publication.id })}
        />
      ))}
      <Tabs
        activeKey={query.deleted ? 'deleted' : 'messages'}
        onChange={(key) => setQuery((q) => ({ ...q, deleted: key === 'deleted', pageNo: 1 }))}
        items={[
          { key: 'messages', label: t('messages.tabs.messages') },
          { key: 'deleted', label: t('messages.tabs.deleted'), icon: <DeleteOutlined /> },
        ]}
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('messages.search')}
          style={{ maxWidth: 320 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
        />
      </Flex>
      <Table<MessageItem>
        rowKey="id"
        columns={query.deleted ? deletedColumns : activeColumns}
        dataSource={rows}
        loading={page.isFetching}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('messages.total', { count: total }),
          empty: filtered
            ? t('messages.noneMatching')
            : query.deleted
              ? t('messages.noneDeleted')
              : t('messages.empty'),
        })}
      />
      <MessageDeliveriesDrawer
        key={target?.publishId ?? 'closed'}
        target={target}
        onClose={() => openDeliveries(null)}
        blockedFor={blockedFor}
        onResend={again}
        resending={resend.isPending}
        onStop={confirmStop}
      />
      {publishing && <MessagePublishDialog message={publishing} onClose={() => setPublishing(null)} />}
    </Card>
  );
}
