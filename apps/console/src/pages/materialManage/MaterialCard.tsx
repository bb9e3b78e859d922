import {
  DeleteOutlined,
  EyeOutlined,
  FileImageOutlined,
  FilePdfOutlined,
  GlobalOutlined,
  InfoCircleOutlined,
  LoadingOutlined,
  PlayCircleFilled,
  SoundOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { MaterialItem, MaterialKind } from '@apm/contract';
import { Button, Card, Checkbox, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GuardedButton } from '../../components/GuardedButton';
import { fileUrl, MATERIAL_DELETE } from './api';
import { formatBytes } from '../../components/bytes';
import { formatDuration } from './sizes';

const COVER_HEIGHT = 140;
/** The height of a card in the grid: cover, name, tags, facts and actions. */
export const CARD_HEIGHT = 262;

/** Each kind's icon (a card without a thumbnail yet, the list view) and tag colour. */
export const KIND_ICONS: Record<MaterialKind, typeof FileImageOutlined> = {
  image: FileImageOutlined,
  video: VideoCameraOutlined,
  audio: SoundOutlined,
  pdf: FilePdfOutlined,
  web: GlobalOutlined,
};
export const KIND_COLOURS: Record<MaterialKind, string> = {
  image: 'blue',
  video: 'purple',
  audio: 'cyan',
  pdf: 'volcano',
  web: 'geekblue',
};

/** What the grid and the list show of a material: size, dimensions, duration, pages. */
export function factsOf(m: MaterialItem): string[] {
  return [
    formatBytes(m.size),
    m.width && m.height ? `${m.width} × ${m.height}` : null,
    m.durationMs !== null ? formatDuration(m.durationMs) : null,
  ].filter((f): f is string => Boolean(f));
}

interface Props {
  material: MaterialItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onPreview: () => void;
  onDetails: () => void;
  onDelete: () => void;
  /** Shown under the name: the review state, the conversion's progress. */
  extra?: ReactNode;
}

/** The cover of a card: the thumbnail, or the kind's icon while there is none. */
function Cover({ m }: { m: MaterialItem }) {
  const thumb = fileUrl(m, 'thumb');
  const Icon = KIND_ICONS[m.kind];
  return (
    <div
      style={{
        height: COVER_HEIGHT,
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'repeating-conic-gradient(#8881 0% 25%, transparent 0% 50%) 50% / 16px 16px',
      }}
    >
      {thumb ? (
        <img
          src={thumb}
          alt={m.name}
          loading="lazy"
          data-thumbnail={m.id}
          style={{ maxWidth: '100%', maxHeight: COVER_HEIGHT, objectFit: 'contain' }}
        />
      ) : (
        <Icon style={{ fontSize: 40, opacity: 0.35 }} />
      )}
      {m.kind === 'video' && thumb && (
        <PlayCircleFilled
          style={{ position: 'absolute', fontSize: 32, color: '#fffc', filter: 'drop-shadow(0 0 2px #0008)' }}
        />
      )}
    </div>
  );
}

/** One material of the grid: thumbnail, name, kind, size and processing state, with its actions. */
export function MaterialCard({ material: m, selected, onSelect, onPreview, onDetails, onDelete, extra }: Props) {
  const { t } = useTranslation();
  const facts = factsOf(m);
  return (
    <Card
      size="small"
      data-material-id={m.id}
      data-material-name={m.name}
      data-status={m.status}
      data-selected={selected}
      cover={
        <div onClick={onDetails} style={{ cursor: 'pointer' }}>
          <Cover m={m} />
        </div>
      }
      style={{ height: '100%', overflow: 'hidden', outline: selected ? '2px solid #1677ff' : undefined }}
      styles={{ body: { padding: 10 } }}
      actions={[
        <Checkbox
          key="select"
          checked={selected}
          aria-label={t('material.selectOf', { name: m.name })}
          onChange={(e) => onSelect(e.target.checked)}
        />,
        <Tooltip key="details" title={t('library.details.title')}>
          <Button
            type="text"
            size="small"
            icon={<InfoCircleOutlined />}
            aria-label={t('library.details.of', { name: m.name })}
            onClick={onDetails}
          />
        </Tooltip>,
        <Tooltip key="preview" title={t('material.preview')}>
          <Button
            type="text"
            size="small"
            icon={<EyeOutlined />}
            aria-label={t('material.previewOf', { name: m.name })}
            onClick={onPreview}
          />
        </Tooltip>,
        <GuardedButton
          key="delete"
          authority={MATERIAL_DELETE}
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          label={t('material.deleteOf', { name: m.name })}
          onClick={onDelete}
        />,
      ]}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong ellipsis={{ tooltip: m.name }}>
          {m.name}
        </Typography.Text>
        <Flex gap={4} wrap align="center">
          <Tag color={KIND_COLOURS[m.kind]}>{t(`material.kinds.${m.kind}`)}</Tag>
          {m.status === 'processing' && (
            <Tag icon={<LoadingOutlined />} color="processing">
              {t('material.status.processing')}
            </Tag>
          )}
          {m.status === 'failed' && (
            <Tag color={m.problem === 'videoToolsMissing' ? 'warning' : 'error'}>
              {t(`material.problems.${m.problem ?? 'processingFailed'}`)}
            </Tag>
          )}
          {extra}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {facts.join(' · ')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
