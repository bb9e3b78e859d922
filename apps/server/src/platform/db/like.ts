import { sql, type RawBuilder } from 'kysely';

/** `text` as a LIKE pattern finding it anywhere: lower-cased, its own %, _ and \ escaped (`escape '\'`). */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether `column` (with its table's alias, e.g. 'm.name') holds `text`, whatever the case. */
export const contains = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;
