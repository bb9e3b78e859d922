import { z } from 'zod/mini';
import { euroRates, feedTable, weatherReading } from './dataSource.js';
import { messageLook } from './messageLook.js';
import { PLAN_KINDS, planEntryInput } from './planEntry.js';
import { line, pageNo, requiredLine, trimmedLine, withDefault } from './inputs.js';
import { endpoints, pageOf } from './endpoint.js';

/*
 * Terminals: the protocol a player speaks with the server (docs/terminal-protocol.md: its messages
 * are typed here, so the server and apps/player read the same schemas) and the console's calls
 * about terminals (terminalApi).
 */

// ---------------------------------------------------------------------------------------------
// Protocol (docs/terminal-protocol.md)

/** The protocol version this contract describes (`hello.protocol`). */
export const TERMINAL_PROTOCOL = 1;

/** Where a player's calls go, under API_PREFIX. */
export const TERMINAL_PATHS = {
  register: '/terminal/register',
  ws: '/terminal/ws',
  manifest: '/terminal/manifest',
  report: '/terminal/report',
  file: '/terminal/file',
} as const;

/** The letters of a pairing code: no 0/O, 1/I, so a code read off a screen is typed right. */
export const PAIRING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;

/** Timings of the protocol (its "Timings" table). */
export const TERMINAL_TIMINGS = {
  /** Register poll while pending. */
  pendingPollMs: 5_000,
  /** Manifest poll when the socket is down. */
  manifestPollMs: 60_000,
  /** `hello` must come within this after the socket opens. */
  helloTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  /** Silence after which the server closes a socket: this many heartbeats. */
  offlineAfterHeartbeats: 2.5,
  commandTimeoutMs: 30_000,
  /** Lifetime of a signed file address. */
  fileUrlMs: 60 * 60 * 1000,
  /** Register calls one address may make in a minute. */
  registerPerMinute: 60,
} as const;

export const TERMINAL_STATES = ['pending', 'authorised'] as const;
export type TerminalState = (typeof TERMINAL_STATES)[number];

export const hardwareIdSchema = line().check(
  z.regex(/^[A-Za-z0-9._:-]{8,128}$/, 'hardwareId: 8-128 of A-Z a-z 0-9 . _ : -'),
);

/** Which player program runs on the device. */
export const playerInfo = z.object({
  kind: requiredLine(32),
  version: requiredLine(32),
});
export type PlayerInfo = z.infer<typeof playerInfo>;

export const screenInfo = z.object({
  width: z.int().check(z.gte(1), z.lte(100_000)),
  height: z.int().check(z.gte(1), z.lte(100_000)),
});
export type ScreenInfo = z.infer<typeof screenInfo>;

/** POST /terminal/register (JSON). */
export const terminalRegisterRequest = z.object({
  hardwareId: hardwareIdSchema,
  claimToken: z.optional(z.nullable(line().check(z.maxLength(128)))),
  name: z.optional(trimmedLine(64)),
  model: z.optional(trimmedLine(128)),
  player: z.optional(playerInfo),
  screen: z.optional(screenInfo),
  timeZone: z.optional(trimmedLine(64)),
});
export type TerminalRegisterRequest = z.infer<typeof terminalRegisterRequest>;

export const terminalRegisterAnswer = z.object({
  terminalId: z.string(),
  state: z.enum(TERMINAL_STATES),
  /** Shown on the screen while pending; null once authorised. */
  pairingCode: z.nullable(z.string()),
  claimToken: z.string(),
  /** The terminal's secret, until the device has used one; else null. */
  secret: z.nullable(z.string()),
  /** When to call again (pending: register; authorised: the manifest poll without a socket). */
  pollMs: z.int(),
});
export type TerminalRegisterAnswer = z.infer<typeof terminalRegisterAnswer>;

/** Why the server refused a player (`jsonObject.reason` of an HTTP refusal, `reason` of `error`). */
export const TERMINAL_REFUSALS = [
  'unauthorised',
  'removed',
  'alreadyPaired',
  'expired',
  'badSignature',
  'badMessage',
  'protocolTooOld',
  'timeout',
  'replaced',
] as const;
export type TerminalRefusal = (typeof TERMINAL_REFUSALS)[number];

/** WebSocket close codes of the protocol. */
export const TERMINAL_CLOSE = {
  badMessage: 4400,
  unauthorised: 4401,
  removed: 4403,
  timeout: 4408,
  replaced: 4409,
  goingAway: 1001,
} as const;

export const COMMAND_NAMES = ['refresh', 'reload', 'clear'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/** What plays on a terminal now (`status.playing`). */
export const playingInfo = z.object({
  programId: line().check(z.maxLength(64)),
  publishId: z.optional(z.nullable(line().check(z.maxLength(64)))),
  /** The program's name as the manifest gave it. */
  name: z.optional(line().check(z.maxLength(200))),
  sceneId: z.optional(z.nullable(line().check(z.maxLength(64)))),
});
export type PlayingInfo = z.infer<typeof playingInfo>;

export const storageInfo = z.object({
  usedBytes: z.int().check(z.gte(0)),
  quotaBytes: z.int().check(z.gte(0)),
});

/**
 * The states of a delivery (one publication on one terminal, docs/terminal-protocol.md section 7),
 * in the order they move; `replaced`: a later publication was sent to the terminal, so its manifest
 * no longer holds this one.
 */
export const DELIVERY_STATES = ['queued', 'sent', 'downloading', 'ready', 'playing', 'failed', 'replaced'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
/** What a player may report of a delivery (queued, sent and replaced are the server's). */
export const REPORTED_DELIVERY_STATES = ['downloading', 'ready', 'playing', 'failed'] as const;

const version = line().check(z.maxLength(128));
const id = requiredLine(64);

export const helloMessage = z.object({
  type: z.literal('hello'),
  protocol: z.int(),
  terminalId: id,
  secret: line().check(z.maxLength(128)),
  player: z.optional(playerInfo),
  manifestVersion: z.optional(z.nullable(version)),
});
export const heartbeatMessage = z.object({
  type: z.literal('heartbeat'),
  seq: z.int(),
  at: z.optional(z.number()),
});
export const ackMessage = z.object({
  type: z.literal('ack'),
  id,
  ok: z.boolean(),
  error: z.optional(line().check(z.maxLength(200))),
});
export const manifestAckMessage = z.object({ type: z.literal('manifest-ack'), version });
export const deliveryMessage = z.object({
  type: z.literal('delivery'),
  publishId: id,
  state: z.enum(REPORTED_DELIVERY_STATES),
  percent: z.optional(z.number().check(z.gte(0), z.lte(100))),
  reason: z.optional(line().check(z.maxLength(200))),
});
export const statusMessage = z.object({
  type: z.literal('status'),
  playing: z.nullable(playingInfo),
  storage: z.optional(storageInfo),
  player: z.optional(playerInfo),
  screen: z.optional(screenInfo),
  manifestVersion: z.optional(z.nullable(version)),
});

/** What a player records of a widget: shown as its scene started (`use`) or a button pressed (`click`). */
export const WIDGET_EVENT_TYPES = ['use', 'click'] as const;
export type WidgetEventType = (typeof WIDGET_EVENT_TYPES)[number];
/** Events in one `events` message. */
export const EVENTS_PER_MESSAGE = 100;
/**
 * The largest message the server takes in one socket frame: larger than any message the schemas
 * accept (the largest is an `events` message of EVENTS_PER_MESSAGE events whose every text is as long
 * as allowed and escaped by JSON, about 250 KB), so a valid message is never refused for its size.
 */
export const TERMINAL_FRAME_MAX_BYTES = 512 * 1024;
/** Events in one POST /terminal/report, over all its `events` messages. */
export const EVENTS_PER_REPORT = 500;

/** One widget event (docs/terminal-protocol.md, "Widget events"): `id` makes it stored once however often it is sent. */
export const widgetEvent = z.object({
  id,
  type: z.enum(WIDGET_EVENT_TYPES),
  /** Epoch ms by the program's clock on the player. */
  at: z.int().check(z.gte(0)),
  publishId: id,
  programId: id,
  sceneId: id,
  widgetId: id,
  /** The widget's kind (`button`, `text`, …). */
  kind: requiredLine(32),
  /** A click's button action type (`scene`, `exit`, `before`, `after`, `url`); null for a use. */
  action: z.optional(z.nullable(line().check(z.maxLength(32)))),
});
export type WidgetEvent = z.infer<typeof widgetEvent>;
/** A batch of widget events; the server answers `events-ack` with its `batch` once they are stored. */
export const eventsMessage = z.object({
  type: z.literal('events'),
  batch: id,
  /** Events the player dropped (its store full) since its last acknowledged batch. */
  dropped: z.optional(z.int().check(z.gte(0))),
  events: z.array(widgetEvent).check(z.minLength(1), z.maxLength(EVENTS_PER_MESSAGE)),
});
export type EventsMessage = z.infer<typeof eventsMessage>;

/** Every message a player sends on the socket. */
export const playerMessage = z.discriminatedUnion('type', [
  helloMessage,
  heartbeatMessage,
  ackMessage,
  manifestAckMessage,
  deliveryMessage,
  statusMessage,
  eventsMessage,
]);
export type PlayerMessage = z.infer<typeof playerMessage>;
export type HelloMessage = z.infer<typeof helloMessage>;
export type StatusMessage = z.infer<typeof statusMessage>;

/** The player's reports (a socket message, or one of `POST /terminal/report`'s `messages`). */
export const reportMessage = z.discriminatedUnion('type', [
  ackMessage,
  manifestAckMessage,
  deliveryMessage,
  statusMessage,
  eventsMessage,
]);
export type ReportMessage = z.infer<typeof reportMessage>;
/** The reports that concern content (publications): handed to the publish module. */
export type ContentReport = Extract<ReportMessage, { type: 'manifest-ack' | 'delivery' | 'status' }>;

/** POST /terminal/report (JSON). */
export const reportRequest = z.object({
  messages: z.array(reportMessage).check(
    z.minLength(1),
    z.maxLength(100),
    z.refine(
      (ms) => ms.reduce((n, m) => n + (m.type === 'events' ? m.events.length : 0), 0) <= EVENTS_PER_REPORT,
      `At most ${EVENTS_PER_REPORT} widget events in one report`,
    ),
  ),
});

/** The messages the server sends on the socket. */
export type ServerMessage =
  | { type: 'welcome'; protocol: number; serverTime: number; heartbeatMs: number; manifestVersion: string }
  | { type: 'heartbeat-ack'; seq: number; serverTime: number }
  /** The content changed: fetch the manifest. `version`: the new one, when the server knows it already. */
  | { type: 'manifest'; version: string | null }
  | { type: 'command'; id: string; name: CommandName; args: Record<string, unknown>; timeoutMs: number }
  /** The widget events of `batch` are stored: the player may forget them. */
  | { type: 'events-ack'; batch: string }
  | { type: 'error'; reason: TerminalRefusal };

/** A file of the manifest, without its address (what the content side gives). */
export const manifestFileContent = z.object({
  md5: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  size: z.int().check(z.gte(0)),
  mime: z.string().check(z.maxLength(128)),
});
export type ManifestFileContent = z.infer<typeof manifestFileContent>;

export const manifestFile = z.extend(manifestFileContent, { url: z.string(), expiresAt: z.number() });

export const manifestProgram = z.object({
  id: z.string(),
  publishId: z.string(),
  name: z.string(),
  /** A program document (docs/program-format.md). */
  document: z.unknown(),
});
export type ManifestProgram = z.infer<typeof manifestProgram>;

export const scheduleEntry = z.object({
  publishId: z.string(),
  programId: z.string(),
  priority: z.int(),
  from: z.nullable(z.number()),
  to: z.nullable(z.number()),
  /** When the publication was sent to this terminal (again, after a re-send): a new one makes a new manifest version. */
  queuedAt: z.optional(z.number()),
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;

/**
 * A play plan sent to the terminal (docs/scheduling.md): its entries name programs of the manifest
 * by `programId` within the same `publishId`.
 */
export const manifestPlan = z.object({
  publishId: z.string(),
  planId: z.string(),
  name: z.string(),
  kind: z.enum(PLAN_KINDS),
  every: z.nullable(z.union([z.object({ items: z.int() }), z.object({ minutes: z.int() })])),
  entries: z.array(planEntryInput),
  queuedAt: z.number(),
});
export type ManifestPlan = z.infer<typeof manifestPlan>;

/**
 * A message sent to the terminal (docs/terminal-protocol.md section 5): shown over what plays
 * from `from` until `to` (null: until it is stopped), as docs/scheduling.md arbitrates messages;
 * `repeats`: a scrolling message stops once its text has passed that many times.
 */
export const manifestMessage = z.object({
  publishId: z.string(),
  messageId: z.string(),
  name: z.string(),
  look: messageLook,
  priority: z.int(),
  emergency: z.boolean(),
  from: z.number(),
  to: z.nullable(z.number()),
  repeats: z.nullable(z.int()),
  queuedAt: z.number(),
});
export type ManifestMessage = z.infer<typeof manifestMessage>;

/**
 * The weather and exchange rates the terminal's programs draw, as the server last got them
 * (dataSource.ts): each weather place by the renderer's key (`weatherPlaceKey`: coordinates to two
 * decimals, or `place:<lower-case name>`), and the euro rates when an exchange widget needs them.
 * A place the server has nothing for is left out; the player keeps what it had for it.
 */
export const manifestData = z.object({
  weather: z.array(z.object({ key: z.string(), reading: weatherReading })),
  rates: z.nullable(euroRates),
  /**
   * The tables of the programs' data sources, each by the renderer's key (`feedKey`:
   * `format|itemsPath|url`); absent from servers before data sources. A feed the server has
   * nothing for is left out.
   */
  feeds: z._default(
    z.array(
      z.object({
        key: z.string(),
        /** The smallest refresh interval of the programs' sources of this key: how often the player asks again. */
        refreshMs: z.int(),
        table: feedTable,
      }),
    ),
    () => [],
  ),
});
export type ManifestData = z.infer<typeof manifestData>;

/** GET /terminal/manifest: what the terminal must play, and where to get its files. */
export const terminalManifest = z.object({
  version: z.string(),
  generatedAt: z.number(),
  terminal: z.object({ id: z.string(), name: z.string(), timeZone: z.nullable(z.string()) }),
  programs: z.array(manifestProgram),
  schedule: z.array(scheduleEntry),
  plans: z.array(manifestPlan),
  /** Absent from manifests of servers before messages (a player keeps its last manifest): none. */
  messages: z._default(z.array(manifestMessage), []),
  files: z.array(manifestFile),
  /** Absent when its programs have no weather or exchange widget. */
  data: z.optional(manifestData),
});
export type TerminalManifest = z.infer<typeof terminalManifest>;

/** The query of a signed file address: `/terminal/file/<md5>?tid=…&exp=…&sig=…`. */
export const terminalFileQuery = z.object({
  tid: line().check(z.maxLength(64)),
  exp: z.coerce.number().check(z.int()),
  sig: line().check(z.maxLength(128)),
});

/** The protocol's HTTP calls (public: a terminal proves itself with its own secret, see docs/terminal-protocol.md). */
export const terminalProtocolApi = endpoints('terminalProtocol', {
  register: {
    method: 'POST',
    path: TERMINAL_PATHS.register,
    access: 'public',
    device: true,
    summary: 'A player registers (and polls while pending); JSON body',
    description:
      'docs/terminal-protocol.md section 2. 409 alreadyPaired, 429 more than 60 calls a minute from one address.',
    input: terminalRegisterRequest,
    answer: { jsonObject: terminalRegisterAnswer },
  },
  manifest: {
    method: 'GET',
    path: TERMINAL_PATHS.manifest,
    access: 'public',
    device: true,
    summary: "The terminal's manifest (Authorization: Bearer <terminalId>.<secret>); 304 with If-None-Match",
    answer: { jsonObject: terminalManifest },
  },
  report: {
    method: 'POST',
    path: TERMINAL_PATHS.report,
    access: 'public',
    device: true,
    summary: "The player's reports without the socket (Authorization: Bearer <terminalId>.<secret>); JSON body",
    input: reportRequest,
  },
  file: {
    method: 'GET',
    path: `${TERMINAL_PATHS.file}/:md5`,
    access: 'public',
    device: true,
    summary: 'A file of the manifest by its signed, expiring address; supports Range',
    transport: 'download',
    input: terminalFileQuery,
  },
});

// ---------------------------------------------------------------------------------------------
// Console calls (/a/api/terminal)

/** A terminal as the console's list shows it. */
export const terminalItem = z.object({
  id: z.string(),
  name: z.string(),
  /** null: a pending terminal no office claimed yet. */
  officeId: z.nullable(z.string()),
  officeName: z.nullable(z.string()),
  hardwareId: z.string(),
  state: z.enum(TERMINAL_STATES),
  /** The code its screen shows, while pending. */
  pairingCode: z.nullable(z.string()),
  online: z.boolean(),
  lastSeenAt: z.nullable(z.number()),
  playing: z.nullable(playingInfo),
  /** The player's program and version. */
  player: z.nullable(playerInfo),
  manifestVersion: z.nullable(z.string()),
  /** Its terminal group (terminalGroup.ts); null: none. */
  groupId: z.nullable(z.string()),
  groupName: z.nullable(z.string()),
  /** The screen's pixels, as its player last reported them; null before its first report. */
  screen: z.nullable(screenInfo),
  createdAt: z.number(),
});
export type TerminalItem = z.infer<typeof terminalItem>;

/** One terminal in full (terminalDetails). */
export const terminalDetail = z.extend(terminalItem, {
  model: z.string(),
  timeZone: z.nullable(z.string()),
  storage: z.nullable(storageInfo),
  authorisedAt: z.nullable(z.number()),
  /** When the last status report came. */
  statusAt: z.nullable(z.number()),
  updatedAt: z.number(),
});
export type TerminalDetail = z.infer<typeof terminalDetail>;

/** A terminal's live state (findTerminalStatus, findTerminalStatusArray). */
export const terminalStatus = z.object({
  id: z.string(),
  state: z.enum(TERMINAL_STATES),
  online: z.boolean(),
  lastSeenAt: z.nullable(z.number()),
  playing: z.nullable(playingInfo),
  manifestVersion: z.nullable(z.string()),
  storage: z.nullable(storageInfo),
});
export type TerminalStatus = z.infer<typeof terminalStatus>;

export const terminalCounts = z.object({
  total: z.int(),
  online: z.int(),
  /** Authorised and offline. */
  offline: z.int(),
  pending: z.int(),
});
export type TerminalCounts = z.infer<typeof terminalCounts>;

const officeFilter = z.object({
  /** The office whose subtree to show (inside the caller's range); none: the whole range. */
  officeId: z.optional(id),
});

/** GET list: a page of the terminals of the caller's range. */
export const terminalListQuery = z.extend(officeFilter, {
  pageNo: pageNo(),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20),
  /** Contained in the name or the hardware id, regardless of case. */
  name: withDefault(trimmedLine(64), ''),
  online: withDefault(z.enum(['', 'online', 'offline']), ''),
  state: withDefault(z.enum(['', ...TERMINAL_STATES]), ''),
  /** The terminals of one group of the range. */
  groupId: z.optional(id),
});
export type TerminalListQuery = z.infer<typeof terminalListQuery>;

/** GET search: terminals whose name or hardware id holds the keyword, a page at a time. */
export const terminalSearchQuery = z.object({
  keyword: requiredLine(64),
  pageNo: pageNo(),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});
export type TerminalSearchQuery = z.infer<typeof terminalSearchQuery>;

const name = requiredLine(64);
const idList = z.pipe(
  z.pipe(
    requiredLine(64 * 200),
    z.transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ]),
  ),
  z.array(line().check(z.maxLength(64))).check(z.minLength(1), z.maxLength(200)),
);

export const terminalAuthorise = z.object({
  pairingCode: z.pipe(
    z.pipe(
      line().check(z.trim()),
      z.transform((s) => s.toUpperCase().replace(/[\s-]/g, '')),
    ),
    line().check(z.length(PAIRING_CODE_LENGTH)),
  ),
  officeId: id,
  name,
});
export type TerminalAuthorise = z.infer<typeof terminalAuthorise>;

export const terminalRename = z.object({ id, name });
export const terminalIdInput = z.object({ id });
export const terminalIdsInput = z.object({ ids: idList });

export const terminalCommand = z.object({
  id,
  name: z.enum(COMMAND_NAMES),
  timeoutMs: z._default(
    z.coerce.number().check(z.int(), z.gte(1_000), z.lte(120_000)),
    TERMINAL_TIMINGS.commandTimeoutMs,
  ),
});
export type TerminalCommand = z.infer<typeof terminalCommand>;

/** How a command ended: the player's ack, or `error` 'offline' / 'timeout' when none came. */
export const commandResult = z.object({
  commandId: z.string(),
  ok: z.boolean(),
  error: z.nullable(z.string()),
});
export type CommandResult = z.infer<typeof commandResult>;

export const terminalApi = endpoints('terminal', {
  list: {
    method: 'GET',
    path: '/a/api/terminal/list',
    access: 'terminal:monitor:view',
    summary:
      'A page of the terminals of the caller’s range (pending ones without an office: the platform’s range only)',
    input: terminalListQuery,
    answer: { data: pageOf(terminalItem) },
  },
  terminalStatusCount: {
    method: 'GET',
    path: '/a/api/terminal/terminalStatusCount',
    access: 'terminal:monitor:view',
    summary: 'How many terminals are online, offline and pending',
    input: officeFilter,
    answer: { jsonObject: terminalCounts },
  },
  terminalDetails: {
    method: 'GET',
    path: '/a/api/terminal/terminalDetails',
    access: 'terminal:monitor:view',
    summary: 'One terminal in full',
    input: terminalIdInput,
    answer: { jsonObject: terminalDetail },
  },
  search: {
    method: 'GET',
    path: '/a/api/terminal/search',
    access: 'terminal:monitor:view',
    summary: 'Terminals whose name or hardware id holds the keyword, a page at a time (pickers, quick look-up)',
    input: terminalSearchQuery,
    answer: { data: pageOf(terminalItem) },
  },
  findTerminalStatus: {
    method: 'GET',
    path: '/a/api/terminal/findTerminalStatus',
    access: 'terminal:monitor:view',
    summary: 'The live state of one terminal',
    input: terminalIdInput,
    answer: { jsonObject: terminalStatus },
  },
  findTerminalStatusArray: {
    method: 'GET',
    path: '/a/api/terminal/findTerminalStatusArray',
    access: 'terminal:monitor:view',
    summary: 'The live state of several terminals (ids outside the caller’s range are left out)',
    input: terminalIdsInput,
    answer: { jsonObject: z.array(terminalStatus) },
  },
  authorise: {
    method: 'POST',
    path: '/a/api/terminal/authorise',
    access: 'terminal:monitor:edit',
    summary: 'Authorises the pending terminal showing this pairing code into an office, with a name',
    input: terminalAuthorise,
    answer: { jsonObject: z.object({ id: z.string() }) },
  },
  rename: {
    method: 'POST',
    path: '/a/api/terminal/rename',
    access: 'terminal:monitor:edit',
    summary: 'Renames a terminal',
    input: terminalRename,
  },
  pairAgain: {
    method: 'POST',
    path: '/a/api/terminal/pairAgain',
    access: 'terminal:monitor:edit',
    summary: 'Sets a terminal back to pending: its secret ends, its screen shows a new pairing code',
    input: terminalIdInput,
  },
  delete: {
    method: 'POST',
    path: '/a/api/terminal/delete',
    access: 'terminal:monitor:delete',
    summary: 'Deletes terminals (their players must register again)',
    input: terminalIdsInput,
    answer: { jsonObject: z.object({ count: z.int() }) },
  },
  command: {
    method: 'POST',
    path: '/a/api/terminal/command',
    access: 'terminal:monitor:control',
    summary: 'Sends a command (refresh, reload, clear) and answers once the player acknowledged it or it timed out',
    input: terminalCommand,
    answer: { jsonObject: commandResult },
  },
});
