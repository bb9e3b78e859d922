import { FEED_LIMITS } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { isLocalAddress } from './feedFetch.js';
import { plainText, readCsvFeed, readFeed, readJsonFeed, readRssFeed } from './feeds.js';
import { FormatError } from './formats.js';

describe('readJsonFeed', () => {
  const body = JSON.stringify({
    data: {
      items: [
        { name: 'Tea', price: 4.2, stock: { count: 3, shelf: 'B2' }, tags: ['hot', 'green'], vegan: true, note: null },
        { name: 'Cake', price: 3, extra: 'new' },
      ],
    },
  });

  it('reads the items at the path: scalar fields as text, nested fields under dotted names', () => {
    expect(readJsonFeed(body, 'data.items')).toEqual({
      columns: ['name', 'price', 'stock.count', 'stock.shelf', 'tags', 'vegan', 'note', 'extra'],
      rows: [
        ['Tea', '4.2', '3', 'B2', 'hot, green', 'true', '', ''],
        ['Cake', '3', '', '', '', '', '', 'new'],
      ],
    });
  });

  it('reads a list at the root, scalars as one column, an object as one row', () => {
    expect(readJsonFeed('[1, "two"]', '')).toEqual({ columns: ['value'], rows: [['1'], ['two']] });
    expect(readJsonFeed('{"a": {"b": 1}}', '')).toEqual({ columns: ['a.b'], rows: [['1']] });
    expect(readJsonFeed('{"list": [[], {"x": 1}]}', 'list.1')).toEqual({ columns: ['x'], rows: [['1']] });
  });

  it.each([
    ['no JSON', '<html>', ''],
    ['a path that leads nowhere', body, 'data.things'],
    ['a path to a value', body, 'data.items.0.name'],
  ])('refuses %s', (_, text, path) => {
    expect(() => readJsonFeed(text, path)).toThrow(FormatError);
  });

  it('keeps at most the limit of rows', () => {
    const many = JSON.stringify(Array.from({ length: FEED_LIMITS.rows + 10 }, (_, i) => ({ i })));
    expect(readJsonFeed(many, '').rows).toHaveLength(FEED_LIMITS.rows);
  });
});

describe('readCsvFeed', () => {
  it('names the columns by the header row and reads quotes, commas, CRLF and a byte-order mark', () => {
    const csv = '\uFEFFcity,"temp, °C",note\r\nBerlin,4,"said ""cold"""\r\n"Lis\nbon",17,\r\n\r\n';
    expect(readCsvFeed(csv)).toEqual({
      columns: ['city', 'temp, °C', 'note'],
      rows: [
        ['Berlin', '4', 'said "cold"'],
        ['Lis\nbon', '17', ''],
      ],
    });
  });

  it('reads semicolons and tabs, names blank and repeated columns, pads short rows', () => {
    expect(readCsvFeed('a;;a\n1;2\n')).toEqual({ columns: ['a', 'column 2', 'a 2'], rows: [['1', '2', '']] });
    expect(readCsvFeed('x\ty\n1\t2')).toEqual({ columns: ['x', 'y'], rows: [['1', '2']] });
  });

  it('refuses an unclosed quote and an empty answer', () => {
    expect(() => readCsvFeed('a,b\n"1,2\n')).toThrow(FormatError);
    expect(() => readCsvFeed('')).toThrow(FormatError);
  });
});

describe('readRssFeed', () => {
  it('reads RSS 2.0 items as plain text, newest first as the feed lists them', () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>
      <item><title>Second &amp; last</title><link>https://example.org/2</link>
        <description><![CDATA[<p>Hello <b>world</b>&nbsp;again</p><script>x()</script>]]></description>
        <pubDate>Fri, 27 Nov 2026 10:00:00 GMT</pubDate></item>
      <item><title>First</title><description>&lt;i&gt;plain&lt;/i&gt;</description></item>
    </channel></rss>`;
    expect(readRssFeed(rss)).toEqual({
      columns: ['title', 'description', 'link', 'published'],
      rows: [
        ['Second & last', 'Hello world again', 'https://example.org/2', '2026-11-27T10:00:00.000Z'],
        ['First', 'plain', '', ''],
      ],
    });
  });

  it('reads Atom entries: summary, else content; the alternate link; published, else updated', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title>
      <entry><title type="html">A &lt;em&gt;b&lt;/em&gt;</title><link rel="self" href="https://x/self"/>
        <link href="https://x/a"/><updated>2026-11-26T08:00:00Z</updated>
        <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Body <b>text</b></div></content></entry>
    </feed>`;
    expect(readRssFeed(atom).rows).toEqual([['A b', 'Body text', 'https://x/a', '2026-11-26T08:00:00.000Z']]);
  });

  it('puts the newest first when every item is dated, else keeps the feed’s order', () => {
    const item = (title: string, date?: string) =>
      `<item><title>${title}</title>${date ? `<pubDate>${date}</pubDate>` : ''}</item>`;
    const rss = (...items: string[]) => `<rss version="2.0"><channel>${items.join('')}</channel></rss>`;
    const dated = rss(item('Old', 'Mon, 23 Nov 2026 08:00:00 GMT'), item('New', 'Fri, 27 Nov 2026 08:00:00 GMT'));
    expect(readRssFeed(dated).rows.map((r) => r[0])).toEqual(['New', 'Old']);
    const undated = rss(item('First'), item('Second', 'Fri, 27 Nov 2026 08:00:00 GMT'));
    expect(readRssFeed(undated).rows.map((r) => r[0])).toEqual(['First', 'Second']);
  });

  it('refuses what is not XML, or XML that is no feed', () => {
    expect(() => readRssFeed('{"items": []}')).toThrow(FormatError);
    expect(() => readRssFeed('<html><body/></html>')).toThrow(FormatError);
  });
});

describe('plainText', () => {
  it('drops markup, decodes entities and collapses white space', () => {
    expect(plainText('<p>a&#39;b &#x263A;</p>\n<br/>c &unknown;')).toBe("a'b ☺ c &unknown;");
  });
});

describe('readFeed', () => {
  it('reads by format, the items path for JSON only', () => {
    expect(readFeed('csv', 'a\n1', 'ignored').rows).toEqual([['1']]);
    expect(readFeed('json', '{"l":[{"a":1}]}', 'l').rows).toEqual([['1']]);
  });
});

describe('isLocalAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a00:1',
  ])('counts %s as local', (a) => {
    expect(isLocalAddress(a)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('counts %s as public', (a) => {
    expect(isLocalAddress(a)).toBe(false);
  });
});
