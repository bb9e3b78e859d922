import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repo writes them. Times epoch ms, JSON text.

/**
 * A provider's last answer, by what was asked (`weather:<lat>,<lon>`, `weather:place:<name>`,
 * `rates:ecb`): the JSON the service reads back, when it was got, and when it was last asked for
 * (a row not asked for in weeks is swept).
 */
export interface DataSourceCacheTable {
  key: string;
  value: string;
  fetched_at: number;
  used_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    data_source_cache: DataSourceCacheTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  data_source_cache: columns<DataSourceCacheTable>()('key', 'value', 'fetched_at', 'used_at'),
};
