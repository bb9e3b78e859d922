import { TEXT_SOURCE_ROW_MAX, type DataSource, type TextProps } from '@apm/render';
import { Button, Divider, Flex, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useFeedTable } from '../dataSources';
import { FeedErrorText } from '../DataSourcesDrawer';
import { Field, num } from './Field';

interface Props {
  p: TextProps;
  set: (patch: Partial<TextProps>) => void;
  /** The document's data sources. */
  sources: readonly DataSource[];
  /** Adds `{column}` to the text where the operator writes (at its end for a plain text). */
  insert: (placeholder: string) => void;
}

/**
 * A text widget's "Data": the data source and row whose values its `{column}`s show (row 1 is the
 * first item; for a news feed, the newest), and the columns the server read, each inserted into the
 * text with a click.
 */
export function TextSourceFields({ p, set, sources, insert }: Props) {
  const { t } = useTranslation();
  const source = sources.find((s) => s.id === p.source?.sourceId);
  const answer = useFeedTable(source);
  const columns = answer.data?.jsonObject.columns ?? [];
  if (sources.length === 0 && !p.source) return null;
  return (
    <>
      <Divider titlePlacement="start" plain style={{ margin: '8px 0' }}>
        {t('widgets.feeds.textData')}
      </Divider>
      <Flex gap={8}>
        <Field label={t('widgets.table.source')}>
          <Select
            allowClear
            style={{ minWidth: 140 }}
            value={source?.id}
            placeholder={t('widgets.feeds.textNone')}
            options={sources.map((s) => ({ value: s.id, label: s.name || s.url }))}
            onChange={(sourceId?: string) =>
              set({ source: sourceId ? { sourceId, row: p.source?.row ?? 0 } : undefined })
            }
          />
        </Field>
        {p.source && (
          <Field label={t('widgets.feeds.textRow')}>
            <InputNumber
              min={1}
              max={TEXT_SOURCE_ROW_MAX + 1}
              precision={0}
              value={p.source.row + 1}
              onChange={(v) => {
                const n = num(v);
                if (n !== undefined && n >= 1) set({ source: { sourceId: p.source!.sourceId, row: n - 1 } });
              }}
            />
          </Field>
        )}
      </Flex>
      {p.source && (
        <>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
            {t('widgets.feeds.textInsertHelp')}
          </Typography.Text>
          <Flex gap={4} wrap data-testid="text-columns">
            {columns.map((c) => (
              <Button key={c} size="small" onClick={() => insert(`{${c}}`)}>
                {c}
              </Button>
            ))}
          </Flex>
          {answer.error ? <FeedErrorText error={answer.error} /> : null}
        </>
      )}
    </>
  );
}
