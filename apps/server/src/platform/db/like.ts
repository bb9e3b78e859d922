import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './connect.js';

/** `text` as a LIKE pattern finding it anywhere: lower-cased, its own %, _ and \ escaped (`escape '\'`). */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether `column` (with its table's alias, e.g. 'm.name') holds `text`, whatever the case. */
export const contains = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;

/**
 * `contains` as each database finds the same rows fastest. SQLite's LIKE ignores the case of the
 * ASCII letters alone, exactly the letters its lower() lowers, so there `lower()` is left out: a
 * search that reads every row takes half the time. PostgreSQL's LIKE heeds case: `contains`.
 */
export const containsOn = (dialect: Dialect, column: string, text: string): RawBuilder<boolean> =>
  dialect === 'sqlite'
    ? sql<boolean>`${sql.ref(column)} like ${likePattern(text)} escape '\\'`
    : contains(column, text);
