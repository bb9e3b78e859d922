import {
  TABLE_COLUMNS_MAX,
  TABLE_PAGE_SECONDS_MAX,
  TABLE_PAGE_SECONDS_MIN,
  TABLE_ROWS_PER_PAGE_MAX,
  textAligns,
  type DataSource,
  type TableColumn,
  type TableProps,
} from '@apm/render';
import { Checkbox, ColorPicker, Flex, Input, InputNumber, Segmented, Select, Typography } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useFeedTable } from '../dataSources';
import { FeedErrorText } from '../DataSourcesDrawer';
import { Field, num } from './Field';
import { SourceStatus } from './SourceStatus';
import { TextLookFields } from './TextLookFields';

interface Props {
  p: TableProps;
  set: (patch: Partial<TableProps>) => void;
  /** The document's data sources, one of which the table shows. */
  sources: readonly DataSource[];
}

/**
 * A table widget's settings: its data source (one of the program's), the columns shown (picked
 * from those the server read, each with a title and an alignment), the header, the pages, the
 * colours and the text look; under them, when the server read the source, or why it could not.
 */
export function TableProperties({ p, set, sources }: Props) {
  const { t } = useTranslation();
  const source = sources.find((s) => s.id === p.sourceId);
  const answer = useFeedTable(source);
  const table = answer.data?.jsonObject;
  const known = [...new Set([...(table?.columns ?? []), ...p.columns.map((c) => c.field)])];
  const setColumn = (i: number, patch: Partial<TableColumn>) =>
    set({ columns: p.columns.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <>
      <Field
        label={t('widgets.table.source')}
        help={sources.length === 0 ? t('widgets.table.noSource') : undefined}
        status={sources.length === 0 ? 'warning' : undefined}
      >
        <Select
          value={source ? p.sourceId : undefined}
          placeholder={t('widgets.table.chooseSource')}
          options={sources.map((s) => ({ value: s.id, label: s.name || s.url }))}
          onChange={(sourceId: string) => set({ sourceId })}
        />
      </Field>
      <Field label={t('widgets.table.columns')} help={t('widgets.table.columnsHelp')}>
        <Select
          mode="multiple"
          value={p.columns.map((c) => c.field)}
          options={known.map((c) => ({ value: c, label: c }))}
          maxCount={TABLE_COLUMNS_MAX}
          onChange={(fields: string[]) =>
            set({
              columns: fields.map(
                (field) => p.columns.find((c) => c.field === field) ?? { field, title: '', align: 'left' },
              ),
            })
          }
        />
      </Field>
      {p.columns.map((c, i) => (
        <Flex key={c.field} gap={8} align="center" style={{ marginBottom: 8 }}>
          <Typography.Text ellipsis style={{ width: 70 }}>
            {c.field}
          </Typography.Text>
          <Input
            aria-label={t('widgets.table.columnTitle')}
            placeholder={c.field}
            value={c.title}
            maxLength={200}
            onChange={(e) => setColumn(i, { title: e.target.value })}
          />
          <Segmented
            size="small"
            aria-label={t('widgets.table.align')}
            value={c.align}
            options={textAligns.map((a) => ({ value: a, label: t(`program.aligns.${a}`) }))}
            onChange={(align) => setColumn(i, { align })}
          />
        </Flex>
      ))}
      <Checkbox checked={p.header} onChange={(e) => set({ header: e.target.checked })} style={{ marginBottom: 8 }}>
        {t('widgets.table.header')}
      </Checkbox>
      <Flex gap={8}>
        <Field label={t('widgets.table.rowsPerPage')}>
          <InputNumber
            min={1}
            max={TABLE_ROWS_PER_PAGE_MAX}
            precision={0}
            value={p.rowsPerPage}
            onChange={(v) => {
              const n = num(v);
              if (n !== undefined && n >= 1) set({ rowsPerPage: n });
            }}
          />
        </Field>
        <Field label={t('widgets.table.pageSeconds')}>
          <InputNumber
            min={TABLE_PAGE_SECONDS_MIN}
            max={TABLE_PAGE_SECONDS_MAX}
            precision={0}
            value={p.pageSeconds}
            onChange={(v) => {
              const n = num(v);
              if (n !== undefined && n >= TABLE_PAGE_SECONDS_MIN) set({ pageSeconds: n });
            }}
          />
        </Field>
      </Flex>
      <Flex gap={8} wrap>
        <Field label={t('widgets.table.headerColor')}>
          <ColorPicker value={p.headerColor} showText onChangeComplete={(c) => set({ headerColor: c.toHexString() })} />
        </Field>
        <Field label={t('widgets.table.headerBackground')}>
          <ColorPicker
            value={p.headerBackground}
            showText
            onChangeComplete={(c) => set({ headerBackground: c.toHexString() })}
          />
        </Field>
        <Field label={t('widgets.table.stripeColor')}>
          <ColorPicker value={p.stripeColor} showText onChangeComplete={(c) => set({ stripeColor: c.toHexString() })} />
        </Field>
      </Flex>
      <Field label={t('widgets.dataSource.asOfText')} help={t('widgets.dataSource.asOfHelp')}>
        <Input value={p.asOfText} maxLength={100} onChange={(e) => set({ asOfText: e.target.value })} />
      </Field>
      <TextLookFields look={p} set={set} />
      {answer.error ? (
        <FeedErrorText error={answer.error} />
      ) : (
        <SourceStatus loading={answer.isLoading} error={null} answer={table} />
      )}
    </>
  );
}
