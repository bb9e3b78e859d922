import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DataRange } from './auth/principal.js';
import type { Bus } from './bus/index.js';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import type { Migration } from './db/migrate.js';
import type { Database } from './db/schema.js';
import type { TableColumns } from './db/tables.js';
import type { Executor } from './db/transaction.js';
import type { Route } from './http/route.js';
import type { JobHandler, JobKind, JobQueue } from './jobs/index.js';
import type { Log } from './log.js';
import type { BlobReference } from './storage/references.js';
import type { TrackedBlobs } from './storage/tracked.js';

/**
 * A module is one folder under src/modules/ that says everything the server needs of it here, in
 * its index.ts; the composition root (app.ts) goes through the list in src/modules/index.ts. See
 * docs/architecture.md, "Adding a module".
 */
export interface ServerModule {
  /** The folder's name. */
  name: string;
  /** The tables the module owns (and alone writes), with their columns: a test compares them with the live schema. */
  tables?: TableColumns;
  /** Migrations of those tables: one sequence of names (NNNN_what) across all modules, applied in name order. */
  migrations?: readonly Migration[];
  /** Settings keys the module reads, with their defaults. */
  settings?: readonly SettingDefinition[];
  /** Where the module's rows name blobs: the blob collection frees nothing they name. */
  blobReferences?: readonly BlobReference[];
  /**
   * Counts of the module's rows that belong to offices: the office module sums every module's for
   * an office's figures, and refuses to delete an office whose subtree still holds any (OfficeCounts).
   */
  officeCounts?: OfficeCounter;
  /** Kinds of background job the module queues: how runners treat them, and their handlers (run in worker threads). */
  jobs?: readonly ModuleJob[];
  /**
   * Builds the module's services from the platform and the services of the modules before it in
   * the list (a later module's service may be used only inside a function that runs after start).
   */
  services?(p: Platform, s: Services): Partial<Services>;
  /** The module's HTTP routes (src/platform/http/route.ts). */
  routes?(s: Services): Route[];
  /** The module's WebSocket endpoints: built once with the HTTP server, closed before the database. */
  sockets?(s: Services): SocketEndpoint[];
  /** Ends what would hold the HTTP server open when it stops (long-lived answers such as event streams). */
  preClose?(s: Services): Promise<void> | void;
  /** Rows every server needs before it serves, written once under the start-up lock. */
  seed?(trx: Kysely<Database>, s: Services): Promise<void>;
}

/**
 * What modules count of their rows in a set of offices (ServerModule.officeCounts), each summed
 * over those offices. `users` to `programs` hold their office: an office whose subtree holds any of
 * them cannot be deleted (the refusal names them: contract officeHoldings), as deleting it would
 * fail on them or take them with it. The others are figures of the office page.
 */
export interface OfficeCounts {
  users: number;
  /** Custom roles belonging to the offices. */
  roles: number;
  /** Terminals of the offices, in any state. */
  terminals: number;
  materials: number;
  programs: number;
  /** Terminals authorised into the offices, and those of them online now. */
  terminalsAuthorised: number;
  terminalsOnline: number;
  /** The sizes of the offices' materials, summed. */
  storageBytes: number;
}

/**
 * Counts a module's rows in `offices`: a data range, one office (`subtree` false) or an office with
 * its subtree; filter by the offices' paths with `inRange('o.path', offices)` (platform/db/range.ts).
 * Runs in the caller's transaction when given one. What it leaves out counts 0.
 */
export type OfficeCounter = (db: Executor, offices: DataRange) => Promise<Partial<OfficeCounts>>;

/** Every counter's counts in `offices`, summed. */
export async function countInOffices(
  counters: readonly OfficeCounter[],
  db: Executor,
  offices: DataRange,
): Promise<OfficeCounts> {
  const sum: OfficeCounts = {
    users: 0,
    roles: 0,
    terminals: 0,
    materials: 0,
    programs: 0,
    terminalsAuthorised: 0,
    terminalsOnline: 0,
    storageBytes: 0,
  };
  for (const part of await Promise.all(counters.map((count) => count(db, offices)))) {
    for (const [k, n] of Object.entries(part) as [keyof OfficeCounts, number | undefined][]) sum[k] += n ?? 0;
  }
  return sum;
}

/** A WebSocket endpoint: takes the HTTP upgrades of its path. */
export interface SocketEndpoint {
  /** Under API_PREFIX. */
  path: string;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes its sockets (the server stops). */
  close(): Promise<void>;
}

/** A system setting a module reads: stored as text, read through the settings service. */
export interface SettingDefinition {
  key: string;
  default: string;
  /** Whether every signed-in user may read it (getKey/getKeys); the others answer ''. */
  readable: boolean;
  /** What a stored value must be. */
  schema: z.ZodType<string>;
  /** What it means, for the API description and whoever reads the module. */
  summary: string;
}

/** A kind of background job of a module. */
export interface ModuleJob {
  /** Its name, `<module>.<what>`. */
  kind: string;
  /** How runners treat it (given the platform, for kinds that free what an ended job left behind). */
  options(p: Pick<Platform, 'blobs'>): Omit<JobKind, 'kind'>;
  /** Its work: runs in a worker thread (src/worker.ts). */
  handler: JobHandler;
}

/** What every module stands on. */
export interface Platform {
  config: Config;
  db: Db;
  bus: Bus;
  jobs: JobQueue;
  blobs: TrackedBlobs;
  log: Log;
  /** Every module's settings keys (the settings module's registry). */
  settingKeys: readonly SettingDefinition[];
  /** Every module's counts of its rows in offices (ServerModule.officeCounts), for the office module. */
  officeCounters: readonly OfficeCounter[];
}

/**
 * The services of all modules, by name: each module adds its own to this interface in its
 * index.ts (`declare module '../../platform/module.js' { interface Services { … } }`).
 */
export interface Services {
  /** Background jobs: queue, read, cancel (platform/jobs); each server process runs them too. */
  jobs: JobQueue;
}
