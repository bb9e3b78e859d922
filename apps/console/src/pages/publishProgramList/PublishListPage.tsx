import {
  DeleteOutlined,
  DesktopOutlined,
  PauseCircleOutlined,
  RedoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { PublishItem, PublishListQuery } from '@apm/contract';
import {
  Button,
  Card,
  Flex,
  Input,
  Progress,
  Segmented,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../../access/useAccess';
import { useTranslation } from '../../i18n/useTranslation';
import { useLiveEvents } from '../../api/useLiveEvents';
import { GuardedButton } from '../../components/GuardedButton';
import { TERMINAL_SELECTION_PATH, TERMINAL_SELECTION_PERMISSION } from '../../components/publish/target';
import { serverPaging, type NameQuery } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import {
  PUBLISH_AGAIN,
  PUBLISH_DELETE,
  useDeletePublication,
  usePublications,
  useResend,
  useStopPublication,
} from './api';
import { DeliveriesDrawer } from './DeliveriesDrawer';
import { progressOf, STATE_COLOURS, statesOf } from '../../components/deliveryStates';

/** A publication's review, where it is not approved: waiting (nothing sent yet), or rejected with the reviewer's note. */
function ReviewTag({ publication: r }: { publication: Pick<PublishItem, 'id' | 'reviewState' | 'reviewNote'> }) {
  const { t } = useTranslation();
  if (r.reviewState === 'pending')
    return (
      <Tooltip title={t('publish.review.pendingHint')}>
        <Tag color="warning" data-review-state="pending" style={{ width: 'fit-content' }}>
          {t('publish.review.pending')}
        </Tag>
      </Tooltip>
    );
  if (r.reviewState === 'rejected')
    return (
      <Tooltip title={r.reviewNote ? t('publish.review.note', { note: r.reviewNote }) : undefined}>
        <Tag color="error" data-review-state="rejected" style={{ width: 'fit-content' }}>
          {t('publish.review.rejected')}
        </Tag>
      </Tooltip>
    );
  return null;
}

/**
 * /publishProgram/list: the publications of programs and play plans of the range, and the programs
 * played now on terminals from terminal management (or those of one kind), newest first, each with how far its deliveries got; their terminals' states change live (the console's event stream refreshes the
 * page's reads as deliveries move). A publication's deliveries open in a drawer (?id= opens one).
 */
export function PublishListPage() {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<NameQuery & Pick<PublishListQuery, 'kind'>>({
    pageNo: 1,
    pageSize: 20,
    name: '',
    kind: '',
  });
  const page = usePublications(query);
  const resend = useResend();
  const remove = useDeletePublication();
  const stop = useStopPublication();
  const openId = params.get('id');
  const navigate = useNavigate();
  const { can } = useAccess();
  useLiveEvents();

  const open = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('id', id);
      else next.delete('id');
      return next;
    });

  const again = (r: PublishItem) =>
    resend.mutate(
      { id: r.id },
      { onSuccess: ({ jsonObject }) => void message.success(t('publish.resent', { count: jsonObject.count })) },
    );

  const confirmStop = (r: PublishItem) =>
    modal.confirm({
      title: t('publish.stopTitle', { name: r.programName }),
      content: t('publish.stopConfirm'),
      okText: t('publish.stop'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await stop.mutateAsync({ id: r.id });
        void message.success(t('publish.stoppedDone', { name: r.programName }));
      },
    });

  const confirmDelete = (r: PublishItem) =>
    modal.confirm({
      title: t('publish.deleteTitle', { name: r.programName }),
      // The terminals it was replaced on keep what they have: only the others go back.
      content: t('publish.deleteConfirm', { count: r.counts.total - r.counts.replaced }),
      okText: t('publish.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync({ id: r.id });
        void message.success(t('publish.deleted'));
      },
    });

  const columns: TableProps<PublishItem>['columns'] = [
    {
      key: 'program',
      title: t('publish.subject'),
      render: (_, r) => (
        <Flex vertical data-kind={r.kind}>
          <a onClick={() => open(r.id)}>{r.programName}</a>
          <Typography.Text type="secondary">
            {r.kind === 'plan'
              ? t('publish.planVersion', { version: r.programVersion })
              : t('publish.versionAndCanvas', { version: r.programVersion, width: r.width, height: r.height })}
          </Typography.Text>
          {r.kind === 'playNow' && (
            <Tag color="purple" data-played-now style={{ width: 'fit-content' }}>
              {t('publish.kinds.playNow')}
            </Tag>
          )}
          <ReviewTag publication={r} />
          {r.stoppedAt !== null && (
            <Tooltip
              title={t('publish.stoppedBy', { time: new Date(r.stoppedAt).toLocaleString(), name: r.stoppedBy ?? '' })}
            >
              <Tag data-stopped style={{ width: 'fit-content' }}>
                {t('publish.stoppedTag')}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    { key: 'office', title: t('publish.office'), width: 150, dataIndex: 'officeName' },
    {
      key: 'when',
      title: t('publish.published'),
      width: 200,
      render: (_, r) => (
        <Flex vertical>
          <span>{new Date(r.createdAt).toLocaleString()}</span>
          <Typography.Text type="secondary">{r.createdBy}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'deliveries',
      title: t('publish.deliveries'),
      width: 320,
      render: (_, r) => {
        const p = progressOf(r.counts);
        return (
          <Flex vertical gap={2} data-deliveries={r.id}>
            <Tooltip title={t('publish.progressHint', { playing: p.playingPercent, arrived: p.arrivedPercent })}>
              <Progress
                percent={p.arrivedPercent}
                success={{ percent: p.playingPercent }}
                size="small"
                status={r.counts.failed > 0 ? 'exception' : undefined}
                format={() => `${p.playing}/${p.total}`}
              />
            </Tooltip>
            <Flex gap={4} wrap>
              {statesOf(r.counts).map(({ state, count }) => (
                <Tooltip key={state} title={state === 'replaced' ? t('publish.replacedHint') : undefined}>
                  <Tag color={STATE_COLOURS[state]} data-state={state}>
                    {t(`publish.states.${state}`)} {count}
                  </Tag>
                </Tooltip>
              ))}
            </Flex>
          </Flex>
        );
      },
    },
    {
      key: 'actions',
      title: t('publish.actions'),
      width: 160,
      render: (_, r) => (
        <Space size={4}>
          <Tooltip title={t('publish.details')}>
            <Button
              size="small"
              icon={<UnorderedListOutlined />}
              aria-label={t('publish.details')}
              onClick={() => open(r.id)}
            />
          </Tooltip>
          <GuardedButton
            authority={PUBLISH_AGAIN}
            size="small"
            icon={<RedoOutlined />}
            label={t('publish.resend')}
            blockedReason={r.counts.failed === 0 ? t('publish.nothingFailed') : undefined}
            loading={resend.isPending && resend.variables?.id === r.id}
            onClick={() => again(r)}
          />
          <GuardedButton
            authority={PUBLISH_AGAIN}
            size="small"
            icon={<PauseCircleOutlined />}
            label={t('publish.stop')}
            blockedReason={
              r.stoppedAt !== null
                ? t('publish.stoppedTag')
                : r.reviewState !== 'approved'
                  ? t('publish.review.pendingHint')
                  : undefined
            }
            onClick={() => confirmStop(r)}
          />
          <GuardedButton
            authority={PUBLISH_DELETE}
            size="small"
            danger
            icon={<DeleteOutlined />}
            label={t('publish.delete')}
            onClick={() => confirmDelete(r)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('menu.progManage')}
      extra={
        // Publishing terminal first, in the whole window: choose the terminals, then what to send them.
        can(TERMINAL_SELECTION_PERMISSION) && (
          <Button icon={<DesktopOutlined />} onClick={() => void navigate(TERMINAL_SELECTION_PATH)}>
            {t('fullWindow.terminalsFirst')}
          </Button>
        )
      }
    >
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <Segmented<PublishListQuery['kind']>
          value={query.kind}
          options={[
            { value: '', label: t('publish.kinds.all') },
            { value: 'program', label: t('publish.kinds.program') },
            { value: 'plan', label: t('publish.kinds.plan') },
            { value: 'playNow', label: t('publish.kinds.playNow') },
          ]}
          onChange={(kind) => setQuery((q) => ({ ...q, kind, pageNo: 1 }))}
        />
        <Input.Search
          allowClear
          placeholder={t('publish.search')}
          style={{ maxWidth: 320 }}
          onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
        />
      </Flex>
      <Table<PublishItem>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.list ?? []}
        loading={page.isLoading}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('publish.total', { count: total }),
          empty: query.name ? t('publish.noneMatching') : t('publish.empty'),
        })}
      />
      <DeliveriesDrawer id={openId} onClose={() => open(null)} />
    </Card>
  );
}
