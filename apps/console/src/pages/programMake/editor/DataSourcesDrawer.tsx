import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { FEED_REFRESH, isHttpAddress, type FeedFailure } from '@apm/contract';
import {
  DATA_SOURCES_MAX,
  feedFormats,
  ITEMS_PATH,
  newId,
  type DataSource,
  type FeedFormat,
  type ProgramDocument,
} from '@apm/render';
import { Alert, Button, Drawer, Flex, Form, Input, InputNumber, List, Select, Table, Typography } from 'antd';
import { memo, useState } from 'react';
import { ApiError } from '../../../api/ApiError';
import { errorText } from '../../../api/errorText';
import { formatMoment } from '../../../components/moments';
import { useFeedback } from '../../../feedback/useFeedback';
import { useTranslate } from '../../../i18n/useTranslate';
import { skipWhileClosed } from '../../../components/skipWhileClosed';
import { useTranslation } from '../../../i18n/useTranslation';
import { useFeedTable } from './dataSources';
import { putSource, removeSource, widgetsUsing } from './feedSources';
import { kindName } from './kindName';

/** The formats by their own names, the same in every language. */
export const FORMAT_NAMES: Record<FeedFormat, string> = { json: 'JSON', csv: 'CSV', rss: 'RSS / Atom' };

/** Rows "Try" shows. */
const TRY_ROWS = 5;

interface Props {
  open: boolean;
  doc: ProgramDocument;
  edit: (change: (doc: ProgramDocument) => ProgramDocument) => void;
  onClose: () => void;
}

/**
 * The program's data sources (docs/program-format.md, "Data sources"): the addresses its table and
 * text widgets show values of, read by the server. Lists them; adds, edits and removes one; a
 * source being written can be tried on the server before it is kept.
 */
export const DataSourcesDrawer = memo(function DataSourcesDrawer({ open, doc, edit, onClose }: Props) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const [editing, setEditing] = useState<DataSource | null>(null);
  const sources = doc.dataSources ?? [];

  const remove = (s: DataSource) => {
    const used = widgetsUsing(doc, s.id);
    modal.confirm({
      title: t('widgets.feeds.removeTitle', { name: s.name || s.url }),
      content: used.length
        ? t('widgets.feeds.removeUsed', { names: used.map((w) => w.name || kindName(t, w.kind)).join(', ') })
        : undefined,
      okText: t('widgets.feeds.remove'),
      okButtonProps: { danger: true },
      onOk: () => edit((d) => removeSource(d, s.id)),
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('widgets.feeds.title')}
      size={560}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={sources.length >= DATA_SOURCES_MAX}
          onClick={() =>
            setEditing({
              id: newId(),
              name: '',
              format: 'json',
              url: '',
              refreshMs: FEED_REFRESH.defaultMs,
              itemsPath: '',
            })
          }
        >
          {t('widgets.feeds.add')}
        </Button>
      }
    >
      {sources.length >= DATA_SOURCES_MAX && (
        <Alert type="info" showIcon title={t('widgets.feeds.maxReached', { max: DATA_SOURCES_MAX })} />
      )}
      <List
        dataSource={sources}
        locale={{ emptyText: t('widgets.feeds.empty') }}
        renderItem={(s) => (
          <List.Item
            data-testid="data-source"
            actions={[
              <Button
                key="edit"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('widgets.feeds.edit')}
                onClick={() => setEditing(s)}
              />,
              <Button
                key="remove"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('widgets.feeds.remove')}
                onClick={() => remove(s)}
              />,
            ]}
          >
            <List.Item.Meta
              title={s.name || s.url}
              description={
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 380 }}>
                  {FORMAT_NAMES[s.format]} · {s.url}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      {editing && (
        <SourceForm
          key={editing.id}
          source={editing}
          isNew={!sources.some((s) => s.id === editing.id)}
          onCancel={() => setEditing(null)}
          onSave={(s) => {
            edit((d) => putSource(d, s));
            setEditing(null);
          }}
        />
      )}
    </Drawer>
  );
}, skipWhileClosed);

interface FormValues {
  name: string;
  format: FeedFormat;
  url: string;
  minutes: number;
  itemsPath: string;
}

/** One source's settings, and "Try": the first rows the server reads at its address. */
function SourceForm({
  source,
  isNew,
  onCancel,
  onSave,
}: {
  source: DataSource;
  isNew: boolean;
  onCancel: () => void;
  onSave: (s: DataSource) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const format = Form.useWatch('format', form) ?? source.format;
  const [tried, setTried] = useState<(Pick<DataSource, 'format' | 'url' | 'itemsPath'> & { attempt: number }) | null>(
    null,
  );

  const toSource = (v: FormValues): DataSource => ({
    id: source.id,
    name: v.name.trim(),
    format: v.format,
    url: v.url.trim(),
    refreshMs: Math.round(v.minutes * 60_000),
    itemsPath: v.format === 'json' ? (v.itemsPath ?? '').trim() : '',
  });

  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{isNew ? t('widgets.feeds.add') : t('widgets.feeds.edit')}</Typography.Title>
      <Form<FormValues>
        form={form}
        name="dataSource"
        layout="vertical"
        initialValues={{
          name: source.name,
          format: source.format,
          url: source.url,
          minutes: source.refreshMs / 60_000,
          itemsPath: source.itemsPath,
        }}
        onFinish={(v) => onSave(toSource(v))}
      >
        <Form.Item label={t('widgets.feeds.name')} name="name">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={t('widgets.feeds.format')} name="format">
          <Select options={feedFormats.map((f) => ({ value: f, label: FORMAT_NAMES[f] }))} />
        </Form.Item>
        <Form.Item
          label={t('widgets.feeds.url')}
          name="url"
          rules={[
            {
              validator: (_, v: string) =>
                isHttpAddress((v ?? '').trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('widgets.feeds.urlInvalid'))),
            },
          ]}
        >
          <Input maxLength={2000} placeholder="https://" />
        </Form.Item>
        {format === 'json' && (
          <Form.Item
            label={t('widgets.feeds.itemsPath')}
            name="itemsPath"
            extra={t('widgets.feeds.itemsPathHelp')}
            rules={[{ pattern: ITEMS_PATH, message: t('widgets.feeds.itemsPathInvalid') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        )}
        <Form.Item label={t('widgets.feeds.refresh')} name="minutes">
          <InputNumber min={FEED_REFRESH.minMs / 60_000} max={FEED_REFRESH.maxMs / 60_000} precision={0} />
        </Form.Item>
        <Flex gap={8}>
          <Button
            onClick={() =>
              void form.validateFields().then((v) => {
                const s = toSource(v);
                setTried({ format: s.format, url: s.url, itemsPath: s.itemsPath, attempt: (tried?.attempt ?? 0) + 1 });
              })
            }
          >
            {t('widgets.feeds.try')}
          </Button>
          <span style={{ flex: 1 }} />
          <Button onClick={onCancel}>{t('widgets.feeds.cancel')}</Button>
          <Button type="primary" htmlType="submit">
            {t('widgets.feeds.keep')}
          </Button>
        </Flex>
      </Form>
      {tried && <TryResult source={tried} />}
    </div>
  );
}

/** What the server read at a source's address: its first rows, or why it read none. */
function TryResult({ source }: { source: Pick<DataSource, 'format' | 'url' | 'itemsPath'> & { attempt: number } }) {
  const { t } = useTranslation();
  const answer = useFeedTable(source, source.attempt);
  if (answer.isLoading) return <Typography.Text type="secondary">{t('widgets.dataSource.loading')}</Typography.Text>;
  if (answer.error) return <FeedErrorText error={answer.error} />;
  const table = answer.data?.jsonObject;
  if (!table) return null;
  return (
    <div data-testid="feed-try" style={{ marginTop: 12 }}>
      <Typography.Text type={table.stale ? 'warning' : 'secondary'}>
        {t(table.stale ? 'widgets.feeds.stale' : 'widgets.feeds.tryRows', {
          count: table.rows.length,
          time: formatMoment(table.fetchedAt),
        })}
      </Typography.Text>
      <Table
        size="small"
        pagination={false}
        scroll={{ x: true }}
        rowKey={(_, i) => String(i)}
        columns={table.columns.map((c, i) => ({ title: c, key: c, render: (_: unknown, row: string[]) => row[i] }))}
        dataSource={table.rows.slice(0, TRY_ROWS)}
      />
    </div>
  );
}

/** Why the server read no table, in the operator's words. */
export function FeedErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const reason =
    error instanceof ApiError && typeof error.jsonObject === 'object' && error.jsonObject !== null
      ? ((error.jsonObject as { reason?: FeedFailure }).reason ?? null)
      : null;
  return (
    <Typography.Text type="danger" data-testid="feed-error" style={{ display: 'block', marginTop: 12 }}>
      {reason ? t(`widgets.feeds.failed.${reason}`) : errorText(error, translate)}
    </Typography.Text>
  );
}
