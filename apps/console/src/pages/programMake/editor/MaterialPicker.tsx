import { materialApi, type MaterialItem } from '@apm/contract';
import type { MediaRef } from '@apm/render';
import { Card, Empty, Flex, Input, Modal, Pagination, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { urlOf } from '../../../api/client';
import { useList } from '../../../api/hooks';

interface Props {
  /** The kind to choose, or null when the picker is closed. */
  kind: MediaRef['kind'] | null;
  onPick: (ref: MediaRef) => void;
  onClose: () => void;
}

const PAGE_SIZE = 12;

/**
 * The media reference of a material of the picker's kind, with the size and length it has (hints
 * for the document): its playable file, the transcoded rendition when one was made.
 */
export function refOf(m: MaterialItem & { kind: MediaRef['kind'] }): MediaRef {
  return {
    md5: m.playMd5 ?? m.md5,
    materialId: m.id,
    kind: m.kind,
    ...(m.width ? { width: m.width } : {}),
    ...(m.height ? { height: m.height } : {}),
    ...(m.durationMs !== null ? { durationMs: m.durationMs } : {}),
  };
}

/** The material library of the caller's range, pictures or videos, to choose a widget's file from (only ready materials can be chosen). */
export function MaterialPicker({ kind, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ pageNo: 1, pageSize: PAGE_SIZE, name: '' });
  const page = useList(materialApi.list, { ...query, kind: kind ?? undefined }, { enabled: kind !== null });
  const items = page.data?.list ?? [];

  return (
    <Modal
      open={kind !== null}
      title={t(kind === 'video' ? 'program.picker.titleVideo' : 'program.picker.titleImage')}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('program.picker.search')}
        onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
        style={{ marginBottom: 12 }}
      />
      <Spin spinning={page.isFetching}>
        {items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('program.picker.empty')} />
        ) : (
          <Flex wrap gap={12}>
            {items.map((m) => {
              const ready = m.status === 'ready';
              const thumb = m.thumbMd5 ?? m.posterMd5;
              return (
                <Card
                  key={m.id}
                  hoverable={ready}
                  size="small"
                  style={{ width: 190, opacity: ready ? 1 : 0.5, cursor: ready ? 'pointer' : 'not-allowed' }}
                  onClick={() => ready && kind && onPick(refOf({ ...m, kind }))}
                  data-material={m.id}
                  cover={
                    <div style={{ height: 110, background: '#f0f0f0', display: 'flex', justifyContent: 'center' }}>
                      {thumb && (
                        <img
                          alt=""
                          src={urlOf(materialApi.getFile, {
                            id: m.id,
                            variant: m.thumbMd5 ? 'thumb' : 'poster',
                            v: thumb,
                          })}
                          style={{ maxWidth: '100%', maxHeight: 110, objectFit: 'contain' }}
                        />
                      )}
                    </div>
                  }
                >
                  <Typography.Text ellipsis style={{ display: 'block' }} title={m.name}>
                    {m.name}
                  </Typography.Text>
                  <Flex gap={4} wrap>
                    {m.width && <Typography.Text type="secondary">{`${m.width}×${m.height}`}</Typography.Text>}
                    {!ready && <Tag>{t(`program.picker.status.${m.status}`)}</Tag>}
                  </Flex>
                </Card>
              );
            })}
          </Flex>
        )}
      </Spin>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Pagination
          size="small"
          current={query.pageNo}
          pageSize={PAGE_SIZE}
          total={page.data?.count ?? 0}
          onChange={(pageNo) => setQuery((q) => ({ ...q, pageNo }))}
          showSizeChanger={false}
        />
      </Flex>
    </Modal>
  );
}
