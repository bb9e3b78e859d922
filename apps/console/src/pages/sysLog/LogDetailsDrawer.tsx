import type { LogItem } from '@apm/contract';
import { Button, Descriptions, Drawer, Empty, Result, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { errorText } from '../../api/errorText';
import { useTranslate } from '../../i18n/useTranslate';
import { useLogDetail } from './api';
import { logTime, OfficeName } from './LogTable';
import { eventName, valueText } from './names';

interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

/** One entry (detailsFunc): who, where, what, the browser, and the changed fields before and after. */
export function LogDetailsDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const detail = useLogDetail(id);
  const item: LogItem | undefined = detail.data;

  const changes: Change[] = item
    ? Object.entries(item.changes).map(([field, c]) => ({ field, before: c.before, after: c.after }))
    : [];
  const value = (v: unknown) => (
    <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{valueText(v)}</Typography.Text>
  );

  return (
    <Drawer open={id !== null} onClose={onClose} title={t('log.detailsTitle')} size={720} destroyOnHidden>
      {detail.isError ? (
        <Result
          status="error"
          title={errorText(detail.error, translate)}
          extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
        />
      ) : !item ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            bordered
            column={1}
            size="small"
            styles={{ label: { width: 190 } }}
            items={[
              { key: 'time', label: t('log.columns.time'), children: logTime(item.at) },
              { key: 'user', label: t('log.columns.user'), children: item.userName },
              { key: 'office', label: t('log.columns.office'), children: <OfficeName name={item.officeName} /> },
              { key: 'ip', label: t('log.columns.ip'), children: item.ip || '—' },
              { key: 'event', label: t('log.columns.action'), children: eventName(t, item.module, item.action) },
              { key: 'target', label: t('log.columns.target'), children: item.target || '—' },
              {
                key: 'userAgent',
                label: t('log.columns.userAgent'),
                children: <Typography.Text style={{ wordBreak: 'break-all' }}>{item.userAgent || '—'}</Typography.Text>,
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('log.changedFields')}
          </Typography.Title>
          <Table<Change>
            rowKey="field"
            size="small"
            pagination={false}
            dataSource={changes}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('log.noChanges')} /> }}
            columns={[
              {
                key: 'field',
                title: t('log.field'),
                width: 170,
                render: (_, c) => <Typography.Text code>{c.field}</Typography.Text>,
              },
              { key: 'before', title: t('log.before'), render: (_, c) => value(c.before) },
              { key: 'after', title: t('log.after'), render: (_, c) => value(c.after) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
