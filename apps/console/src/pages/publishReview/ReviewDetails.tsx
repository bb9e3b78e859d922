import { emergencyLook } from '@apm/render';
import type { MessageLook, PublishReviewItem } from '@apm/contract';
import { Descriptions, Empty, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { entriesOf, type EntryDescription, type ScheduleDescription } from './review';

/**
 * How the message review draws a message: the message pages' preview (MessageView in a 16:9 box),
 * handed over by the route table (pages/layoutPages.ts), as a page folder reaches into no other.
 */
export type MessagePreviewView = ComponentType<{ look: MessageLook; repeats: number | null }>;

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

type T = ReturnType<typeof useTranslation>['t'];

function scheduleText(t: T, s: ScheduleDescription) {
  const days =
    s.days === 'every'
      ? t('publishReview.details.everyDay')
      : s.days.map((d) => t(`playPlan.weekdays.${d}`)).join(', ');
  const dates = s.dates
    ? [
        s.dates.from ? t('publishReview.details.fromDate', { date: s.dates.from }) : '',
        s.dates.to ? t('publishReview.details.untilDate', { date: s.dates.to }) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  return { days, dates };
}

/** A plan's entries, in the order they play. */
function PlanEntries({ item }: { item: PublishReviewItem }) {
  const { t } = useTranslation();
  const entries = entriesOf(item);
  const columns: TableProps<EntryDescription>['columns'] = [
    { key: 'n', title: '#', width: 48, render: (_, _e, i) => i + 1 },
    {
      key: 'program',
      title: t('publishReview.details.program'),
      render: (_, e) =>
        e.programName ?? <Typography.Text type="secondary">{t('publishReview.details.programGone')}</Typography.Text>,
    },
    {
      key: 'play',
      title: t('publishReview.details.play'),
      width: 150,
      render: (_, e) =>
        e.play.mode === 'duration'
          ? t('publishReview.details.forLength', { length: e.play.length })
          : t('publishReview.details.plays', { count: e.play.count }),
    },
    {
      key: 'days',
      title: t('publishReview.details.days'),
      render: (_, e) => {
        const { days, dates } = scheduleText(t, e.schedule);
        return (
          <Flex vertical>
            <span>{days}</span>
            {dates && <Typography.Text type="secondary">{dates}</Typography.Text>}
          </Flex>
        );
      },
    },
    {
      key: 'windows',
      title: t('publishReview.details.times'),
      render: (_, e) =>
        e.schedule.windows === 'allDay' ? (
          t('publishReview.details.allDay')
        ) : (
          <Flex vertical>
            {e.schedule.windows.map((w, i) => (
              <span key={i}>
                {w.start}–{w.end}
                {w.nextDay && <Typography.Text type="secondary"> {t('publishReview.details.nextDay')}</Typography.Text>}
              </span>
            ))}
          </Flex>
        ),
    },
    { key: 'priority', title: t('publishReview.details.priority'), width: 90, dataIndex: 'priority' },
  ];
  return (
    <Table<EntryDescription>
      rowKey="id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={entries}
      data-testid="review-plan-entries"
    />
  );
}

/** What a publication sends, as the row of the review page opens on it. */
export function ReviewDetails({ item, Preview }: { item: PublishReviewItem; Preview?: MessagePreviewView }) {
  const { t } = useTranslation();
  if (item.kind === 'message') {
    const m = item.message;
    if (!m) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('publishReview.details.nothing')} />;
    return (
      <Flex gap={24} wrap data-review-details={item.id}>
        <div style={{ width: 480, maxWidth: '100%' }}>
          {Preview && <Preview look={m.emergency ? emergencyLook(m.look) : m.look} repeats={m.repeats} />}
        </div>
        <Descriptions column={1} size="small" style={{ minWidth: 260, flex: 1 }}>
          <Descriptions.Item label={t('publishReview.details.start')}>{when(m.from)}</Descriptions.Item>
          <Descriptions.Item label={t('publishReview.details.end')}>
            {m.to === null ? t('publishReview.details.noEnd') : when(m.to)}
          </Descriptions.Item>
          <Descriptions.Item label={t('publishReview.details.priority')}>{m.priority}</Descriptions.Item>
          {m.emergency && (
            <Descriptions.Item label={t('publishReview.details.kind')}>
              <Tag color="red">{t('publishReview.details.emergency')}</Tag>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Flex>
    );
  }
  if (item.kind === 'plan') {
    if (!item.plan)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('publishReview.details.nothing')} />;
    return (
      <Flex vertical gap={8} data-review-details={item.id}>
        <span>
          <Tag>{t(`playPlan.kinds.${item.plan.kind}`)}</Tag>
          <Typography.Text type="secondary">{t(`playPlan.kindHints.${item.plan.kind}`)}</Typography.Text>
        </span>
        <Typography.Text strong>
          {t('publishReview.details.entries', { count: item.plan.entries.length })}
        </Typography.Text>
        <PlanEntries item={item} />
      </Flex>
    );
  }
  const program = item.programs.find((p) => p.id === item.subjectId) ?? item.programs[0];
  return (
    <Descriptions column={1} size="small" data-review-details={item.id}>
      <Descriptions.Item label={t('publishReview.details.program')}>
        {program?.name ?? item.subjectName}
      </Descriptions.Item>
      <Descriptions.Item label={t('publishReview.details.canvas')}>
        {program ? `${program.width} × ${program.height}` : t('publishReview.details.programGone')}
      </Descriptions.Item>
      {item.kind === 'playNow' && (
        <Descriptions.Item label={t('publishReview.details.kind')}>
          <Tag color="purple">{t('publishReview.playedNow')}</Tag>
          <Typography.Text type="secondary">{t('publishReview.details.playedNowHint')}</Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
