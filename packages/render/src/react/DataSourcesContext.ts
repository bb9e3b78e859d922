import { createContext, useContext } from 'react';
import type { DataSource } from '../document/dataSource.js';
import { noDataSources, type DataSources, type FeedTableData } from '../widgets/liveData.js';

/**
 * Where the weather and exchange widgets read their values: the host provides them
 * (`<DataSourcesContext value={sources}>`); without a provider they have none and show dashes.
 */
export const DataSourcesContext = createContext<DataSources>(noDataSources);

/** The values handed in by the host of the widgets drawn here. */
export const useDataSources = (): DataSources => useContext(DataSourcesContext);

/**
 * The data sources of the document whose widgets are drawn here: table and text widgets name a
 * source by id, and look its address up in this list. ProgramView provides its document's; a host
 * drawing scenes alone (an editor's canvas) provides them itself.
 */
export const FeedSourcesContext = createContext<readonly DataSource[]>([]);

/** A widget's data source by its id (undefined when the document has none of that id) and its table, when the host has it. */
export function useFeed(sourceId: string | undefined): { source?: DataSource; table?: FeedTableData } {
  const sources = useContext(FeedSourcesContext);
  const host = useDataSources();
  const source = sourceId ? sources.find((s) => s.id === sourceId) : undefined;
  return { source, table: source && host.feed?.(source) };
}
