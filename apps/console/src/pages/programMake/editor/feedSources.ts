import { DATA_SOURCES_MAX, sourceOfWidget, type DataSource, type ProgramDocument, type Widget } from '@apm/render';

/**
 * The program's data sources as the editor changes them: each change is a new document, so it is
 * one undo step like any other.
 */

/** The document with `source` added, or put in place of the one of its id. */
export function putSource(doc: ProgramDocument, source: DataSource): ProgramDocument {
  const list = doc.dataSources ?? [];
  const at = list.findIndex((s) => s.id === source.id);
  if (at < 0 && list.length >= DATA_SOURCES_MAX) return doc;
  const dataSources = at < 0 ? [...list, source] : list.map((s, i) => (i === at ? source : s));
  return { ...doc, dataSources };
}

/**
 * The document without the source of `id`; the widgets that named it name none (a table shows no
 * rows, a text its words as written), so the document stays valid.
 */
export function removeSource(doc: ProgramDocument, id: string): ProgramDocument {
  const unbind = (w: Widget): Widget => {
    if (sourceOfWidget(w)?.id !== id) return w;
    if (w.kind === 'table') return { ...w, props: { ...w.props, sourceId: '' } };
    if (w.kind === 'text') {
      const { source: _source, ...props } = w.props;
      return { ...w, props };
    }
    return w;
  };
  const dataSources = (doc.dataSources ?? []).filter((s) => s.id !== id);
  return {
    ...doc,
    ...(dataSources.length || doc.dataSources ? { dataSources } : {}),
    scenes: doc.scenes.map((s) => ({ ...s, widgets: s.widgets.map(unbind) })),
  };
}

/** The widgets that draw the source of `id`: their names (or kinds) in scene order. */
export function widgetsUsing(doc: ProgramDocument, id: string): Widget[] {
  return doc.scenes.flatMap((s) => s.widgets.filter((w) => sourceOfWidget(w)?.id === id));
}
