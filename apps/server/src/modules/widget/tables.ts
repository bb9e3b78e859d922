import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Times epoch ms, booleans 0/1, JSON text.

/**
 * A kind of the widget catalogue as saved. Only kinds someone saved have a row: a kind without one
 * is on, with the renderer's size, so a kind the renderer gains later needs no migration.
 */
export interface WidgetKindTable {
  /** The renderer's name of the kind (contract WIDGET_KINDS). */
  kind: string;
  enabled: number;
  /** The size a new widget of the kind gets, in canvas pixels. */
  width: number;
  height: number;
  updated_by: string | null;
  updated_at: number;
}

/**
 * An office's own list of widget kinds (JSON array of kind names). An office without a row has
 * what the offices above it allow; the row goes with its office.
 */
export interface WidgetOfficeTable {
  office_id: string;
  kinds: string;
  updated_by: string | null;
  updated_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    widget_kind: WidgetKindTable;
    widget_office: WidgetOfficeTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  widget_kind: columns<WidgetKindTable>()('kind', 'enabled', 'width', 'height', 'updated_by', 'updated_at'),
  widget_office: columns<WidgetOfficeTable>()('office_id', 'kinds', 'updated_by', 'updated_at'),
};
