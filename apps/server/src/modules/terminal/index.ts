import type { JobHandler } from '../../platform/jobs/index.js';
import type { ServerModule } from '../../platform/module.js';
import { terminalCommands } from './commands.js';
import type { TerminalContent, TerminalEvents } from './content.js';
import { deviceService, type DeviceService } from './device.js';
import { terminalGateway, type TerminalGateway } from './gateway.js';
import { terminalGroupService, type TerminalGroupService } from './groups.js';
import { migrations } from './migration.js';
import { terminalRepo } from './repo.js';
import { protocolRoutes, terminalRoutes } from './routes.js';
import { terminalService, type TerminalService } from './service.js';
import { fileSigner, type FileSigner } from './signer.js';
import { PENDING_SWEEP_JOB, sweepPending } from './sweep-job.js';
import { pendingSweeps, type PendingSweeps } from './sweeps.js';
import { tables } from './tables.js';

export type { ManifestContent, ManifestTerminal, TerminalContent, TerminalEvents } from './content.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Terminals for the console: lists, states, authorising, commands; `contentChanged` for publishers. */
    terminals: TerminalService;
    /** Terminal groups: named sets of terminals of an office and its sub-offices. */
    terminalGroups: TerminalGroupService;
    /** The terminals' side of the protocol over HTTP (registration, authentication, manifest, reports). */
    terminalDevices: DeviceService;
    /** Signed, expiring file addresses for terminals. */
    terminalFiles: FileSigner;
    /** The terminals' WebSocket gateway of this process (built on first use: by the HTTP server). */
    terminalGateway: () => TerminalGateway;
    /** The hourly forgetting of pending terminals not heard from for a week. */
    pendingTerminalSweeps: PendingSweeps;
    /**
     * What terminals must play (their manifests) and where their content reports go: provided by
     * the publish module. Absent: every manifest is empty.
     */
    terminalContent?: TerminalContent;
    /** Where terminals' widget events are stored: provided by the statistics module. */
    terminalEvents?: TerminalEvents;
  }
}

/** Register calls one address may make a minute (docs/terminal-protocol.md: 60; a fleet benchmark behind one address sets more). */
const registerPerMinute = Number(process.env.TERMINAL_REGISTER_PER_MINUTE) || 60;

/**
 * Terminals (docs/terminal-protocol.md): registration and pairing, the WebSocket gateway with
 * online state and commands, manifests and signed file addresses; the console's terminal calls.
 * Pending registrations not heard from for a week are forgotten by an hourly sweep (sweep-job.ts).
 */
export const terminalModule: ServerModule = {
  name: 'terminal',
  tables,
  migrations,
  officeCounts: async (db, offices) => {
    const c = await terminalRepo(db).officeCounts(offices);
    return { terminals: c.terminals, terminalsAuthorised: c.authorised, terminalsOnline: c.online };
  },
  jobs: [
    {
      kind: PENDING_SWEEP_JOB,
      options: () => ({ concurrency: 1, maxAttempts: 2, backoffMs: 60_000, keepMs: 3_600_000 }),
      handler: sweepPending as JobHandler,
    },
  ],
  services: (p, s) => {
    const signer = fileSigner(p.db.kysely);
    const devices = deviceService({
      db: p.db.kysely,
      bus: p.bus,
      log: p.log,
      signer,
      freeAccess: async () =>
        (await s.settings.values(['terminalAuthorizationFreeAccessManage'])).terminalAuthorizationFreeAccessManage ===
        'true',
      // The publish module comes later in MODULES: read when a terminal asks, not now.
      content: () => s.terminalContent,
      events: () => s.terminalEvents,
      registerPerMinute,
      blobs: p.blobs,
    });
    const commands = terminalCommands(p.bus);
    let gateway: TerminalGateway | undefined;
    return {
      terminals: terminalService({ db: p.db.kysely, bus: p.bus, audit: s.audit, commands, signer }),
      terminalGroups: terminalGroupService(p.db.kysely, s.audit),
      terminalDevices: devices,
      terminalFiles: signer,
      terminalGateway: () =>
        (gateway ??= terminalGateway({ db: p.db.kysely, bus: p.bus, log: p.log, device: devices })),
      pendingTerminalSweeps: pendingSweeps(p.db.kysely, p.jobs, p.bus, p.log),
    };
  },
  routes: (s) => [...protocolRoutes(s.terminalDevices), ...terminalRoutes(s.terminals, s.terminalGroups)],
  sockets: (s) => [s.terminalGateway()],
  seed: async (trx, s) => {
    await s.terminalFiles.ensureKey(trx);
    await s.pendingTerminalSweeps.schedule(trx);
  },
};
