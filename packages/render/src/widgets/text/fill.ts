import type { FeedTableData } from '../liveData.js';

/** The mark of a value not known yet. */
export const NO_VALUE = '–';

/**
 * A text with each `{column}` replaced by that column's value in a data source's row: `table`
 * undefined (the host has no values yet) or a row it lacks shows a dash for each known-looking
 * place; a name that is not a column of the table stays as written, braces and all, so a text with
 * ordinary braces is left alone. A value's line breaks become spaces.
 */
export function fillColumns(
  text: string,
  table: Pick<FeedTableData, 'columns' | 'rows'> | undefined,
  row: number,
): string {
  const values = table?.rows[row];
  return text.replace(/\{([^{}\n]{1,200})\}/g, (whole, name: string) => {
    if (!table) return NO_VALUE;
    const i = table.columns.indexOf(name);
    if (i < 0) return whole;
    // A value's line breaks would break the text's own lines: a value reads on one line.
    return values ? (values[i] ?? '').replace(/\s*[\r\n]+\s*/g, ' ') : NO_VALUE;
  });
}
