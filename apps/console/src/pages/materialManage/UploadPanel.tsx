import {
  CloseOutlined,
  FolderOpenOutlined,
  InboxOutlined,
  PauseOutlined,
  CaretRightOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { MATERIAL_TYPES } from '@apm/contract';
import { Button, Flex, List, Progress, Tooltip, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatBytes } from '../../components/bytes';
import { useTranslate } from '../../i18n/useTranslate';
import { failureText } from '../../files/uploadFailure';
import { actionsOf, overall as overallOf, type QueueItem } from './uploadQueue';

/** What the file picker offers (the server tells the kind by the file's first bytes all the same). */
export const ACCEPT = Object.keys(MATERIAL_TYPES).join(',');

interface Props {
  items: QueueItem[];
  limitBytes: number | undefined;
  onFiles: (files: File[]) => void;
  onCancel: (key: string) => void;
  onClear: () => void;
  /** Pause and resume (also of a failed one: retry); without them the buttons are not shown. */
  onPause?: (key: string) => void;
  onResume?: (key: string) => void;
  onPauseAll?: () => void;
  onResumeAll?: () => void;
  /** A file chosen again for one the browser could no longer read; false when it cannot be that file. */
  onFileAgain?: (key: string, file: File) => boolean;
  /** Shows the material an upload made or found (a duplicate: the one already in the library). */
  onShow?: (material: NonNullable<QueueItem['material']>) => void;
}

/**
 * Drag-and-drop (or click) to upload, the whole queue's progress and each file's: reading it, then
 * sending it, with pause, resume, retry and cancel; a file that must be chosen again after a reload
 * says so and offers the picker.
 */
export function UploadPanel(props: Props) {
  const { items, limitBytes, onFiles, onCancel, onClear, onPause, onResume, onPauseAll, onResumeAll } = props;
  const { t } = useTranslation();
  const translate = useTranslate();
  const again = useRef<HTMLInputElement>(null);
  const [againFor, setAgainFor] = useState<QueueItem>();
  const [notSame, setNotSame] = useState<string>();

  const problem = (it: QueueItem): string =>
    failureText(it.failure ?? {}, { size: it.size, limit: limitBytes }, t, translate);

  const statusOf = (it: QueueItem) => {
    switch (it.phase) {
      case 'queued':
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
      case 'paused':
        return (
          <Flex vertical gap={0} style={{ minWidth: 200 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('uploads.paused', { percent: it.md5 ? it.percent : 0 })}
            </Typography.Text>
            <Progress percent={it.md5 ? it.percent : 0} size="small" showInfo={false} />
          </Flex>
        );
      case 'done':
        return it.deduplicated && it.material ? (
          <Typography.Text type="success">
            {t('uploads.alreadyAs', { name: it.material.name })}
            {props.onShow && (
              <Button type="link" size="small" onClick={() => props.onShow?.(it.material!)}>
                {t('uploads.show')}
              </Button>
            )}
          </Typography.Text>
        ) : (
          <Typography.Text type="success">{t('material.upload.done')}</Typography.Text>
        );
      case 'cancelled':
        return <Typography.Text type="secondary">{t('material.upload.cancelled')}</Typography.Text>;
      case 'failed':
        return <Typography.Text type="danger">{problem(it)}</Typography.Text>;
      case 'needsFile':
        return (
          <Typography.Text type="warning">
            {notSame === it.key ? t('uploads.notSameFile', { size: formatBytes(it.size) }) : t('uploads.needsFile')}
          </Typography.Text>
        );
    }
  };

  const buttonsOf = (it: QueueItem) => {
    const can = actionsOf(it);
    const out = [];
    if (can.pause && onPause) {
      out.push(
        <Tooltip key="pause" title={t('uploads.pause')}>
          <Button
            size="small"
            type="text"
            icon={<PauseOutlined />}
            aria-label={t('uploads.pauseOf', { name: it.name })}
            onClick={() => onPause(it.key)}
          />
        </Tooltip>,
      );
    }
    if ((can.resume || can.retry) && onResume) {
      out.push(
        <Tooltip key="resume" title={t(can.retry ? 'uploads.retry' : 'uploads.resume')}>
          <Button
            size="small"
            type="text"
            icon={can.retry ? <RedoOutlined /> : <CaretRightOutlined />}
            aria-label={t(can.retry ? 'uploads.retryOf' : 'uploads.resumeOf', { name: it.name })}
            onClick={() => onResume(it.key)}
          />
        </Tooltip>,
      );
    }
    if (can.chooseAgain && props.onFileAgain) {
      out.push(
        <Button
          key="again"
          size="small"
          icon={<FolderOpenOutlined />}
          aria-label={t('uploads.chooseAgainOf', { name: it.name })}
          onClick={() => {
            setAgainFor(it);
            again.current?.click();
          }}
        >
          {t('uploads.chooseAgain')}
        </Button>,
      );
    }
    if (can.cancel) {
      out.push(
        <Tooltip key="cancel" title={t('uploads.cancel')}>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('material.upload.cancelOf', { name: it.name })}
            onClick={() => onCancel(it.key)}
          />
        </Tooltip>,
      );
    }
    return out;
  };

  const sum = overallOf(items);
  const ended = items.some((it) => it.phase === 'done' || it.phase === 'cancelled');
  const pausable = items.some((it) => actionsOf(it).pause);
  const resumable = items.some((it) => it.phase === 'paused');
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
      <input
        ref={again}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="upload-file-again"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file || !againFor) return;
          setNotSame(props.onFileAgain?.(againFor.key, file) ? undefined : againFor.key);
        }}
      />
      {items.length > 0 && (
        <List
          size="small"
          bordered
          data-testid="upload-queue"
          header={
            <Flex justify="space-between" align="center" gap={16} wrap>
              <Flex vertical gap={0} style={{ flex: 1, minWidth: 220 }}>
                <Typography.Text strong>{t('material.upload.title')}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="upload-overall">
                  {t('uploads.overall', {
                    done: sum.done,
                    total: sum.total,
                    sent: formatBytes(sum.doneBytes),
                    size: formatBytes(sum.totalBytes),
                  })}
                </Typography.Text>
                <Progress
                  percent={sum.percent}
                  size="small"
                  status={sum.failed ? 'exception' : sum.active ? 'active' : 'normal'}
                />
              </Flex>
              <Flex gap={8}>
                {onPauseAll && pausable && (
                  <Button size="small" icon={<PauseOutlined />} onClick={onPauseAll}>
                    {t('uploads.pauseAll')}
                  </Button>
                )}
                {onResumeAll && resumable && (
                  <Button size="small" icon={<CaretRightOutlined />} onClick={onResumeAll}>
                    {t('uploads.resumeAll')}
                  </Button>
                )}
                <Button size="small" disabled={!ended} onClick={onClear}>
                  {t('material.upload.clear')}
                </Button>
              </Flex>
            </Flex>
          }
          dataSource={items}
          renderItem={(it) => (
            <List.Item data-upload-name={it.name} data-upload-phase={it.phase} actions={buttonsOf(it)}>
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
