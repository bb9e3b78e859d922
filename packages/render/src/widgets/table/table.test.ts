import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createDocument, createScene, createWidget } from '../../document/create.js';
import { dataNeedsOf } from '../../document/dataNeeds.js';
import { feedKey, type DataSource } from '../../document/dataSource.js';
import { programDocument } from '../../document/program.js';
import { ClockContext } from '../../react/ClockContext.js';
import { DataSourcesContext, FeedSourcesContext } from '../../react/DataSourcesContext.js';
import { SceneView } from '../../react/SceneView.js';
import type { FeedTableData } from '../liveData.js';
import type { PropsOf, WidgetKind, WidgetOf } from '../models.js';
import { fixedClock, textOf } from '../testing.js';
import { fillColumns } from '../text/fill.js';
import { tableWidget } from './model.js';
import { pageAt, shownColumns } from './pages.js';

const AT = Date.parse('2026-11-27T10:45:00Z');
const CITIES: DataSource = {
  id: 'cities',
  name: 'Cities',
  format: 'csv',
  url: 'https://example.org/cities.csv',
  refreshMs: 300_000,
  itemsPath: '',
};
const TABLE: FeedTableData = {
  columns: ['city', 'temp'],
  rows: [
    ['Berlin', '4'],
    ['Lisbon', '17'],
    ['Oslo', '-3'],
  ],
  fetchedAt: AT - 60_000,
};

/** The markup of one widget drawn at `at`, its document holding CITIES, the host handing in `table` for it. */
function draw<K extends WidgetKind>(kind: K, props: Partial<PropsOf<K>>, table: FeedTableData | undefined, at = AT) {
  const frame = { id: 'w' } as Partial<Omit<WidgetOf<K>, 'kind' | 'props'>>;
  const scene = createScene({ id: 's', widgets: [createWidget(kind, { ...frame, props })] });
  const host = {
    weather: () => undefined,
    euroRates: () => undefined,
    feed: (s: Pick<DataSource, 'format' | 'url' | 'itemsPath'>) => (feedKey(s) === feedKey(CITIES) ? table : undefined),
  };
  return renderToStaticMarkup(
    createElement(
      ClockContext,
      { value: fixedClock(at) },
      createElement(
        FeedSourcesContext,
        { value: [CITIES] },
        createElement(
          DataSourcesContext,
          { value: host },
          createElement(SceneView, {
            scene,
            canvas: { width: 1920, height: 1080 },
            resolve: () => undefined,
            viewport: { width: 1920, height: 1080 },
          }),
        ),
      ),
    ),
  );
}

describe('the table model', () => {
  it('fills in every default: no source, every column, a header, five rows a page turning every 10 s', () => {
    expect(tableWidget.defaults()).toMatchObject({
      sourceId: '',
      columns: [],
      header: true,
      rowsPerPage: 5,
      pageSeconds: 10,
    });
  });

  it.each([
    ['no rows on a page', { rowsPerPage: 0 }],
    ['pages turning faster than every 2 s', { pageSeconds: 1 }],
    ['a column without a field', { columns: [{ field: '' }] }],
  ])('refuses %s', (_, p) => {
    expect(tableWidget.props.safeParse(p).success).toBe(false);
  });
});

describe('pages', () => {
  it('turn by the clock from the epoch, round and round, the same on every screen', () => {
    expect(pageAt(12, 5, 10, 0)).toEqual({ page: 0, pages: 3, first: 0 });
    expect(pageAt(12, 5, 10, 10_000)).toEqual({ page: 1, pages: 3, first: 5 });
    expect(pageAt(12, 5, 10, 29_999)).toEqual({ page: 2, pages: 3, first: 10 });
    expect(pageAt(12, 5, 10, 30_000).page).toBe(0);
    expect(pageAt(0, 5, 10, 12_345)).toEqual({ page: 0, pages: 1, first: 0 });
  });

  it('show the chosen columns, titled by their field when untitled, else all of the table’s', () => {
    expect(shownColumns([], TABLE).map((c) => c.title)).toEqual(['city', 'temp']);
    expect(
      shownColumns(
        [
          { field: 'temp', title: '°C', align: 'right' },
          { field: 'gone', title: '', align: 'left' },
        ],
        TABLE,
      ),
    ).toEqual([
      { field: 'temp', title: '°C', align: 'right', at: 1 },
      { field: 'gone', title: 'gone', align: 'left', at: -1 },
    ]);
  });
});

describe('the table drawn', () => {
  it('shows the header and the page of rows the clock is at', () => {
    const props = { sourceId: 'cities', rowsPerPage: 2, pageSeconds: 10 };
    const at = Math.floor(AT / 20_000) * 20_000;
    expect(textOf(draw('table', props, TABLE, at))).toBe('city temp Berlin 4 Lisbon 17');
    expect(textOf(draw('table', props, TABLE, at + 10_000))).toBe('city temp Oslo -3');
  });

  it('shows the chosen columns with their titles, and no header when it is off', () => {
    const columns = [{ field: 'temp', title: 'Temperature', align: 'right' as const }];
    const at = Math.floor(AT / 30_000) * 30_000;
    expect(textOf(draw('table', { sourceId: 'cities', columns }, TABLE, at))).toBe('Temperature 4 17 -3');
    expect(textOf(draw('table', { sourceId: 'cities', columns, header: false }, TABLE, at))).toBe('4 17 -3');
  });

  it('shows the header over a dash while the host has no values', () => {
    const columns = [{ field: 'city', title: 'City', align: 'left' as const }];
    expect(textOf(draw('table', { sourceId: 'cities', columns }, undefined))).toBe('City –');
    expect(textOf(draw('table', { sourceId: 'cities' }, undefined))).toBe('–');
  });

  it('says since when old values are', () => {
    const old = { ...TABLE, fetchedAt: AT - 3 * 3_600_000 };
    const html = draw('table', { sourceId: 'cities', asOfText: 'as of {time}' }, old);
    expect(textOf(html)).toMatch(/as of \d\d:\d\d/);
    expect(textOf(draw('table', { sourceId: 'cities', asOfText: 'as of {time}' }, TABLE))).not.toContain('as of');
  });
});

describe('a text bound to a source', () => {
  it('shows each {column} of its row, leaves other braces as written', () => {
    expect(fillColumns('{city}: {temp} °C {note}', TABLE, 1)).toBe('Lisbon: 17 °C {note}');
    expect(fillColumns('{city}', TABLE, 9)).toBe('–');
    expect(fillColumns('{city} now', undefined, 0)).toBe('– now');
  });

  it('is drawn filled from its host’s table, and as written without a source', () => {
    const text = '{city} is at {temp}°';
    expect(textOf(draw('text', { text, source: { sourceId: 'cities', row: 2 } }, TABLE))).toBe('Oslo is at -3°');
    expect(textOf(draw('text', { text, source: { sourceId: 'cities', row: 0 } }, undefined))).toBe('– is at –°');
    expect(textOf(draw('text', { text }, TABLE))).toBe(text);
  });
});

describe('a document’s data sources', () => {
  const doc = () => {
    const d = createDocument({ width: 1920, height: 1080 });
    d.dataSources = [{ ...CITIES }];
    return d as typeof d & { dataSources: DataSource[] };
  };

  it('are refused when a widget names one the document lacks, at the widget’s field', () => {
    const d = doc();
    d.scenes[0]!.widgets.push(
      createWidget('table', { props: { sourceId: 'nope' } }),
      createWidget('text', { props: { source: { sourceId: 'none', row: 0 } } }),
    );
    const r = programDocument.safeParse(d);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.slice(4).join('.'))).toEqual(['props.sourceId', 'props.source.sourceId']);
  });

  it.each([
    ['an id a scene has', (d: ReturnType<typeof doc>) => (d.dataSources[0]!.id = d.scenes[0]!.id)],
    ['a file address', (d: ReturnType<typeof doc>) => (d.dataSources[0]!.url = 'file:///etc/passwd')],
    ['a refresh under a minute', (d: ReturnType<typeof doc>) => (d.dataSources[0]!.refreshMs = 30_000)],
  ])('are refused with %s', (_, spoil) => {
    const d = doc();
    spoil(d);
    expect(programDocument.safeParse(d).success).toBe(false);
  });

  it('are what the widgets need, once per address, at the smallest refresh', () => {
    const d = doc();
    const again: DataSource = { ...CITIES, id: 'again', refreshMs: 60_000 };
    const unused: DataSource = { ...CITIES, id: 'unused', url: 'https://example.org/other.csv' };
    d.dataSources.push(again, unused);
    d.scenes[0]!.widgets.push(
      createWidget('table', { props: { sourceId: 'cities' } }),
      createWidget('text', { props: { source: { sourceId: 'again', row: 0 } } }),
    );
    expect(programDocument.safeParse(d).success).toBe(true);
    expect(dataNeedsOf([d]).feeds).toEqual([
      { key: feedKey(CITIES), format: 'csv', url: CITIES.url, itemsPath: '', refreshMs: 60_000 },
    ]);
    expect(dataNeedsOf([{ scenes: d.scenes }]).feeds).toEqual([]);
  });
});
