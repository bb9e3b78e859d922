import type { PassThrough } from 'node:stream';
import {
  LIVE_EVENT_PERMISSIONS,
  LIVE_EVENTS,
  LIVE_KEEPALIVE_MS,
  LIVE_LOGOUT_EVENT,
  type BusEvents,
  type LiveEventName,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import { isWholePlatform, pathInRange, type DataRange } from '../../platform/db/range.js';
import type { Database } from '../../platform/db/schema.js';
import type { Log } from '../../platform/log.js';
import { sessionRepo } from '../session/repo.js';

/** An open stream: whose it is, what it may be told, where it writes. */
interface Stream {
  sessionId: string;
  range: DataRange;
  permissions: Set<string>;
  out: PassThrough;
  /** When the session ends unless it was renewed meanwhile (checked then). */
  deadline: number;
  keepAlive: NodeJS.Timeout;
}

/** How long an office's path is trusted (offices move rarely; an event of a moved office is late at worst). */
const PATH_TTL_MS = 30_000;

/**
 * The console's live events (GET /a/api/events): one subscription per event on the bus, fanned out
 * to every open stream whose caller's data range holds the event's office and who may open the
 * page the event is about. Events of offices outside every range never leave; an event of no
 * office (a pending terminal nobody claimed) goes to the ranges of the whole platform only.
 */
export function liveHub(db: Kysely<Database>, bus: Bus, log: Log, opts: { keepAliveMs?: number } = {}) {
  const keepAliveMs = opts.keepAliveMs ?? LIVE_KEEPALIVE_MS;
  const streams = new Set<Stream>();
  const paths = new Map<string, { path: string | null; at: number }>();

  const pathOf = async (officeId: string): Promise<string | null> => {
    const cached = paths.get(officeId);
    if (cached && now() - cached.at < PATH_TTL_MS) return cached.path;
    const r = await db.selectFrom('sys_office').select('path').where('id', '=', officeId).executeTakeFirst();
    if (paths.size > 10_000) paths.clear();
    paths.set(officeId, { path: r?.path ?? null, at: now() });
    return r?.path ?? null;
  };

  const fanOut = async <K extends LiveEventName>(name: K, payload: BusEvents[K]): Promise<void> => {
    if (streams.size === 0) return;
    const officeId = payload.officeId;
    const path = officeId ? await pathOf(officeId) : null;
    if (officeId && path === null) return; // its office is gone
    const frame = `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
    const needs = LIVE_EVENT_PERMISSIONS[name];
    for (const s of streams) {
      const inRange = path === null ? isWholePlatform(s.range) : pathInRange(path, s.range);
      if (inRange && s.permissions.has(needs)) s.out.write(frame);
    }
  };
  for (const name of LIVE_EVENTS) {
    bus.subscribe(name, (payload) => fanOut(name, payload as BusEvents[typeof name]));
  }

  const end = (s: Stream) => {
    clearInterval(s.keepAlive);
    streams.delete(s);
  };

  /** Once the session's time is up: goes on when it was renewed, else says `logout` and ends. */
  const checkSession = async (s: Stream) => {
    const row = await sessionRepo(db).find(s.sessionId);
    if (row && row.status === 'active' && Number(row.expiresAt) > now()) {
      s.deadline = Number(row.expiresAt);
      return;
    }
    s.out.end(`event: ${LIVE_LOGOUT_EVENT}\ndata: {}\n\n`);
    end(s);
  };

  return {
    /** Opens a stream for the caller into `out`; it ends when `out` closes or the session ends. */
    open(p: Principal, permissions: Set<string>, out: PassThrough): void {
      const s: Stream = {
        sessionId: p.sessionId,
        range: p.range,
        permissions,
        out,
        deadline: p.expiresAt,
        keepAlive: setInterval(() => {
          out.write(': keep-alive\n\n');
          if (now() >= s.deadline) void checkSession(s).catch((err: unknown) => log.warn({ err }, 'live stream check'));
        }, keepAliveMs),
      };
      s.keepAlive.unref();
      streams.add(s);
      out.once('close', () => end(s));
      // A reconnecting browser waits 5 s, not its default 3 s, after a drop.
      out.write('retry: 5000\n: connected\n\n');
    },
    /** How many streams are open in this process. */
    openCount: () => streams.size,
    /** Ends every stream (the server stops). */
    close(): void {
      for (const s of streams) {
        s.out.end();
        end(s);
      }
    },
  };
}
export type LiveHub = ReturnType<typeof liveHub>;
