import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { LOG_EXPORT_PER_USER, ErrorCodes } from '@apm/contract';
import { Button, Card, Flex, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthButton } from '../../access/AuthButton';
import { ApiError } from '../../api/ApiError';
import { errorText } from '../../api/errorText';
import { useFeedback } from '../../feedback/useFeedback';
import { useTranslate } from '../../i18n/useTranslate';
import { LOG_EXPORT, useLogScroll, useStartExport } from './api';
import { ExportModal } from './ExportModal';
import { filterParams, hasFilters, NO_FILTERS, type LogFilterValues } from './filters';
import { LogDetailsDrawer } from './LogDetailsDrawer';
import { LogFilters } from './LogFilters';
import { LogTable } from './LogTable';
import { exportLabels } from './names';

/** /sys/log: the audit log of the user's range, newest first, scrolled page by page, filtered, exported. */
export function SysLogPage() {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const { message } = useFeedback();
  const [filters, setFilters] = useState<LogFilterValues>(NO_FILTERS);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [exportId, setExportId] = useState<string | null>(null);
  const params = useMemo(() => filterParams(filters), [filters]);
  const scroll = useLogScroll(params);
  const startExport = useStartExport();

  const rows = useMemo(() => scroll.data?.pages.flatMap((p) => p.list) ?? [], [scroll.data]);
  // The first page counts the matching entries up to LOG_COUNT_LIMIT; beyond, "more than".
  const count = scroll.data?.pages[0]?.count ?? 0;
  const capped = scroll.data?.pages[0]?.countCapped ?? false;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = scroll;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onExport = () =>
    startExport.mutate(
      { ...params, labels: JSON.stringify(exportLabels(t, i18n)) },
      {
        onSuccess: ({ jsonObject: job }) => setExportId(job.id),
        onError: (err) =>
          void message.error(
            err instanceof ApiError && err.code === ErrorCodes.TOO_MANY_ATTEMPTS.code
              ? t('log.export.busy', { count: LOG_EXPORT_PER_USER })
              : errorText(err, translate),
          ),
      },
    );

  return (
    <Card
      title={t('menu.sysLog')}
      extra={
        <Flex gap={8} align="center">
          {scroll.data && (
            <Typography.Text type="secondary">{t(capped ? 'log.countMore' : 'log.count', { count })}</Typography.Text>
          )}
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('log.refresh')}
            title={t('log.refresh')}
            loading={scroll.isRefetching && !isFetchingNextPage}
            onClick={() => void scroll.refetch()}
          />
          <AuthButton
            authority={LOG_EXPORT}
            icon={<DownloadOutlined />}
            loading={startExport.isPending}
            disabled={!scroll.data || count === 0}
            onClick={onExport}
          >
            {t('log.export.button')}
          </AuthButton>
        </Flex>
      }
    >
      <LogFilters value={filters} onChange={setFilters} />
      <LogTable
        rows={rows}
        count={count}
        capped={capped}
        loading={scroll.isPending}
        hasMore={Boolean(hasNextPage)}
        loadingMore={isFetchingNextPage}
        onMore={more}
        onDetails={setDetailId}
        emptyText={hasFilters(filters) ? t('log.noneMatching') : t('log.empty')}
      />
      <LogDetailsDrawer id={detailId} onClose={() => setDetailId(null)} />
      {exportId && <ExportModal key={exportId} id={exportId} onClose={() => setExportId(null)} />}
    </Card>
  );
}
