import {
  TERMINAL_TIMINGS,
  type TerminalManifest,
  type TerminalRegisterAnswer,
  type TerminalRegisterRequest,
  type ReportMessage,
  type StatusMessage,
  type TerminalRefusal,
  type TerminalState,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { batched } from '../../platform/db/batched.js';
import { isUniqueViolation } from '../../platform/db/transaction.js';
import type { BlobStore } from '../../platform/storage/blobs.js';
import { AppError } from '../../platform/http/envelope.js';
import { newId } from '../../platform/ids.js';
import type { Log } from '../../platform/log.js';
import {
  EMPTY_CONTENT,
  manifestVersion,
  manifestWithAddresses,
  type ManifestTerminal,
  type TerminalContent,
  type TerminalEvents,
} from './content.js';
import { byteRangeOf } from './byte-range.js';
import { terminalRepo, type TerminalPatch, type TerminalRow } from './repo.js';
import { hashOf, matches, newPairingCode, newToken } from './secrets.js';
import type { FileSigner } from './signer.js';

/** A refusal of the protocol: the envelope's code and HTTP status, and `jsonObject.reason`. */
export function refusal(reason: TerminalRefusal): AppError {
  switch (reason) {
    case 'unauthorised':
      return new AppError('SESSION_EXPIRED', { message: 'unauthorised', jsonObject: { reason } });
    case 'alreadyPaired':
      return new AppError('CONFLICT', { message: 'This terminal is paired already', jsonObject: { reason } });
    default:
      return new AppError('DENIED', { jsonObject: { reason } });
  }
}

/** The reason of a protocol refusal, when `err` is one. */
export const reasonOf = (err: unknown): TerminalRefusal | undefined =>
  err instanceof AppError ? (err.extra.jsonObject as { reason?: TerminalRefusal } | undefined)?.reason : undefined;

export const manifestTerminalOf = (r: TerminalRow): ManifestTerminal => ({
  id: r.id,
  officeId: r.office_id ?? '',
  name: r.name,
  timeZone: r.time_zone,
});

/** The status columns a `status` report sets (JSON text as stored), for comparing with what is stored. */
function statusColumns(m: StatusMessage) {
  return {
    playing: m.playing ? JSON.stringify(m.playing) : null,
    storage: m.storage ? JSON.stringify(m.storage) : undefined,
    screen: m.screen ? JSON.stringify(m.screen) : undefined,
    player_kind: m.player?.kind,
    player_version: m.player?.version,
    manifest_version: m.manifestVersion ?? undefined,
  };
}

/** The status columns a terminal holds, as stored. */
export type StoredStatus = Pick<
  TerminalRow,
  'playing' | 'storage' | 'screen' | 'player_kind' | 'player_version' | 'manifest_version'
>;

export interface DeviceDeps {
  db: Kysely<Database>;
  bus: Bus;
  log: Log;
  signer: FileSigner;
  /** Whether the setting terminalAuthorizationFreeAccessManage is on. */
  freeAccess(): Promise<boolean>;
  /** The publish module's content, once it is there (see TerminalContent). */
  content(): TerminalContent | undefined;
  /** The statistics module's store of widget events, once it is there (see TerminalEvents). */
  events(): TerminalEvents | undefined;
  /** Register calls one address may make a minute. */
  registerPerMinute: number;
  blobs: BlobStore;
}

const MD5 = /^[0-9a-f]{32}$/;

/** A pending device's register poll (every 5 s) is written as being heard from at most this often. */
const PENDING_HEARD_EVERY_MS = 60_000;

/**
 * The terminal's side of the protocol over HTTP (docs/terminal-protocol.md): registration and
 * pairing, authentication by the terminal's secret, the manifest, reports. The gateway
 * (gateway.ts) uses the same functions for the socket. A pending device's polls record when it
 * was last heard from (`last_seen_at`): the pending sweep (sweep-job.ts) forgets those unheard for
 * a week, never one still showing its code.
 */
export function deviceService(deps: DeviceDeps) {
  const { db, bus } = deps;
  const repo = terminalRepo(db);
  const calls = new Map<string, { since: number; count: number }>();
  // A fleet told at once that its content changed asks for its manifests and acknowledges them at
  // once: their rows are read, and the versions they acknowledged written, a batch at a time.
  const rowOf = batched(async (ids: string[]) => new Map((await repo.findByIds(ids)).map((r) => [r.id, r])));
  const acknowledged = batched(async (acks: Array<{ id: string; version: string }>) => {
    await repo.setManifestVersions(acks);
    return new Map(acks.map((a) => [a, true]));
  });

  /** At most `registerPerMinute` register calls a minute from one address (polls of a device with its claim token aside). */
  const throttle = (ip: string, at: number) => {
    if (calls.size > 50_000) for (const [k, v] of calls) if (at - v.since >= 60_000) calls.delete(k);
    const c = calls.get(ip);
    if (!c || at - c.since >= 60_000) calls.set(ip, { since: at, count: 1 });
    else if (++c.count > deps.registerPerMinute) {
      throw new AppError('TOO_MANY_ATTEMPTS', { message: 'Too many register calls from this address: wait a minute' });
    }
  };

  const changed = (r: { id: string; office_id: string | null; online: number }, state: TerminalState | 'removed') =>
    bus.publish('terminal.changed', { officeId: r.office_id, id: r.id, online: r.online === 1, state });

  /** What the device describes of itself, as columns, where it differs from what is stored. */
  const described = (req: TerminalRegisterRequest, r?: TerminalRow): TerminalPatch => {
    const next: TerminalPatch = {
      model: req.model ?? r?.model ?? '',
      player_kind: req.player?.kind ?? r?.player_kind ?? null,
      player_version: req.player?.version ?? r?.player_version ?? null,
      screen: req.screen ? JSON.stringify(req.screen) : (r?.screen ?? null),
      time_zone: req.timeZone ?? r?.time_zone ?? null,
    };
    if (!r) return next;
    return Object.fromEntries(Object.entries(next).filter(([k, v]) => r[k as keyof TerminalRow] !== v));
  };

  async function platformOfficeId(): Promise<string> {
    const r = await db.selectFrom('sys_office').select('id').where('parent_id', 'is', null).executeTakeFirst();
    if (!r) throw new AppError('DENIED', { message: 'The system is not initialised' });
    return r.id;
  }

  /**
   * A hardware id without a row: a new device, or one whose pending registration was forgotten (or
   * deleted) and that still holds its old claim token. Either starts over: a new row, a new claim
   * token and, unless access is free, a new pairing code.
   */
  async function registerNew(req: TerminalRegisterRequest, at: number): Promise<TerminalRegisterAnswer> {
    const free = await deps.freeAccess();
    const claimToken = newToken();
    const secret = free ? newToken() : null;
    const row = {
      id: newId(at),
      office_id: free ? await platformOfficeId() : null,
      hardware_id: req.hardwareId,
      name: req.name || req.hardwareId.slice(0, 64),
      state: free ? 'authorised' : 'pending',
      pairing_code: free ? null : newPairingCode(),
      claim_hash: hashOf(claimToken),
      secret_hash: secret ? hashOf(secret) : null,
      secret_used: 0,
      model: '',
      player_kind: null,
      player_version: null,
      time_zone: null,
      screen: null,
      online: 0,
      socket_id: null,
      last_seen_at: at,
      playing: null,
      manifest_version: null,
      storage: null,
      status_at: null,
      authorised_at: free ? at : null,
      group_id: null,
      created_at: at,
      updated_at: at,
      ...described(req),
    };
    await repo.insert(row);
    changed(row, row.state as TerminalState);
    return answerOf(row.id, row.state as TerminalState, row.pairing_code, claimToken, secret);
  }

  const answerOf = (
    terminalId: string,
    state: TerminalState,
    pairingCode: string | null,
    claimToken: string,
    secret: string | null,
  ): TerminalRegisterAnswer => ({
    terminalId,
    state,
    pairingCode: state === 'pending' ? pairingCode : null,
    claimToken,
    secret,
    pollMs: state === 'pending' ? TERMINAL_TIMINGS.pendingPollMs : TERMINAL_TIMINGS.manifestPollMs,
  });

  async function registerKnown(
    req: TerminalRegisterRequest,
    r: TerminalRow,
    at: number,
  ): Promise<TerminalRegisterAnswer> {
    const claimed = matches(req.claimToken, r.claim_hash);
    const patch = described(req, r);
    if (r.state === 'pending') {
      if (claimed) {
        // A poll is being heard from (the sweep forgets pending terminals unheard for a week):
        // written with a change, else at most once a minute.
        if (Object.keys(patch).length) await repo.update(r.id, { ...patch, last_seen_at: at, updated_at: at });
        else if (r.last_seen_at === null || at - Number(r.last_seen_at) >= PENDING_HEARD_EVERY_MS)
          await repo.touchSeen([r.id], at);
        return answerOf(r.id, 'pending', r.pairing_code, req.claimToken!, null);
      }
      // Last one wins: whoever registers without the claim token gets a new one and a new code.
      const claimToken = newToken();
      const code = newPairingCode();
      await repo.update(r.id, {
        ...patch,
        claim_hash: hashOf(claimToken),
        pairing_code: code,
        last_seen_at: at,
        updated_at: at,
      });
      changed(r, 'pending');
      return answerOf(r.id, 'pending', code, claimToken, null);
    }
    if (!claimed) throw refusal('alreadyPaired');
    // Until the device used its secret, each call hands a new one: an answer lost in transit costs nothing.
    const secret = r.secret_used === 0 ? newToken() : null;
    if (secret || Object.keys(patch).length) {
      await repo.update(r.id, { ...patch, ...(secret && { secret_hash: hashOf(secret) }), updated_at: at });
    }
    return answerOf(r.id, 'authorised', null, req.claimToken!, secret);
  }

  const service = {
    /** POST /terminal/register: a new device, a pending one polling, or an authorised one collecting its secret. */
    async register(req: TerminalRegisterRequest, ip: string): Promise<TerminalRegisterAnswer> {
      const at = now();
      const known = await repo.findByHardwareId(req.hardwareId);
      // Only calls that may make a terminal or a pairing code count: a device polling with its own
      // claim token does not, so that the screens of a shop behind one address can all wait.
      if (!(known && matches(req.claimToken, known.claim_hash))) throttle(ip, at);
      for (let attempt = 0; ; attempt++) {
        try {
          const r = attempt === 0 ? known : await repo.findByHardwareId(req.hardwareId);
          return r ? await registerKnown(req, r, at) : await registerNew(req, at);
        } catch (err) {
          // Two first calls of one device at once, or a pairing code drawn twice: try again.
          if (attempt < 3 && isUniqueViolation(err)) continue;
          throw err;
        }
      }
    },

    /**
     * The terminal a secret belongs to: refused 'removed' (403) when it was deleted or set back to
     * pending, 'unauthorised' (401) when the secret is wrong. The first use ends the re-issuing of secrets.
     */
    async authenticate(terminalId: string, secret: string): Promise<TerminalRow> {
      const read = await rowOf(terminalId);
      // Each caller its own copy: a socket keeps and changes the row it authenticated with.
      const r = read && { ...read };
      if (!r || r.state !== 'authorised' || r.office_id === null) throw refusal('removed');
      if (!matches(secret, r.secret_hash)) throw refusal('unauthorised');
      if (r.secret_used === 0) {
        await repo.markSecretUsed(r.id);
        r.secret_used = 1;
      }
      return r;
    },

    /** The version of a terminal's manifest now (welcome, 304). */
    async versionOf(r: TerminalRow): Promise<string> {
      const t = manifestTerminalOf(r);
      return manifestVersion(t, (await deps.content()?.manifestOf(t)) ?? EMPTY_CONTENT);
    },

    /** The manifest, or 'notModified' when `ifNoneMatch` names its version. */
    async manifest(r: TerminalRow, ifNoneMatch: string | undefined): Promise<TerminalManifest | 'notModified'> {
      const t = manifestTerminalOf(r);
      const content = (await deps.content()?.manifestOf(t)) ?? EMPTY_CONTENT;
      const version = manifestVersion(t, content);
      const tags = (ifNoneMatch ?? '').split(',').map((s) => s.trim().replace(/^W\//, ''));
      if (tags.includes(`"${version}"`) || tags.includes('*')) return 'notModified';
      return manifestWithAddresses(t, content, version, deps.signer, now());
    },

    /**
     * One report of an authenticated terminal (socket or HTTP). `stored`: the status columns as
     * stored, which a `status` report updates in place (the gateway keeps them per socket, so the
     * database is written only when something changed). Widget events are stored before it
     * resolves, or it fails: the player keeps them and sends them again.
     */
    async report(r: TerminalRow, stored: StoredStatus, m: ReportMessage): Promise<void> {
      // An acknowledgement is checked against the manifest as it is now: the row a socket read at
      // `hello` may be older (renamed, moved, another time zone since), and its manifest's version too.
      const t = manifestTerminalOf(m.type === 'manifest-ack' ? ((await rowOf(r.id)) ?? r) : r);
      if (m.type === 'events') {
        const events = deps.events();
        if (!events) throw new AppError('INTERNAL', { message: 'Widget events are not stored by this server' });
        await events.take(t, m);
        return;
      }
      if (m.type === 'ack') {
        bus.publish('terminal.ack', { commandId: m.id, terminalId: r.id, ok: m.ok, error: m.error ?? null });
        return;
      }
      if (m.type === 'manifest-ack' && stored.manifest_version !== m.version) {
        stored.manifest_version = m.version;
        await acknowledged({ id: r.id, version: m.version });
      }
      if (m.type === 'status') {
        const next = statusColumns(m);
        const patch = Object.fromEntries(
          Object.entries(next).filter(([k, v]) => v !== undefined && stored[k as keyof StoredStatus] !== v),
        ) as TerminalPatch;
        if (Object.keys(patch).length) {
          Object.assign(stored, patch);
          await repo.update(r.id, { ...patch, status_at: now() });
          changed(r, 'authorised');
        }
      }
      const content = deps.content();
      if (content) {
        try {
          await content.report(t, m);
        } catch (err) {
          deps.log.warn({ err, terminalId: r.id, type: m.type }, 'a terminal report was not taken');
        }
      }
    },

    /**
     * A file by its signed address (section 6): refused 'badSignature' or 'expired' (403), 'removed'
     * when its terminal is gone, 404 when not stored; the byte range of a `Range` header.
     */
    async file(md5: string, q: { tid: string; exp: number; sig: string }, rangeHeader: string | undefined) {
      if (!MD5.test(md5)) throw new AppError('NOT_FOUND');
      const refused = await deps.signer.check(md5, q);
      if (refused) throw refusal(refused);
      const t = await repo.findById(q.tid);
      if (!t || t.state !== 'authorised') throw refusal('removed');
      const stat = await deps.blobs.stat(md5);
      if (!stat) throw new AppError('NOT_FOUND');
      const range = byteRangeOf(rangeHeader, stat.size);
      return {
        md5,
        size: stat.size,
        range,
        open: async () => {
          const stream = await deps.blobs.open(md5, range === 'unsatisfiable' ? undefined : range);
          if (!stream) throw new AppError('NOT_FOUND');
          return stream;
        },
      };
    },

    /** Authenticated HTTP calls count as being heard from (written at most every 30 s). */
    async heardOver(r: TerminalRow, at: number): Promise<void> {
      if (r.last_seen_at === null || at - Number(r.last_seen_at) > 30_000) await repo.touchSeen([r.id], at);
    },
  };
  return service;
}
export type DeviceService = ReturnType<typeof deviceService>;
