import { z } from 'zod/mini';
import { colour } from '../../document/primitives.js';
import { defineWidget } from '../define.js';
import { textAligns } from '../text/model.js';
import { textLook } from '../textLook.js';

/** Columns one table widget shows at most. */
export const TABLE_COLUMNS_MAX = 20;
/** Rows on one page at most. */
export const TABLE_ROWS_PER_PAGE_MAX = 100;
/** The shortest and longest time a page shows, in seconds. */
export const TABLE_PAGE_SECONDS_MIN = 2;
export const TABLE_PAGE_SECONDS_MAX = 3600;

/** A column shown: the source's column `field`, headed `title` ('' heads it with the field's name). */
export const tableColumn = z.object({
  field: z.string().check(z.minLength(1), z.maxLength(200)),
  title: z._default(z.string().check(z.maxLength(200)), ''),
  align: z._default(z.enum(textAligns), 'left'),
});
export type TableColumn = z.infer<typeof tableColumn>;

/**
 * A data source's rows as a table (docs/program-format.md): the columns chosen (none: every
 * column of the source, in its order), an optional header row, `rowsPerPage` rows at a time, the
 * pages turning every `pageSeconds` by the clock (so every screen and the preview show the same
 * page at the same moment), alternate rows striped.
 */
export const tableWidget = defineWidget({
  kind: 'table',
  props: z.object({
    /** The id of one of the document's data sources; '' for none chosen yet. */
    sourceId: z._default(z.string().check(z.maxLength(64)), ''),
    columns: z._default(z.array(tableColumn).check(z.maxLength(TABLE_COLUMNS_MAX)), () => []),
    header: z._default(z.boolean(), true),
    rowsPerPage: z._default(z.int().check(z.gte(1), z.lte(TABLE_ROWS_PER_PAGE_MAX)), 5),
    pageSeconds: z._default(z.int().check(z.gte(TABLE_PAGE_SECONDS_MIN), z.lte(TABLE_PAGE_SECONDS_MAX)), 10),
    headerColor: z._default(colour, '#ffffff'),
    headerBackground: z._default(colour, '#1f3a5f'),
    /** The background of every other row ('#00000000' for none). */
    stripeColor: z._default(colour, '#ffffff1a'),
    /** Shown under old values; `{time}` is when they were got ("as of 10:30"). Written by the editor in its language. */
    asOfText: z._default(z.string().check(z.maxLength(100)), 'as of {time}'),
    ...textLook(32),
  }),
  size: { width: 960, height: 480 },
});
export type TableWidget = z.infer<typeof tableWidget.schema>;
export type TableProps = TableWidget['props'];
