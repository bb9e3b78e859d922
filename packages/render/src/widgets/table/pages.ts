import type { FeedTableData } from '../liveData.js';
import type { TableColumn } from './model.js';

/**
 * The page of `rowCount` rows shown at `now`: pages of `rowsPerPage` turn every `pageSeconds`,
 * counted from the epoch, so any two screens (and the editor's preview) of one clock show the
 * same page at the same moment. Answers the page's index and its first row.
 */
export function pageAt(
  rowCount: number,
  rowsPerPage: number,
  pageSeconds: number,
  now: number,
): { page: number; pages: number; first: number } {
  const pages = Math.max(1, Math.ceil(rowCount / rowsPerPage));
  const page = Math.floor(now / (pageSeconds * 1000)) % pages;
  return { page, pages, first: page * rowsPerPage };
}

/** The columns a table widget shows of a table: those chosen, else all of the table's; each with its place in the table's rows (-1: not there). */
export function shownColumns(
  chosen: readonly TableColumn[],
  table: Pick<FeedTableData, 'columns'> | undefined,
): { field: string; title: string; align: TableColumn['align']; at: number }[] {
  const columns = table?.columns ?? [];
  const list: TableColumn[] = chosen.length
    ? [...chosen]
    : columns.map((field) => ({ field, title: '', align: 'left' as const }));
  return list.map((c) => ({ field: c.field, title: c.title || c.field, align: c.align, at: columns.indexOf(c.field) }));
}
