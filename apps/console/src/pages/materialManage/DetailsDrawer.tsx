import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { fileInfoApi, materialLibraryApi, type MaterialItem } from '@apm/contract';
import { Button, Descriptions, Drawer, Empty, Flex, List, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../i18n/useTranslation';
import { urlOf } from '../../api/client';
import { errorText } from '../../api/errorText';
import { useChange } from '../../api/hooks';
import { useAccess } from '../../access/useAccess';
import { formatBytes } from '../../components/bytes';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { fileUrl, MATERIAL_EDIT, useMaterialDetails } from './api';
import { CustomThumbButton } from './CustomThumbButton';
import { nameProblem } from './folderName';
import { KIND_COLOURS } from './MaterialCard';
import { formatDuration } from './sizes';

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

interface Props {
  /** The material whose details are shown; none: the drawer is closed. */
  id?: string;
  onClose: () => void;
  onPreview: (m: MaterialItem) => void;
}

/**
 * A material's details: its thumbnail, name (renamed here), kind and state, dimensions, duration,
 * codec, size in B/KB/MB/GB/TB and in bytes, MD5, uploader, dates, office and folder, and the
 * programs and plans that use it.
 */
export function DetailsDrawer({ id, onClose, onPreview }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const { can } = useAccess();
  const details = useMaterialDetails(id);
  const rename = useChange(materialLibraryApi.rename, { quiet: true });
  const d = details.data?.jsonObject;
  const m = d?.material.id === id ? d?.material : undefined;

  const renameTo = async (name: string) => {
    if (!m || name.trim() === m.name) return;
    const problem = nameProblem(name);
    if (problem) {
      void message.error(t(`library.folders.nameProblems.${problem}`));
      return;
    }
    try {
      await rename.mutateAsync({ id: m.id, name: name.trim() });
      void message.success(t('library.details.renamed'));
    } catch (err) {
      void message.error(errorText(err, translate));
    }
  };

  return (
    <Drawer open={id !== undefined} onClose={onClose} title={t('library.details.title')} size={440} destroyOnHidden>
      <Spin spinning={details.isFetching && !m}>
        {m && d && (
          <Flex vertical gap={16} data-testid="material-details">
            {(m.thumbMd5 || m.posterMd5) && (
              <img
                src={fileUrl(m, m.thumbMd5 ? 'thumb' : 'poster')}
                alt={m.name}
                style={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain', alignSelf: 'center' }}
              />
            )}
            <Typography.Title
              level={5}
              style={{ margin: 0 }}
              editable={
                can(MATERIAL_EDIT)
                  ? { onChange: (v) => void renameTo(v), tooltip: t('library.details.rename'), maxLength: 100 }
                  : false
              }
            >
              {m.name}
            </Typography.Title>
            <Flex gap={8}>
              <Tag color={KIND_COLOURS[m.kind]}>{t(`material.kinds.${m.kind}`)}</Tag>
              <Tag color={m.status === 'ready' ? 'success' : m.status === 'failed' ? 'error' : 'processing'}>
                {m.status === 'failed'
                  ? t(`material.problems.${m.problem ?? 'processingFailed'}`)
                  : t(`library.statuses.${m.status}`)}
              </Tag>
            </Flex>
            <Flex gap={8} wrap>
              <Button size="small" icon={<EyeOutlined />} onClick={() => onPreview(m)}>
                {t('material.preview')}
              </Button>
              <Button
                size="small"
                icon={<DownloadOutlined />}
                href={urlOf(fileInfoApi.getFileHandlex, { id: m.id })}
                download={m.name}
              >
                {t('library.details.download')}
              </Button>
              {can(MATERIAL_EDIT) && <CustomThumbButton material={m} />}
            </Flex>
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                m.width && m.height
                  ? { key: 'dimensions', label: t('library.details.dimensions'), children: `${m.width} × ${m.height}` }
                  : null,
                m.durationMs !== null
                  ? { key: 'duration', label: t('library.details.duration'), children: formatDuration(m.durationMs) }
                  : null,
                m.codec ? { key: 'codec', label: t('library.details.codec'), children: m.codec } : null,
                m.audioCodec
                  ? { key: 'audioCodec', label: t('library.details.audioCodec'), children: m.audioCodec }
                  : null,
                m.pageCount !== null
                  ? { key: 'pages', label: t('library.details.pages'), children: m.pageCount }
                  : null,
                m.sourceUrl
                  ? {
                      key: 'url',
                      label: t('library.details.address'),
                      children: (
                        <Typography.Link href={m.sourceUrl} target="_blank" rel="noreferrer noopener">
                          {m.sourceUrl}
                        </Typography.Link>
                      ),
                    }
                  : null,
                {
                  key: 'size',
                  label: t('library.details.size'),
                  children: `${formatBytes(m.size)} (${t('library.details.bytes', { count: m.size })})`,
                },
                { key: 'type', label: t('library.details.type'), children: m.mime },
                {
                  key: 'md5',
                  label: 'MD5',
                  children: (
                    <Typography.Text code copyable style={{ fontSize: 12 }}>
                      {m.md5}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'where',
                  label: t('library.details.folder'),
                  children: [m.officeName, ...d.folderPath.map((f) => f.name)].join(' / '),
                },
                {
                  key: 'by',
                  label: t('library.details.uploader'),
                  children: m.createdByName ?? t('library.details.deletedUser'),
                },
                { key: 'created', label: t('library.details.created'), children: when(m.createdAt) },
                { key: 'updated', label: t('library.details.updated'), children: when(m.updatedAt) },
              ].filter((i) => i !== null)}
            />
            <div>
              <Typography.Text strong>{t('library.details.usedBy')}</Typography.Text>
              {d.uses.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('library.details.unused')} />
              ) : (
                <List
                  size="small"
                  dataSource={d.uses}
                  data-testid="material-uses"
                  renderItem={(u) => (
                    <List.Item>
                      <Tag>{t(`library.useKinds.${u.kind}`)}</Tag>
                      {u.name || (
                        <Typography.Text type="secondary">{t('library.details.outsideRange')}</Typography.Text>
                      )}
                    </List.Item>
                  )}
                />
              )}
            </div>
          </Flex>
        )}
      </Spin>
    </Drawer>
  );
}
