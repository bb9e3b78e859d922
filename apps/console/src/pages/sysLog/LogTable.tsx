import type { LogItem } from '@apm/contract';
import { Button, Empty, Flex, Table, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { actionName, moduleName } from './names';

/** A moment in the browser's time zone, to the second. */
export const logTime = (epochMs: number): string => dayjs(epochMs).format('YYYY-MM-DD HH:mm:ss');

/** An entry's institution; one deleted since (null) is shown as a marker, never as a name. */
export function OfficeName({ name }: { name: string | null }) {
  const { t } = useTranslation();
  return (
    name ?? (
      <Typography.Text type="secondary" italic>
        {t('log.deletedOffice')}
      </Typography.Text>
    )
  );
}

interface Props {
  rows: LogItem[];
  count: number;
  /** More entries match than `count` (the first page counts up to a limit). */
  capped: boolean;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onDetails: (id: string) => void;
  emptyText: string;
}

/**
 * The loaded entries, newest first. When the end of the list comes into view the next page is
 * asked for (and a button does the same, for keyboards and small windows).
 */
export function LogTable({ rows, count, capped, loading, hasMore, loadingMore, onMore, onDetails, emptyText }: Props) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;

  useEffect(() => {
    const el = end.current;
    if (!el || !hasMore || loadingMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, rows.length]);

  const columns: TableProps<LogItem>['columns'] = [
    { key: 'time', title: t('log.columns.time'), width: 160, render: (_, r) => logTime(r.at) },
    { key: 'user', title: t('log.columns.user'), dataIndex: 'userName', width: 120, ellipsis: true },
    {
      key: 'office',
      title: t('log.columns.office'),
      width: 140,
      ellipsis: true,
      render: (_, r) => <OfficeName name={r.officeName} />,
    },
    { key: 'ip', title: t('log.columns.ip'), dataIndex: 'ip', width: 120 },
    { key: 'module', title: t('log.columns.module'), width: 120, render: (_, r) => moduleName(t, r.module) },
    { key: 'action', title: t('log.columns.action'), width: 160, render: (_, r) => actionName(t, r.module, r.action) },
    { key: 'target', title: t('log.columns.target'), dataIndex: 'target', ellipsis: true },
    {
      key: 'details',
      title: '',
      // Kept in view when a narrow window scrolls the table sideways.
      fixed: 'right',
      // Room for the longest translation ('Einzelheiten', 'Подробности').
      width: 125,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => onDetails(r.id)}>
          {t('log.details')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table<LogItem>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        size="middle"
        // The columns' widths and at least 135 px for the target: no sideways scrolling in a 1440 px
        // wide window (the card is 1088 px wide there), so nothing slides under the fixed column.
        scroll={{ x: 1080 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      />
      <Flex ref={end} justify="center" align="center" gap={12} style={{ padding: '16px 0' }} data-log-end>
        {rows.length > 0 && (
          <Typography.Text type="secondary">
            {t(capped ? 'log.shownMore' : 'log.shown', { shown: rows.length, count })}
          </Typography.Text>
        )}
        {hasMore ? (
          <Button loading={loadingMore} onClick={onMore}>
            {t('log.loadMore')}
          </Button>
        ) : (
          rows.length > 0 && <Typography.Text type="secondary">{t('log.allShown')}</Typography.Text>
        )}
      </Flex>
    </>
  );
}
