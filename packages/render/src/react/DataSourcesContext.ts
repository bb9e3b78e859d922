import { createContext, useContext } from 'react';
import { noDataSources, type DataSources } from '../widgets/liveData.js';

/**
 * Where the weather and exchange widgets read their values: the host provides them
 * (`<DataSourcesContext value={sources}>`); without a provider they have none and show dashes.
 */
export const DataSourcesContext = createContext<DataSources>(noDataSources);

/** The values handed in by the host of the widgets drawn here. */
export const useDataSources = (): DataSources => useContext(DataSourcesContext);
