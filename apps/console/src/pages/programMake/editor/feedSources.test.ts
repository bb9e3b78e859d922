import { createDocument, createWidget, DATA_SOURCES_MAX, programDocument, type DataSource } from '@apm/render';
import { describe, expect, it } from 'vitest';
import { putSource, removeSource, widgetsUsing } from './feedSources';

const source = (id: string, url = `https://example.org/${id}.csv`): DataSource => ({
  id,
  name: id,
  format: 'csv',
  url,
  refreshMs: 300_000,
  itemsPath: '',
});

/** A program with a table and a text bound to `menu`, and a clock. */
function program() {
  const doc = createDocument({ width: 1920, height: 1080 });
  doc.dataSources = [source('menu'), source('news')];
  doc.scenes[0]!.widgets.push(
    createWidget('table', { id: 'prices', name: 'Prices', props: { sourceId: 'menu' } }),
    createWidget('text', { id: 'dish', props: { text: '{dish}', source: { sourceId: 'menu', row: 0 } } }),
    createWidget('clock', { id: 'clock' }),
  );
  return programDocument.parse(doc);
}

describe("the program's data sources in the editor", () => {
  it('adds a source, and puts an edited one in its place', () => {
    const doc = program();
    const added = putSource(doc, source('prices'));
    expect(added.dataSources!.map((s) => s.id)).toEqual(['menu', 'news', 'prices']);
    const edited = putSource(added, { ...source('news'), name: 'Headlines' });
    expect(edited.dataSources!.map((s) => s.name)).toEqual(['menu', 'Headlines', 'prices']);
    expect(doc.dataSources).toHaveLength(2);
  });

  it('adds none beyond the most a program may have', () => {
    let doc = createDocument({ width: 1920, height: 1080 });
    for (let i = 0; i < DATA_SOURCES_MAX + 2; i++) doc = putSource(doc, source(`s${i}`));
    expect(doc.dataSources).toHaveLength(DATA_SOURCES_MAX);
  });

  it('tells which widgets show a source', () => {
    expect(widgetsUsing(program(), 'menu').map((w) => w.id)).toEqual(['prices', 'dish']);
    expect(widgetsUsing(program(), 'news')).toEqual([]);
  });

  it('removes a source and unbinds its widgets, leaving a valid document', () => {
    const doc = removeSource(program(), 'menu');
    expect(doc.dataSources!.map((s) => s.id)).toEqual(['news']);
    const [table, text] = doc.scenes[0]!.widgets;
    expect(table).toMatchObject({ kind: 'table', props: { sourceId: '' } });
    expect(text!.kind === 'text' && text!.props.source).toBeUndefined();
    expect(text).toMatchObject({ props: { text: '{dish}' } });
    expect(programDocument.safeParse(doc).success).toBe(true);
  });
});
