import { CheckOutlined, CloseOutlined, EyeOutlined, FileOutlined } from '@ant-design/icons';
import {
  materialApi,
  MATERIAL_KINDS,
  REVIEW_NOTE_MAX,
  REVIEW_STATES,
  type MaterialItem,
  type MaterialKind,
  type ReviewDecision,
  type ReviewItem,
  type ReviewState,
} from '@apm/contract';
import { Badge, Button, Card, Flex, Input, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import dayjs from 'dayjs';
import { useState, type ComponentType, type HTMLAttributes } from 'react';
import type { TFunction } from '../../i18n/texts';
import { useTranslation } from '../../i18n/useTranslation';
import { urlOf } from '../../api/client';
import { useRefresh } from '../../api/hooks';
import { useLiveEvents } from '../../api/useLiveEvents';
import { GuardedButton } from '../../components/GuardedButton';
import { serverPaging } from '../../components/pagedTable';
import { useFeedback } from '../../feedback/useFeedback';
import { ReviewDecisionModal, type DecisionTexts } from '../../components/ReviewDecisionModal';
import { MATERIAL_REVIEW, useApprove, usePendingCount, useReject, useReviewPage, type ReviewQuery } from './api';

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
/** A material's thumbnail, pinned to its content (cached for good). */
const thumbOf = (m: ReviewItem) =>
  m.thumbMd5 ? urlOf(materialApi.getFile, { id: m.id, variant: 'thumb', v: m.thumbMd5 }) : undefined;

/**
 * How the page previews a material: the library's preview of every kind (pages/materialManage),
 * handed over by the route table (pages/layoutPages.ts), as a page folder reaches into no other.
 */
export type MaterialPreview = ComponentType<{ material?: MaterialItem; onClose: () => void }>;

/**
 * resManage/checklist: the materials of the reviewer's range waiting for review (oldest first),
 * or those decided (latest first); each previewed, approved or rejected with a note, one by one
 * or a selection at once. New uploads and others' decisions show up live.
 */
export function MaterialCheckPage({ Preview }: { Preview: MaterialPreview }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useRefresh();
  const [query, setQuery] = useState<ReviewQuery>({
    pageNo: 1,
    pageSize: 20,
    reviewState: 'pending',
    name: '',
    kind: '',
  });
  const page = useReviewPage(query);
  const pending = usePendingCount().data?.jsonObject.pending;
  const approve = useApprove();
  const reject = useReject();
  const [selected, setSelected] = useState<Map<string, ReviewItem>>(new Map());
  const [preview, setPreview] = useState<ReviewItem>();
  const [deciding, setDeciding] = useState<{ decision: ReviewDecision; items: ReviewItem[] }>();
  // An upload or another reviewer's decision changes the lists of this page too.
  useLiveEvents((e) => {
    if (e.name === 'material.changed') refresh(['materialReview']);
  });

  const items = page.data?.list ?? [];
  const change = (next: Partial<ReviewQuery>) => {
    setQuery((q) => ({ ...q, ...next, pageNo: next.pageNo ?? 1 }));
    if (next.reviewState !== undefined) setSelected(new Map());
  };

  const decide = (note: string) => {
    if (!deciding) return;
    const ids = deciding.items.map((m) => m.id).join(',');
    const done = (count: number) => {
      setDeciding(undefined);
      setSelected(new Map());
      if (count === 0) void message.warning(t('materialReview.nothingChanged'));
      else
        void message.success(
          t(deciding.decision === 'approved' ? 'materialReview.approved' : 'materialReview.rejected', { count }),
        );
    };
    if (deciding.decision === 'approved')
      approve.mutate({ ids, note }, { onSuccess: ({ jsonObject }) => done(jsonObject.count) });
    else reject.mutate({ ids, note }, { onSuccess: ({ jsonObject }) => done(jsonObject.count) });
  };

  const decideButtons = (m: ReviewItem) => (
    <Space size={4}>
      <Button
        size="small"
        icon={<EyeOutlined />}
        aria-label={t('materialReview.preview', { name: m.name })}
        onClick={() => setPreview(m)}
      />
      {m.reviewState !== 'approved' && (
        <GuardedButton
          authority={MATERIAL_REVIEW}
          size="small"
          type="primary"
          icon={<CheckOutlined />}
          onClick={() => setDeciding({ decision: 'approved', items: [m] })}
        >
          {t('materialReview.approve')}
        </GuardedButton>
      )}
      {m.reviewState !== 'rejected' && (
        <GuardedButton
          authority={MATERIAL_REVIEW}
          size="small"
          danger
          icon={<CloseOutlined />}
          onClick={() => setDeciding({ decision: 'rejected', items: [m] })}
        >
          {t('materialReview.reject')}
        </GuardedButton>
      )}
    </Space>
  );

  const columns: TableProps<ReviewItem>['columns'] = [
    {
      key: 'thumb',
      width: 80,
      render: (_, m) => {
        const thumb = thumbOf(m);
        return (
          <a onClick={() => setPreview(m)} aria-label={t('materialReview.preview', { name: m.name })}>
            {thumb ? (
              <img src={thumb} alt="" loading="lazy" style={{ width: 64, height: 44, objectFit: 'contain' }} />
            ) : (
              <FileOutlined style={{ fontSize: 28, opacity: 0.45 }} />
            )}
          </a>
        );
      },
    },
    {
      key: 'name',
      title: t('materialReview.columns.material'),
      render: (_, m) => (
        <Flex vertical>
          <Typography.Link onClick={() => setPreview(m)}>{m.name}</Typography.Link>
          {m.status === 'processing' && (
            <Typography.Text type="secondary">{t('materialReview.processing')}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'kind',
      title: t('materialReview.columns.kind'),
      width: 110,
      render: (_, m) => <Tag>{t(`material.kinds.${m.kind}`)}</Tag>,
    },
    { key: 'office', title: t('materialReview.columns.office'), width: 160, dataIndex: 'officeName' },
    {
      key: 'uploader',
      title: t('materialReview.columns.uploader'),
      width: 190,
      render: (_, m) => (
        <Flex vertical>
          <span>{m.createdByName ?? t('materialReview.unknownUser')}</span>
          <Typography.Text type="secondary">{when(m.createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    ...(query.reviewState === 'pending'
      ? []
      : [
          {
            key: 'decision',
            title: t('materialReview.columns.decision'),
            width: 260,
            render: (_: unknown, m: ReviewItem) => (
              <Flex vertical>
                <Typography.Text type="secondary">
                  {t('materialReview.decidedBy', {
                    name: m.reviewedByName ?? t('materialReview.unknownUser'),
                    time: m.reviewedAt ? when(m.reviewedAt) : '',
                  })}
                </Typography.Text>
                {m.reviewNote && <Typography.Text data-review-note>{m.reviewNote}</Typography.Text>}
              </Flex>
            ),
          },
        ]),
    { key: 'actions', title: t('materialReview.columns.actions'), width: 240, render: (_, m) => decideButtons(m) },
  ];

  const chosen = [...selected.values()];
  return (
    <Card title={t('menu.materialCheck')}>
      <Typography.Paragraph type="secondary">{t('materialReview.intro')}</Typography.Paragraph>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<ReviewState>
          value={query.reviewState}
          onChange={(reviewState) => change({ reviewState })}
          options={REVIEW_STATES.map((s) => ({
            value: s,
            label:
              s === 'pending' ? (
                <Space size={6}>
                  {t('materialReview.states.pending')}
                  <Badge count={pending ?? 0} size="small" showZero={false} />
                </Space>
              ) : (
                t(`materialReview.states.${s}`)
              ),
          }))}
        />
        <Input.Search
          allowClear
          placeholder={t('materialReview.search')}
          style={{ maxWidth: 260 }}
          onSearch={(name) => change({ name })}
        />
        <Select<'' | MaterialKind>
          value={query.kind ?? ''}
          style={{ width: 150 }}
          aria-label={t('materialReview.columns.kind')}
          onChange={(kind) => change({ kind })}
          options={[
            { value: '', label: t('material.kinds.all') },
            ...MATERIAL_KINDS.map((k) => ({ value: k, label: t(`material.kinds.${k}`) })),
          ]}
        />
      </Flex>
      {chosen.length > 0 && (
        <Flex gap={8} style={{ marginBottom: 12 }}>
          {query.reviewState !== 'approved' && (
            <GuardedButton
              authority={MATERIAL_REVIEW}
              type="primary"
              icon={<CheckOutlined />}
              onClick={() => setDeciding({ decision: 'approved', items: chosen })}
            >
              {t('materialReview.approveSelected', { count: chosen.length })}
            </GuardedButton>
          )}
          {query.reviewState !== 'rejected' && (
            <GuardedButton
              authority={MATERIAL_REVIEW}
              danger
              icon={<CloseOutlined />}
              onClick={() => setDeciding({ decision: 'rejected', items: chosen })}
            >
              {t('materialReview.rejectSelected', { count: chosen.length })}
            </GuardedButton>
          )}
          <Button onClick={() => setSelected(new Map())}>{t('materialReview.clearSelection')}</Button>
        </Flex>
      )}
      <Table<ReviewItem>
        rowKey="id"
        data-testid="review-list"
        columns={columns}
        dataSource={items}
        loading={page.isLoading}
        onRow={(m) =>
          ({ 'data-material-name': m.name, 'data-review-state': m.reviewState }) as HTMLAttributes<HTMLElement>
        }
        rowSelection={{
          selectedRowKeys: items.filter((m) => selected.has(m.id)).map((m) => m.id),
          onSelect: (m, on) =>
            setSelected((s) => {
              const next = new Map(s);
              if (on) next.set(m.id, m);
              else next.delete(m.id);
              return next;
            }),
          onSelectAll: (on, _rows, changed) =>
            setSelected((s) => {
              const next = new Map(s);
              for (const m of changed) {
                if (on) next.set(m.id, m);
                else next.delete(m.id);
              }
              return next;
            }),
        }}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('materialReview.total', { count: total }),
          empty: query.name
            ? t('materialReview.noneMatching')
            : query.reviewState === 'pending'
              ? t('materialReview.emptyPending')
              : t('materialReview.emptyDecided'),
        })}
      />
      <Preview material={preview} onClose={() => setPreview(undefined)} />
      {deciding && (
        <ReviewDecisionModal
          decision={deciding.decision}
          texts={decisionTexts(t, deciding.decision, deciding.items)}
          busy={approve.isPending || reject.isPending}
          onDecide={decide}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </Card>
  );
}

/**
 * The decision dialog's words for one material or a selection (the uploader reads the note in the
 * bell and on the material); a selection is named under the title.
 */
function decisionTexts(t: TFunction, decision: ReviewDecision, items: ReviewItem[]): DecisionTexts {
  const reject = decision === 'rejected';
  const one = items.length === 1 ? items[0] : undefined;
  const title = reject
    ? one
      ? t('materialReview.rejectOne', { name: one.name })
      : t('materialReview.rejectTitle', { count: items.length })
    : one
      ? t('materialReview.approveOne', { name: one.name })
      : t('materialReview.approveTitle', { count: items.length });
  return {
    title,
    hint: one ? undefined : (
      <Typography.Text type="secondary" ellipsis>
        {items.map((m) => m.name).join(', ')}
      </Typography.Text>
    ),
    ok: reject ? t('materialReview.reject') : t('materialReview.approve'),
    noteLabel: reject ? t('materialReview.rejectNote') : t('materialReview.approveNote'),
    noteRequired: t('materialReview.rejectNoteRequired'),
    noteTooLong: t('materialReview.rejectNoteTooLong', { max: REVIEW_NOTE_MAX }),
  };
}
