import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  ErrorCodes,
  REVIEW_NOTE_MAX,
  REVIEW_STATES,
  type PublishReviewItem,
  type PublishReviewQuery,
  type ReviewDecision,
  type ReviewState,
} from '@apm/contract';
import { Card, Flex, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState, type HTMLAttributes, type Key } from 'react';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useChange, useList, useRefresh } from '../../api/hooks';
import { useLiveEvents } from '../../api/useLiveEvents';
import { GuardedButton } from '../../components/GuardedButton';
import { serverPaging } from '../../components/pagedTable';
import { ReviewDecisionModal, type DecisionTexts } from '../../components/ReviewDecisionModal';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import type { TFunction } from '../../i18n/texts';
import { useTranslation } from '../../i18n/useTranslation';
import { ReviewDetails, type MessagePreviewView } from './ReviewDetails';
import { REVIEW_KINDS, type ReviewKind } from './review';

export type { MessagePreviewView } from './ReviewDetails';

/**
 * How often the lists are asked again while the page is open: a new publication to review comes
 * with no live event (the bell tells the reviewer), so the page looks for it itself.
 */
const POLL_MS = 15_000;
/** The least time between two refreshes that live delivery events make. */
const LIVE_REFRESH_MS = 3_000;

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

type Query = Pick<PublishReviewQuery, 'pageNo' | 'pageSize' | 'reviewState' | 'name'>;

interface Props {
  kind: ReviewKind;
  /** How a message is drawn (the message review's; the others show none). */
  Preview?: MessagePreviewView;
}

/**
 * The review of one kind of publication (playPlan/checklist, publishProgram/checklist,
 * publishMessage/checklist): those of the reviewer's range waiting (oldest first) or decided
 * (latest first), each opened on what it sends, approved (then sent to its terminals) or rejected
 * with a note. Another reviewer's decision, or a publication stopped meanwhile, is said and shown.
 */
export function PublishReviewPage({ kind, Preview }: Props) {
  const config = REVIEW_KINDS[kind];
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const refresh = useRefresh();
  const [query, setQuery] = useState<Query>({ pageNo: 1, pageSize: 20, reviewState: 'pending', name: '' });
  const page = useList(config.list, query, { refetchInterval: POLL_MS });
  const decide = useChange(config.decide, { quiet: true, refresh: config.refresh });
  const [deciding, setDeciding] = useState<{ result: ReviewDecision; item: PublishReviewItem }>();
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  // Deliveries moving (another reviewer's approval being sent) refresh the lists too, at most every few seconds.
  const lastLive = useRef(0);
  useLiveEvents((e) => {
    if (e.name !== 'delivery.changed' || Date.now() - lastLive.current < LIVE_REFRESH_MS) return;
    lastLive.current = Date.now();
    refresh([config.list.tag]);
  });

  const items = page.data?.list ?? [];
  const change = (next: Partial<Query>) => {
    setQuery((q) => ({ ...q, ...next, pageNo: next.pageNo ?? 1 }));
    setExpanded([]);
  };

  const submit = (note: string) => {
    if (!deciding) return;
    const { result, item } = deciding;
    decide.mutate(
      { id: item.id, result, note },
      {
        onSuccess: ({ jsonObject }) => {
          setDeciding(undefined);
          void message.success(
            result === 'approved'
              ? t('publishReview.approved', { name: item.subjectName, count: jsonObject.terminals })
              : t('publishReview.rejected', { name: item.subjectName }),
          );
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === ErrorCodes.CONFLICT.code) {
            setDeciding(undefined);
            refresh([config.list.tag, ...config.refresh]);
            void message.warning(t('publishReview.conflict'));
            return;
          }
          if (err instanceof ApiError && err.code === ErrorCodes.NOT_FOUND.code) {
            setDeciding(undefined);
            refresh([config.list.tag]);
          }
          void message.error(errorText(err, translate));
        },
      },
    );
  };

  const columns: TableProps<PublishReviewItem>['columns'] = [
    {
      key: 'subject',
      title: t(`publishReview.columns.subject.${kind}`),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.subjectName}</Typography.Text>
          <Typography.Text type="secondary">
            {t('publishReview.version', { version: r.subjectVersion })}
          </Typography.Text>
          {r.kind === 'playNow' && (
            <Tag color="purple" data-played-now style={{ width: 'fit-content' }}>
              {t('publishReview.playedNow')}
            </Tag>
          )}
        </Flex>
      ),
    },
    { key: 'office', title: t('publishReview.columns.office'), width: 150, dataIndex: 'officeName' },
    {
      key: 'publisher',
      title: t('publishReview.columns.publisher'),
      width: 170,
      render: (_, r) => (
        <Flex vertical>
          <span>{r.createdBy || t('publishReview.unknownUser')}</span>
          <Typography.Text type="secondary">{when(r.createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'terminals', title: t('publishReview.columns.terminals'), width: 100, dataIndex: 'terminals' },
    {
      key: 'submitNote',
      title: t('publishReview.columns.submitNote'),
      render: (_, r) =>
        r.submitNote ? (
          <Typography.Paragraph
            style={{ margin: 0, whiteSpace: 'pre-wrap' }}
            ellipsis={{ rows: 3, tooltip: r.submitNote }}
          >
            {r.submitNote}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('publishReview.noNote')}</Typography.Text>
        ),
    },
    ...(query.reviewState === 'pending'
      ? [
          {
            key: 'actions',
            title: t('publishReview.columns.actions'),
            width: 210,
            render: (_: unknown, r: PublishReviewItem) => (
              <Space size={4}>
                <GuardedButton
                  authority={config.permission}
                  size="small"
                  type="primary"
                  icon={<CheckOutlined />}
                  onClick={() => setDeciding({ result: 'approved', item: r })}
                >
                  {t('publishReview.approve')}
                </GuardedButton>
                <GuardedButton
                  authority={config.permission}
                  size="small"
                  danger
                  icon={<CloseOutlined />}
                  onClick={() => setDeciding({ result: 'rejected', item: r })}
                >
                  {t('publishReview.reject')}
                </GuardedButton>
              </Space>
            ),
          },
        ]
      : [
          {
            key: 'decision',
            title: t('publishReview.columns.decision'),
            width: 260,
            render: (_: unknown, r: PublishReviewItem) => (
              <Flex vertical>
                <Typography.Text type="secondary">
                  {t('publishReview.decidedBy', {
                    name: r.reviewedBy || t('publishReview.unknownUser'),
                    time: r.reviewedAt ? when(r.reviewedAt) : '',
                  })}
                </Typography.Text>
                {r.reviewNote && (
                  <Typography.Text data-review-note style={{ whiteSpace: 'pre-wrap' }}>
                    {r.reviewNote}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
        ]),
  ];

  return (
    <Card title={t(config.title)}>
      <Typography.Paragraph type="secondary">{t(`publishReview.intro.${kind}`)}</Typography.Paragraph>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<ReviewState>
          value={query.reviewState}
          onChange={(reviewState) => change({ reviewState })}
          options={REVIEW_STATES.map((s) => ({ value: s, label: t(`publishReview.states.${s}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t(`publishReview.search.${kind}`)}
          style={{ maxWidth: 280 }}
          onSearch={(name) => change({ name })}
        />
      </Flex>
      <Table<PublishReviewItem>
        rowKey="id"
        data-testid="publish-review-list"
        columns={columns}
        dataSource={items}
        loading={page.isLoading}
        onRow={(r) =>
          ({ 'data-subject-name': r.subjectName, 'data-review-state': r.reviewState }) as HTMLAttributes<HTMLElement>
        }
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys),
          expandedRowRender: (r) => <ReviewDetails item={r} Preview={Preview} />,
          columnTitle: t('publishReview.view'),
          columnWidth: 90,
        }}
        {...serverPaging(query, page.data?.count ?? 0, (p) => setQuery((q) => ({ ...q, ...p })), {
          showTotal: (total) => t('publishReview.total', { count: total }),
          empty: query.name
            ? t('publishReview.noneMatching')
            : query.reviewState === 'pending'
              ? t('publishReview.emptyPending')
              : t('publishReview.emptyDecided'),
        })}
      />
      {deciding && (
        <ReviewDecisionModal
          decision={deciding.result}
          texts={decisionTexts(t, deciding.result, deciding.item)}
          busy={decide.isPending}
          onDecide={submit}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </Card>
  );
}

/** The decision dialog's words: approving sends the publication at once, rejecting sends nothing; the publisher reads the note. */
function decisionTexts(t: TFunction, result: ReviewDecision, item: PublishReviewItem): DecisionTexts {
  const reject = result === 'rejected';
  return {
    title: t(reject ? 'publishReview.rejectTitle' : 'publishReview.approveTitle', { name: item.subjectName }),
    hint: reject ? t('publishReview.rejectHint') : t('publishReview.approveHint', { count: item.terminals }),
    ok: reject ? t('publishReview.reject') : t('publishReview.approve'),
    noteLabel: reject ? t('publishReview.rejectNote') : t('publishReview.approveNote'),
    noteRequired: t('publishReview.noteRequired'),
    noteTooLong: t('publishReview.noteTooLong', { max: REVIEW_NOTE_MAX }),
  };
}
