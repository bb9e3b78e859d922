import { DeleteOutlined, EyeOutlined, InfoCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import type { MaterialItem } from '@apm/contract';
import { Button, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useRef, useState, type HTMLAttributes, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { GuardedButton } from '../../components/GuardedButton';
import { formatBytes } from '../../components/bytes';
import { fileUrl, MATERIAL_DELETE } from './api';
import { ConvertProgress } from './ConvertProgress';
import { KIND_COLOURS, KIND_ICONS } from './MaterialCard';
import { ReviewTag } from './ReviewTag';
import { formatDuration } from './sizes';

interface Props {
  items: MaterialItem[];
  height: string;
  selected: Map<string, MaterialItem>;
  onSelect: (m: MaterialItem, on: boolean) => void;
  onPreview: (m: MaterialItem) => void;
  onDetails: (m: MaterialItem) => void;
  onDelete: (m: MaterialItem) => void;
}

/** The pixel height a CSS length comes to here (the virtual table needs a number). */
function usePixels(length: string): [RefObject<HTMLDivElement | null>, number] {
  const probe = useRef<HTMLDivElement>(null);
  const [px, setPx] = useState(480);
  useLayoutEffect(() => {
    const el = probe.current;
    if (!el) return;
    const measure = () => setPx(el.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [length]);
  return [probe, px];
}

/** The list view of the library: one row per material, drawn only in view (a virtual table). */
export function MaterialTable({ items, height, selected, onSelect, onPreview, onDetails, onDelete }: Props) {
  const { t } = useTranslation();
  const [probe, px] = usePixels(height);
  return (
    <div ref={probe} style={{ height }}>
      <Table<MaterialItem>
        data-testid="material-list"
        rowKey="id"
        size="small"
        virtual
        pagination={false}
        scroll={{ y: Math.max(200, px - 40), x: 900 }}
        dataSource={items}
        onRow={(m) => ({ 'data-material-name': m.name, 'data-status': m.status }) as HTMLAttributes<HTMLElement>}
        rowSelection={{
          selectedRowKeys: items.filter((m) => selected.has(m.id)).map((m) => m.id),
          onSelect: (m, on) => onSelect(m, on),
          onSelectAll: (on, _rows, changed) => changed.forEach((m) => onSelect(m, on)),
          getCheckboxProps: (m) => ({ 'aria-label': t('material.selectOf', { name: m.name }) }),
        }}
        columns={[
          {
            key: 'thumb',
            width: 64,
            render: (_, m) => {
              const Icon = KIND_ICONS[m.kind];
              const thumb = fileUrl(m, 'thumb');
              return thumb ? (
                <img src={thumb} alt="" loading="lazy" style={{ width: 48, height: 36, objectFit: 'contain' }} />
              ) : (
                <Icon style={{ fontSize: 24, opacity: 0.4 }} />
              );
            },
          },
          {
            key: 'name',
            title: t('library.columns.name'),
            width: 260,
            render: (_, m) => (
              <Typography.Link onClick={() => onDetails(m)} ellipsis>
                {m.name}
              </Typography.Link>
            ),
          },
          {
            key: 'kind',
            title: t('material.kind'),
            width: 100,
            render: (_, m) => <Tag color={KIND_COLOURS[m.kind]}>{t(`material.kinds.${m.kind}`)}</Tag>,
          },
          { key: 'size', title: t('library.columns.size'), width: 100, render: (_, m) => formatBytes(m.size) },
          {
            key: 'shape',
            title: t('library.columns.dimensions'),
            width: 140,
            render: (_, m) =>
              [
                m.width && m.height ? `${m.width} × ${m.height}` : null,
                m.durationMs !== null ? formatDuration(m.durationMs) : null,
              ]
                .filter(Boolean)
                .join(' · '),
          },
          {
            key: 'status',
            title: t('library.statusFilter'),
            width: 150,
            render: (_, m) => (
              <Flex gap={4} wrap>
                {m.status === 'processing' ? (
                  <Tag icon={<LoadingOutlined />} color="processing">
                    {t('material.status.processing')}
                  </Tag>
                ) : m.status === 'failed' ? (
                  <Tag color="error">{t(`material.problems.${m.problem ?? 'processingFailed'}`)}</Tag>
                ) : (
                  <Tag color="success">{t('library.statuses.ready')}</Tag>
                )}
                <ReviewTag material={m} />
                <ConvertProgress material={m} compact />
              </Flex>
            ),
          },
          {
            key: 'by',
            title: t('library.uploader'),
            width: 130,
            render: (_, m) => m.createdByName ?? '',
          },
          {
            key: 'created',
            title: t('library.columns.created'),
            width: 140,
            render: (_, m) => dayjs(m.createdAt).format('YYYY-MM-DD HH:mm'),
          },
          {
            key: 'actions',
            width: 120,
            fixed: 'right',
            render: (_, m) => (
              <Flex gap={2}>
                <Tooltip title={t('library.details.title')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<InfoCircleOutlined />}
                    aria-label={t('library.details.of', { name: m.name })}
                    onClick={() => onDetails(m)}
                  />
                </Tooltip>
                <Tooltip title={t('material.preview')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<EyeOutlined />}
                    aria-label={t('material.previewOf', { name: m.name })}
                    onClick={() => onPreview(m)}
                  />
                </Tooltip>
                <GuardedButton
                  authority={MATERIAL_DELETE}
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  label={t('material.deleteOf', { name: m.name })}
                  onClick={() => onDelete(m)}
                />
              </Flex>
            ),
          },
        ]}
      />
    </div>
  );
}
