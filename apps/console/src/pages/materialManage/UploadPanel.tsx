import { CloseOutlined, InboxOutlined } from '@ant-design/icons';
import { MATERIAL_TYPES } from '@apm/contract';
import { Button, Flex, List, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { formatBytes } from '../../components/bytes';
import { UploadRefused, uploadProblemOf } from './uploader';
import type { UploadItem } from './useUploads';

/** What the file picker offers (the server tells the kind by the file's first bytes all the same). */
export const ACCEPT = Object.keys(MATERIAL_TYPES).join(',');

interface Props {
  items: UploadItem[];
  limitBytes: number | undefined;
  onFiles: (files: File[]) => void;
  onCancel: (key: string) => void;
  onClear: () => void;
}

/** Drag-and-drop (or click) to upload, and each file's progress: reading it, then sending it. */
export function UploadPanel({ items, limitBytes, onFiles, onCancel, onClear }: Props) {
  const { t } = useTranslation();
  const translate = useTranslate();

  const problem = (it: UploadItem): string => {
    const err = it.error;
    if (err instanceof UploadRefused) {
      return t(`material.uploadProblems.${err.reason}`, {
        size: formatBytes(Number(err.values.size ?? it.size)),
        limit: formatBytes(Number(err.values.limit ?? limitBytes ?? 0)),
      });
    }
    const reason = uploadProblemOf(err);
    if (reason) {
      return t(`material.uploadProblems.${reason}`, {
        size: formatBytes(it.size),
        limit: formatBytes(limitBytes ?? 0),
      });
    }
    return errorText(err, translate);
  };

  const statusOf = (it: UploadItem) => {
    switch (it.phase) {
      case 'waiting':
        return <Typography.Text type="secondary">{t('material.upload.waiting')}</Typography.Text>;
      case 'hashing':
      case 'sending':
        return (
          <Flex vertical gap={0} style={{ minWidth: 200 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`material.upload.${it.phase}`, { percent: it.percent })}
            </Typography.Text>
            <Progress percent={it.percent} size="small" showInfo={false} status="active" />
          </Flex>
        );
      case 'done':
        return (
          <Typography.Text type="success">
            {it.deduplicated ? t('material.upload.already') : t('material.upload.done')}
          </Typography.Text>
        );
      case 'cancelled':
        return <Typography.Text type="secondary">{t('material.upload.cancelled')}</Typography.Text>;
      case 'failed':
        return <Typography.Text type="danger">{problem(it)}</Typography.Text>;
    }
  };

  const ended = items.some((it) => it.phase === 'done' || it.phase === 'failed' || it.phase === 'cancelled');
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Upload.Dragger
        multiple
        accept={ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          onFiles([file]);
          return false;
        }}
        data-testid="material-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('material.upload.drop')}</p>
        <p className="ant-upload-hint">
          {t('material.upload.hint', { limit: limitBytes === undefined ? '…' : formatBytes(limitBytes) })}
        </p>
      </Upload.Dragger>
      {items.length > 0 && (
        <List
          size="small"
          bordered
          header={
            <Flex justify="space-between" align="center">
              <Typography.Text strong>{t('material.upload.title')}</Typography.Text>
              <Button size="small" disabled={!ended} onClick={onClear}>
                {t('material.upload.clear')}
              </Button>
            </Flex>
          }
          dataSource={items}
          renderItem={(it) => (
            <List.Item
              data-upload-name={it.name}
              data-upload-phase={it.phase}
              actions={
                it.phase === 'waiting' || it.phase === 'hashing' || it.phase === 'sending'
                  ? [
                      <Button
                        key="cancel"
                        size="small"
                        type="text"
                        icon={<CloseOutlined />}
                        aria-label={t('material.upload.cancelOf', { name: it.name })}
                        onClick={() => onCancel(it.key)}
                      />,
                    ]
                  : []
              }
            >
              <Flex justify="space-between" align="center" gap={16} wrap style={{ width: '100%' }}>
                <Typography.Text ellipsis={{ tooltip: it.name }} style={{ maxWidth: 360 }}>
                  {it.name} <Typography.Text type="secondary">({formatBytes(it.size)})</Typography.Text>
                </Typography.Text>
                {statusOf(it)}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
