import { z } from 'zod/mini';
import { isWebAddress } from '../widgets/button/model.js';
import { recordId } from './primitives.js';

/** The formats a data source is read in; the server turns each into one table (docs/program-format.md). */
export const feedFormats = ['json', 'csv', 'rss'] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** Data sources in one document. */
export const DATA_SOURCES_MAX = 20;
/** The shortest refresh interval: a provider asked more often would treat the screens as an attack. */
export const FEED_REFRESH_MIN_MS = 60_000;
/** The longest refresh interval: a day. */
export const FEED_REFRESH_MAX_MS = 86_400_000;
export const FEED_REFRESH_DEFAULT_MS = 300_000;
/** A dotted path to the list of items in a JSON answer: names of fields, or '' for the answer itself. */
export const ITEMS_PATH = /^(?:[^.\s|]+(?:\.[^.\s|]+)*)?$/;

/**
 * A data source of a program: an http(s) address read by the server every `refreshMs` in a format,
 * which table and text widgets draw (by `id`). `itemsPath` says where a JSON answer's list of
 * items is ('' the answer itself; ignored by the other formats).
 */
export const dataSource = z.object({
  id: recordId,
  name: z._default(z.string().check(z.maxLength(100)), ''),
  format: z.enum(feedFormats),
  url: z.string().check(z.maxLength(2000), z.refine(isWebAddress, 'Expected an http or https address')),
  refreshMs: z._default(z.int().check(z.gte(FEED_REFRESH_MIN_MS), z.lte(FEED_REFRESH_MAX_MS)), FEED_REFRESH_DEFAULT_MS),
  itemsPath: z._default(z.string().check(z.maxLength(200), z.regex(ITEMS_PATH, 'Expected names joined by dots')), ''),
});
export type DataSource = z.infer<typeof dataSource>;

/** What a feed is fetched by: a source without its name, id and refresh. */
export type FeedAddress = Pick<DataSource, 'format' | 'url' | 'itemsPath'>;

/**
 * The one key of a feed (`format|itemsPath|url`): sources of any documents that read the same
 * address the same way share the server's kept table and the player's. The items path counts
 * for JSON only.
 */
export function feedKey(f: FeedAddress): string {
  return `${f.format}|${f.format === 'json' ? f.itemsPath : ''}|${f.url}`;
}
