import type { MessageLook } from '@apm/contract';
import { Descriptions, Flex, Tag, Typography, type DescriptionsProps } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Subject } from './api';

/** The message preview of message production, handed in by the route table (a page folder reaches into no other). */
export type MessagePreviewComponent = ComponentType<{ look: MessageLook; repeats: number | null }>;

const when = (ms: number) => new Date(ms).toLocaleString();

/** What is published: its name and kind, and what publishing it sends (a message as screens show it). */
export function SubjectSummary({ subject, Preview }: { subject: Subject; Preview?: MessagePreviewComponent }) {
  const { t } = useTranslation();
  const { item } = subject;
  const saved = {
    key: 'saved',
    label: t('fullWindow.saved'),
    children: `${when(item.updatedAt)}${item.updatedBy ? ` · ${item.updatedBy}` : ''}`,
  };
  const office = { key: 'office', label: t('publish.office'), children: item.officeName };
  const version = { key: 'version', label: t('publish.version'), children: item.version };
  let items: DescriptionsProps['items'];
  switch (subject.kind) {
    case 'program':
      items = [
        version,
        { key: 'canvas', label: t('publish.canvas'), children: `${subject.item.width} × ${subject.item.height}` },
        {
          key: 'content',
          label: t('fullWindow.content'),
          children: t('fullWindow.programContent', { scenes: subject.item.scenes, materials: subject.item.materials }),
        },
        office,
        saved,
      ];
      break;
    case 'plan':
      items = [
        version,
        { key: 'kind', label: t('playPlan.kind'), children: t(`playPlan.kinds.${subject.item.kind}`) },
        {
          key: 'entries',
          label: t('fullWindow.content'),
          children: t('fullWindow.planContent', { count: subject.item.entries }),
        },
        office,
        saved,
      ];
      break;
    case 'message': {
      const m = subject.item;
      items = [
        version,
        {
          key: 'shows',
          label: t('fullWindow.shows'),
          children: t('fullWindow.showsValue', {
            from: m.startAt === null ? t('fullWindow.whenSent') : when(m.startAt),
            to: m.endAt === null ? t('fullWindow.untilStopped') : when(m.endAt),
          }),
        },
        office,
        saved,
      ];
      break;
    }
  }

  return (
    <Flex vertical gap={12} data-subject={subject.kind}>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {item.name}
        </Typography.Title>
        <Tag>{t(`fullWindow.kinds.${subject.kind}`)}</Tag>
        {subject.kind === 'message' && subject.item.emergency && <Tag color="red">{t('fullWindow.emergency')}</Tag>}
      </Flex>
      {subject.kind === 'message' && Preview && <Preview look={subject.item.look} repeats={subject.item.repeats} />}
      <Descriptions size="small" column={1} items={items} />
    </Flex>
  );
}
