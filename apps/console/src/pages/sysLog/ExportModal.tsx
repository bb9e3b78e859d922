import type { LogExportJob } from '@apm/contract';
import { Alert, Button, Flex, Modal, Progress, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { downloadExport, useCancelExport, useExportProgress } from './api';

type Download = { state: 'idle' | 'running' | 'done' } | { state: 'failed'; reason: string };

/** Follows one export: its progress, then the download of its file, and what the file holds. */
export function ExportModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const progress = useExportProgress(id);
  const cancel = useCancelExport();
  const job: LogExportJob | undefined = progress.data;
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const fetched = useRef(false);

  useEffect(() => {
    if (job?.state !== 'done' || fetched.current) return;
    fetched.current = true;
    setDownload({ state: 'running' });
    downloadExport(job).then(
      () => setDownload({ state: 'done' }),
      (err: unknown) => setDownload({ state: 'failed', reason: errorText(err, translate) }),
    );
  }, [job, translate]);

  const number = (n: number) => n.toLocaleString(i18n.language);
  const status = (): { text: string; type: 'secondary' | 'success' | 'danger' } => {
    if (!job) return { text: t('log.export.queued'), type: 'secondary' };
    if (job.state === 'queued') return { text: t('log.export.queued'), type: 'secondary' };
    if (job.state === 'running' && job.total === 0) return { text: t('log.export.counting'), type: 'secondary' };
    if (job.state === 'running')
      return { text: t('log.export.running', { rows: number(job.rows), total: number(job.total) }), type: 'secondary' };
    if (job.state === 'failed') return { text: t('log.export.failed'), type: 'danger' };
    if (job.state === 'cancelled') return { text: t('log.export.cancelled'), type: 'secondary' };
    if (download.state === 'done')
      return { text: t('log.export.done', { fileName: job.fileName, count: job.rows }), type: 'success' };
    if (download.state === 'failed')
      return { text: t('log.export.downloadFailed', { reason: download.reason }), type: 'danger' };
    return { text: t('log.export.downloading', { fileName: job.fileName }), type: 'secondary' };
  };
  const finished =
    job?.state === 'failed' || job?.state === 'cancelled' || download.state === 'done' || download.state === 'failed';
  const s = status();
  // Closed before the file is written, the export is cancelled: its worker stops and its slot frees.
  const writing = !finished && download.state === 'idle' && !progress.isError;
  const close = () => {
    if (writing) cancel.mutate({ id }, { onSettled: onClose });
    else onClose();
  };

  return (
    <Modal
      open
      title={t('log.export.title')}
      onCancel={close}
      maskClosable={false}
      footer={
        <Button onClick={close} loading={cancel.isPending} danger={writing}>
          {writing ? t('log.export.cancel') : t('log.export.close')}
        </Button>
      }
    >
      {progress.isError ? (
        <Alert type="error" showIcon title={errorText(progress.error, translate)} />
      ) : (
        <Flex vertical gap={12}>
          {job ? (
            <Progress
              percent={job.percent}
              status={
                job.state === 'failed' || download.state === 'failed'
                  ? 'exception'
                  : download.state === 'done'
                    ? 'success'
                    : 'active'
              }
            />
          ) : (
            <Spin />
          )}
          <Typography.Text type={s.type} data-export-status>
            {s.text}
          </Typography.Text>
          {job?.capped && (
            <Alert type="warning" showIcon title={t('log.export.capped', { max: number(job.maxRows) })} />
          )}
          {writing && <Typography.Text type="secondary">{t('log.export.abandon')}</Typography.Text>}
        </Flex>
      )}
    </Modal>
  );
}
