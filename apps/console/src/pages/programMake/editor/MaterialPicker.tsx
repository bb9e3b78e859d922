import { UploadOutlined } from '@ant-design/icons';
import { materialApi, WIDGET_IMAGE_MAX_BYTES, type MaterialItem } from '@apm/contract';
import type { MediaRef } from '@apm/render';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Modal,
  Pagination,
  Progress,
  Spin,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { memo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslate } from '../../../i18n/useTranslate';
import { urlOf } from '../../../api/client';
import { useList, useRefresh } from '../../../api/hooks';
import { failureOf, failureText } from '../../../files/uploadFailure';
import { uploadMaterial, type UploadPhase } from '../../../files/uploader';

interface Props {
  /** The kind to choose, or null when the picker is closed. */
  kind: MediaRef['kind'] | null;
  /** The reference chosen, and the material it was chosen from (its name, for lists that show it). */
  onPick: (ref: MediaRef, material: MaterialItem) => void;
  onClose: () => void;
}

const PAGE_SIZE = 12;

const TITLES = {
  image: 'program.picker.titleImage',
  video: 'program.picker.titleVideo',
  audio: 'program.picker.titleAudio',
} as const;

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

/** The material library of the caller's range, pictures, videos or sounds, to choose a widget's file from (only ready materials can be chosen). */
export const MaterialPicker = memo(
  function MaterialPicker({ kind, onPick, onClose }: Props) {
    const { t } = useTranslation();
    const [query, setQuery] = useState({ pageNo: 1, pageSize: PAGE_SIZE, name: '' });
    const page = useList(materialApi.list, { ...query, kind: kind ?? undefined }, { enabled: kind !== null });
    const items = page.data?.list ?? [];
    const sending = useWidgetImageUpload((m) => onPick(refOf({ ...m, kind: 'image' }), m));

    return (
      <Modal
        open={kind !== null}
        title={t(TITLES[kind ?? 'image'])}
        onCancel={onClose}
        footer={null}
        width={860}
        destroyOnHidden
      >
        <Flex gap={8} style={{ marginBottom: 12 }}>
          <Input.Search
            allowClear
            placeholder={t('program.picker.search')}
            onSearch={(name) => setQuery((q) => ({ ...q, name, pageNo: 1 }))}
          />
          {kind === 'image' && (
            <Upload
              accept={WIDGET_IMAGE_TYPES}
              showUploadList={false}
              disabled={sending.state?.phase !== undefined}
              beforeUpload={(file) => {
                sending.send(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={sending.state?.phase !== undefined}>
                {t('program.picker.upload')}
              </Button>
            </Upload>
          )}
        </Flex>
        {sending.state?.phase && (
          <Progress
            percent={sending.state.percent}
            format={() =>
              t(sending.state!.phase === 'hashing' ? 'program.picker.reading' : 'program.picker.sending', {
                name: sending.state!.name,
              })
            }
            style={{ marginBottom: 12 }}
          />
        )}
        {sending.state?.failure && (
          <Alert
            type="error"
            showIcon
            closable
            onClose={sending.clear}
            message={sending.state.failure}
            style={{ marginBottom: 12 }}
          />
        )}
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
                    onClick={() => ready && kind && onPick(refOf({ ...m, kind }), m)}
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
  },
  // Closed, and staying closed: not drawn again with the editor.
  (a, b) => a.kind === null && b.kind === null,
);

/** The pictures a widget may show (the server tells them by their first bytes all the same). */
const WIDGET_IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

interface Sending {
  name: string;
  /** Reading the file, then sending it; none once it failed. */
  phase?: UploadPhase;
  percent: number;
  failure?: string;
}

/**
 * A picture uploaded from the editor for a widget (uploaderWidgetImgMD5Check): it becomes a
 * material of the library like any other (the same dedupe, quota and review), then is chosen.
 */
function useWidgetImageUpload(onDone: (m: MaterialItem) => void) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [state, setState] = useState<Sending | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const send = (file: File) => {
    setState({ name: file.name, phase: 'hashing', percent: 0 });
    uploadMaterial(file, {
      limitBytes: WIDGET_IMAGE_MAX_BYTES,
      widgetImage: true,
      onProgress: (phase, percent) => setState({ name: file.name, phase, percent }),
    }).then(
      (r) => {
        setState(null);
        refresh(['material']);
        done.current(r.material);
      },
      (err: unknown) =>
        setState({
          name: file.name,
          percent: 0,
          failure: failureText(failureOf(err), { size: file.size, limit: WIDGET_IMAGE_MAX_BYTES }, t, translate),
        }),
    );
  };
  return { state, send, clear: () => setState(null) };
}
