import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SoundOutlined } from '@ant-design/icons';
import type { MaterialItem } from '@apm/contract';
import { MEDIA_LIST_MAX, type MediaRef } from '@apm/render';
import { Button, Flex, Form, Typography } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useFeedback } from '../../../../feedback/useFeedback';
import { useTranslation } from '../../../../i18n/useTranslation';
import { MaterialPicker } from '../MaterialPicker';
import { resolveMedia } from '../media';

type Kind = MediaRef['kind'];

interface Props<T> {
  label: string;
  items: readonly T[];
  /** The file of an item. */
  mediaOf: (item: T) => MediaRef;
  /** What a row says of its item, beside its picture. */
  describe: (item: T, index: number) => ReactNode;
  /** A row's own settings (a playlist item's time), under it. */
  extra?: (item: T, index: number) => ReactNode;
  /** The kinds an item may be: one add button each. */
  kinds: readonly Kind[];
  /** The item made of a file chosen in the library, or why that file cannot be one. */
  make: (ref: MediaRef, material: MaterialItem) => { item: T } | { refused: string };
  set: (items: T[]) => void;
}

const THUMB: CSSProperties = {
  width: 56,
  height: 36,
  flex: 'none',
  objectFit: 'cover',
  background: '#f0f0f0',
  borderRadius: 4,
};

/** A small picture of an item's file: the picture itself, a video's first frame, a note for a sound. */
function Thumb({ media }: { media: MediaRef }) {
  const url = resolveMedia(media);
  if (media.kind === 'audio' || !url) {
    return (
      <Flex align="center" justify="center" style={THUMB}>
        <SoundOutlined />
      </Flex>
    );
  }
  if (media.kind === 'video') return <video src={url} muted preload="metadata" style={THUMB} />;
  return <img src={url} alt="" style={THUMB} />;
}

/**
 * The files of a list widget (carousel, playlist, audio) in their order: each with a small picture,
 * moved up or down or removed; new ones chosen in the material library, of the list's kinds only.
 */
export function MediaListField<T>({ label, items, mediaOf, describe, extra, kinds, make, set }: Props<T>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [picking, setPicking] = useState<Kind | null>(null);
  const full = items.length >= MEDIA_LIST_MAX;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    set(next);
  };
  const picked = (ref: MediaRef, material: MaterialItem) => {
    setPicking(null);
    const made = make(ref, material);
    if ('refused' in made) void message.warning(made.refused);
    else set([...items, made.item]);
  };
  return (
    <Form.Item label={label} style={{ marginBottom: 8 }}>
      <Flex vertical gap={6} data-media-list="">
        {items.length === 0 && <Typography.Text type="secondary">{t('widgets.list.empty')}</Typography.Text>}
        {items.map((item, i) => (
          <Flex key={`${i}:${mediaOf(item).md5}`} vertical gap={4} data-media-item={i}>
            <Flex gap={6} align="center">
              <Thumb media={mediaOf(item)} />
              <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                {describe(item, i)}
              </Typography.Text>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('widgets.list.up')}
                title={t('widgets.list.up')}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('widgets.list.down')}
                title={t('widgets.list.down')}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('widgets.list.remove')}
                title={t('widgets.list.remove')}
                onClick={() => set(items.filter((_, j) => j !== i))}
              />
            </Flex>
            {extra?.(item, i)}
          </Flex>
        ))}
        <Flex gap={6} wrap>
          {kinds.map((kind) => (
            <Button
              key={kind}
              size="small"
              icon={<PlusOutlined />}
              disabled={full}
              data-add-media={kind}
              onClick={() => setPicking(kind)}
            >
              {t(`widgets.list.add.${kind}`)}
            </Button>
          ))}
        </Flex>
        {full && <Typography.Text type="secondary">{t('widgets.list.full', { max: MEDIA_LIST_MAX })}</Typography.Text>}
      </Flex>
      <MaterialPicker kind={picking} onPick={picked} onClose={() => setPicking(null)} />
    </Form.Item>
  );
}
