import type { FeedTableData } from '../liveData.js';
import type { RichRun, RichText } from './rich.js';

/** The mark of a value not known yet. */
export const NO_VALUE = '–';

/** A place for a column's value: its name in braces. */
const PLACE = /\{([^{}\n]{1,200})\}/g;

type Table = Pick<FeedTableData, 'columns' | 'rows'> | undefined;

/** What a place `{name}` becomes with this table and row's values (see fillColumns). */
function placeValue(whole: string, name: string, table: Table, values: readonly string[] | undefined): string {
  if (!table) return NO_VALUE;
  const i = table.columns.indexOf(name);
  if (i < 0) return whole;
  // A value's line breaks would break the text's own lines: a value reads on one line.
  return values ? (values[i] ?? '').replace(/\s*[\r\n]+\s*/g, ' ') : NO_VALUE;
}

/**
 * A text with each `{column}` replaced by that column's value in a data source's row: `table`
 * undefined (the host has no values yet) or a row it lacks shows a dash for each known-looking
 * place; a name that is not a column of the table stays as written, braces and all, so a text with
 * ordinary braces is left alone. A value's line breaks become spaces.
 */
export function fillColumns(text: string, table: Table, row: number): string {
  const values = table?.rows[row];
  return text.replace(PLACE, (whole, name: string) => placeValue(whole, name, table, values));
}

/**
 * Rich text with its `{column}`s filled as fillColumns fills a text, paragraph by paragraph: a
 * place whose letters are in several runs (part of it styled apart) is filled too, its value in
 * the style of the run holding its `{`. Runs left empty are dropped.
 */
export function fillRichColumns(rich: RichText, table: Table, row: number): RichText {
  const values = table?.rows[row];
  return {
    paragraphs: rich.paragraphs.map((p) => ({
      ...p,
      runs: fillRuns(p.runs, (whole, name) => placeValue(whole, name, table, values)),
    })),
  };
}

/** Runs with each place of their text together replaced, each letter kept in its own run. */
function fillRuns(runs: readonly RichRun[], value: (whole: string, name: string) => string): RichRun[] {
  const joined = runs.map((r) => r.text).join('');
  /** The run of each letter of `joined`. */
  const runOf = runs.flatMap((r, i) => Array.from({ length: r.text.length }, () => i));
  const texts = runs.map(() => '');
  const add = (letter: number, text: string) => {
    const run = runOf[letter]!;
    texts[run] = texts[run]! + text;
  };
  let at = 0;
  const keep = (until: number) => {
    for (; at < until; at++) add(at, joined.charAt(at));
  };
  for (const m of joined.matchAll(PLACE)) {
    keep(m.index);
    add(m.index, value(m[0], m[1]!));
    at = m.index + m[0].length;
  }
  keep(joined.length);
  return runs.flatMap((r, i) => (texts[i] ? [{ ...r, text: texts[i] }] : []));
}
