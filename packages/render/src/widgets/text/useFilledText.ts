import { useMemo } from 'react';
import { useFeed } from '../../react/DataSourcesContext.js';
import { fillColumns, fillRichColumns } from './fill.js';
import type { TextProps } from './model.js';

/** A text widget's props with its `{column}`s filled from its data source's row (the props as they are without a source). */
export function useFilledText(p: TextProps): TextProps {
  const { table } = useFeed(p.source?.sourceId);
  const row = p.source?.row ?? 0;
  return useMemo(
    () =>
      p.source
        ? {
            ...p,
            text: fillColumns(p.text, table, row),
            rich: p.rich && fillRichColumns(p.rich, table, row),
          }
        : p,
    [p, table, row],
  );
}
