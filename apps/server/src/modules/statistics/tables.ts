import { columns, type TableColumns } from '../../platform/db/tables.js';

// The table this module owns: only its repo writes it. Times epoch ms.

/**
 * A widget event a terminal reported (docs/terminal-protocol.md, "Widget events"): a widget shown
 * as its scene started (`use`) or a button pressed (`click`). Stored once per terminal and event
 * id, under the office the terminal belonged to when it reported (its tenant's range); the
 * publication, program, scene and widget as the player named them.
 */
export interface WidgetEventTable {
  terminal_id: string;
  /** The player's id of the event (unique per terminal; the same id sent again is not stored again). */
  id: string;
  office_id: string;
  publish_id: string;
  program_id: string;
  scene_id: string;
  widget_id: string;
  widget_kind: string;
  /** 'use' | 'click' */
  type: string;
  /** A click's button action type; null for a use. */
  action: string | null;
  /** When it happened, by the player's program clock. */
  at: number;
  /** When the server stored it. */
  received_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    widget_event: WidgetEventTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  widget_event: columns<WidgetEventTable>()(
    'terminal_id',
    'id',
    'office_id',
    'publish_id',
    'program_id',
    'scene_id',
    'widget_id',
    'widget_kind',
    'type',
    'action',
    'at',
    'received_at',
  ),
};
