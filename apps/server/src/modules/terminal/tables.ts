import { columns, type TableColumns } from '../../platform/db/tables.js';

// The table this module owns: only its repo writes it. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

export interface TerminalTable {
  id: string;
  /** null while pending and claimed by no office yet. */
  office_id: string | null;
  hardware_id: string;
  name: string;
  /** 'pending' | 'authorised' */
  state: string;
  /** Shown on the screen while pending; null once authorised. */
  pairing_code: string | null;
  /** SHA-256 (hex) of the claim token the device holds. */
  claim_hash: string;
  /** SHA-256 (hex) of the terminal's secret; null until one is issued. */
  secret_hash: string | null;
  /** 1 once the device used its secret: register stops issuing new ones. */
  secret_used: number;
  model: string;
  player_kind: string | null;
  player_version: string | null;
  time_zone: string | null;
  /** JSON { width, height } */
  screen: string | null;
  /** 1 while a server process holds its socket (written on change only). */
  online: number;
  /** The socket that set it online: only that socket's close sets it offline. */
  socket_id: string | null;
  /**
   * When the device was last heard from: in batches while online, on authenticated calls (at most
   * every 30 s), on register calls while pending (at most once a minute; with updated_at, what
   * keeps a pending terminal from being forgotten after a week).
   */
  last_seen_at: number | null;
  /** JSON of the status report's `playing`. */
  playing: string | null;
  manifest_version: string | null;
  /** JSON { usedBytes, quotaBytes } */
  storage: string | null;
  status_at: number | null;
  authorised_at: number | null;
  /** Its terminal group (of its office or one above); null: none. */
  group_id: string | null;
  created_at: number;
  updated_at: number;
}

/** A named group of terminals of an office and its sub-offices (contract terminalGroup.ts). */
export interface TerminalGroupTable {
  id: string;
  office_id: string;
  name: string;
  created_at: number;
  updated_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    terminal: TerminalTable;
    terminal_group: TerminalGroupTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  terminal: columns<TerminalTable>()(
    'id',
    'office_id',
    'hardware_id',
    'name',
    'state',
    'pairing_code',
    'claim_hash',
    'secret_hash',
    'secret_used',
    'model',
    'player_kind',
    'player_version',
    'time_zone',
    'screen',
    'online',
    'socket_id',
    'last_seen_at',
    'playing',
    'manifest_version',
    'storage',
    'status_at',
    'authorised_at',
    'group_id',
    'created_at',
    'updated_at',
  ),
  terminal_group: columns<TerminalGroupTable>()('id', 'office_id', 'name', 'created_at', 'updated_at'),
};
