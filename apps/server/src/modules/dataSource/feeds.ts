import { FEED_LIMITS, type FeedFormatName } from '@apm/contract';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { FormatError } from './formats.js';

/**
 * The data sources' formats read into one table (docs/program-format.md, "Data sources"): named
 * columns, rows of texts. Nothing in an answer is trusted: a reader throws a FormatError for one
 * that is not in its format; rows, columns and values are cut at FEED_LIMITS.
 */

/** A table as the readers make it (the service adds when it was read). */
export interface ReadTable {
  columns: string[];
  rows: string[][];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const cut = (s: string): string => (s.length > FEED_LIMITS.valueChars ? s.slice(0, FEED_LIMITS.valueChars) : s);

/** Rows of named values as a table: the columns in the order first met, at most FEED_LIMITS.columns. */
function tableOf(items: Map<string, string>[]): ReadTable {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const item of items)
    for (const name of item.keys())
      if (!seen.has(name) && columns.length < FEED_LIMITS.columns) {
        seen.add(name);
        columns.push(name);
      }
  return { columns, rows: items.map((item) => columns.map((c) => item.get(c) ?? '')) };
}

/** A scalar as text; undefined for what is not one. */
function scalarText(v: unknown): string | undefined {
  if (v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** An item's values by column: its scalar fields, nested objects' fields under dotted names, lists of scalars joined by ", ". */
function flatten(v: unknown, prefix: string, into: Map<string, string>, depth = 0): void {
  const scalar = scalarText(v);
  if (scalar !== undefined) {
    into.set(prefix || 'value', cut(scalar));
    return;
  }
  if (Array.isArray(v)) {
    const texts = v.map(scalarText);
    if (texts.every((t) => t !== undefined)) into.set(prefix || 'value', cut(texts.join(', ')));
    return;
  }
  if (!isObject(v) || depth > 8) return;
  for (const [k, child] of Object.entries(v)) flatten(child, prefix ? `${prefix}.${k}` : k, into, depth + 1);
}

/**
 * A JSON answer's items as a table: the list at `itemsPath` (names joined by dots, an index for a
 * list within; '' the answer itself), or a single object there as one row.
 */
export function readJsonFeed(text: string, itemsPath: string): ReadTable {
  let body: unknown;
  try {
    body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new FormatError('not JSON');
  }
  let at: unknown = body;
  for (const name of itemsPath ? itemsPath.split('.') : []) {
    if (Array.isArray(at) && /^\d+$/.test(name)) at = at[Number(name)];
    else if (isObject(at) && Object.hasOwn(at, name)) at = at[name];
    else throw new FormatError(`nothing at "${itemsPath}"`);
  }
  const items = Array.isArray(at) ? at : isObject(at) ? [at] : null;
  if (!items) throw new FormatError(`no list of items at "${itemsPath || 'the root'}"`);
  return tableOf(
    items.slice(0, FEED_LIMITS.rows).map((item) => {
      const values = new Map<string, string>();
      flatten(item, '', values);
      return values;
    }),
  );
}

/** The separator of a CSV text: the one of comma, semicolon and tab its first line has most of outside quotes (comma on a tie). */
function separatorOf(text: string): string {
  const firstLine = /^[^\r\n]*/.exec(text.replace(/"[^"]*"/g, ''))![0];
  let best = ',';
  let most = 0;
  for (const sep of [',', ';', '\t']) {
    const n = firstLine.split(sep).length - 1;
    if (n > most) [best, most] = [sep, n];
  }
  return best;
}

/** The records of a CSV text (RFC 4180: quoted fields with separators, quotes doubled, line breaks inside; CRLF or LF). */
function csvRecords(text: string, sep: string, max: number): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    // A blank line is no record.
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };
  while (i < text.length && records.length < max) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === sep) {
      record.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
    i++;
  }
  if (quoted) throw new FormatError('a quoted value is not closed');
  if (records.length < max && (field !== '' || record.length > 0)) endRecord();
  return records;
}

/** A CSV text as a table: its first row names the columns (a blank name is "column N", a repeated one gets " 2"). */
export function readCsvFeed(text: string): ReadTable {
  const body = text.replace(/^\uFEFF/, '');
  if (body.includes('\0')) throw new FormatError('not text');
  const [head, ...records] = csvRecords(body, separatorOf(body), FEED_LIMITS.rows + 1);
  if (!head) throw new FormatError('no header row');
  const columns: string[] = [];
  for (const [i, raw] of head.slice(0, FEED_LIMITS.columns).entries()) {
    const name = raw.trim() || `column ${i + 1}`;
    let unique = name;
    for (let n = 2; columns.includes(unique); n++) unique = `${name} ${n}`;
    columns.push(unique);
  }
  return { columns, rows: records.map((r) => columns.map((_, i) => cut(r[i] ?? ''))) };
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
  copy: '©',
  reg: '®',
  deg: '°',
};

/** HTML as the plain text a screen shows: no markup, scripts or styles; entities decoded; white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(?:p|div|li|h\d)>/gi, ' ')
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return NAMED[e.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** An RSS or Atom date as ISO 8601 (UTC); as written when it is no date. */
function isoDate(text: string): string {
  const t = Date.parse(text.trim());
  return Number.isNaN(t) ? text.trim() : new Date(t).toISOString();
}

const ITEM_COLUMNS = ['title', 'description', 'link', 'published'] as const;

/**
 * An RSS 2.0 (or 1.0) or Atom feed as a table of its items: title, description (Atom: summary, else content) as plain text, link, and published
 * (pubDate, dc:date; Atom: published, else updated) as an ISO time. The newest comes first when
 * every item is dated; otherwise the feed's order is kept.
 */
export function readRssFeed(text: string): ReadTable {
  const parser = new SaxesParser({ xmlns: true });
  const items: Record<(typeof ITEM_COLUMNS)[number], string>[] = [];
  let root: string | undefined;
  let item: Record<(typeof ITEM_COLUMNS)[number], string> | null = null;
  /** The field of the item the text read now goes into, and how deep in the item it is. */
  let field: { name: string; depth: number } | null = null;
  let depth = 0;
  let buffer = '';
  let failed: string | undefined;
  parser.on('error', (err) => {
    failed ??= err.message;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    depth++;
    root ??= tag.local;
    const name = tag.local;
    if (name === 'item' || name === 'entry') {
      item = { title: '', description: '', link: '', published: '' };
      field = null;
      return;
    }
    if (!item || field) return;
    if (name === 'link' && typeof tag.attributes.href === 'object') {
      // Atom: <link href rel>; the page of the entry is rel="alternate" (or none).
      const rel = tag.attributes.rel?.value ?? 'alternate';
      if (rel === 'alternate' && !item.link) item.link = tag.attributes.href.value;
      return;
    }
    if (
      [
        'title',
        'description',
        'summary',
        'content',
        'encoded',
        'link',
        'pubDate',
        'date',
        'published',
        'updated',
      ].includes(name)
    ) {
      field = { name, depth };
      buffer = '';
    }
  });
  const onText = (t: string) => {
    if (field) buffer += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag: SaxesTagNS) => {
    if (field && field.depth === depth) {
      const value = buffer;
      field = null;
      const it = item!;
      switch (tag.local) {
        case 'title':
          it.title = plainText(value);
          break;
        case 'description':
        case 'summary':
          it.description = plainText(value);
          break;
        case 'content':
        case 'encoded':
          it.description ||= plainText(value);
          break;
        case 'link':
          it.link ||= value.trim();
          break;
        case 'pubDate':
        case 'date':
        case 'published':
          it.published = isoDate(value);
          break;
        case 'updated':
          it.published ||= isoDate(value);
          break;
      }
    } else if ((tag.local === 'item' || tag.local === 'entry') && item) {
      if (items.length < FEED_LIMITS.rows)
        items.push(Object.fromEntries(ITEM_COLUMNS.map((c) => [c, cut(item![c])])) as typeof item);
      item = null;
    }
    depth--;
  });
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch (err) {
    failed ??= err instanceof Error ? err.message : String(err);
  }
  if (failed) throw new FormatError(`not XML (${failed})`);
  if (root !== 'rss' && root !== 'feed' && root !== 'RDF') throw new FormatError('not an RSS or Atom feed');
  // The newest first (row 0 of a text bound to a feed), when every item says when it was published;
  // else in the feed's own order, which feeds keep newest first.
  const times = items.map((i) => Date.parse(i.published));
  const order = items.map((_, i) => i);
  if (times.every((t) => !Number.isNaN(t))) order.sort((a, b) => times[b]! - times[a]! || a - b);
  return { columns: [...ITEM_COLUMNS], rows: order.map((i) => ITEM_COLUMNS.map((c) => items[i]![c])) };
}

/** Reads a source's answer in its format. */
export function readFeed(format: FeedFormatName, text: string, itemsPath: string): ReadTable {
  if (format === 'json') return readJsonFeed(text, itemsPath);
  if (format === 'csv') return readCsvFeed(text);
  return readRssFeed(text);
}
