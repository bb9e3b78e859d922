import type {
  PlayingInfo,
  TerminalCounts,
  TerminalDetail,
  TerminalItem,
  TerminalListQuery,
  TerminalState,
  TerminalStatus,
} from '@apm/contract';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Database } from '../../platform/db/schema.js';
import type { Executor } from '../../platform/db/transaction.js';
import type { TerminalTable } from './tables.js';
import { contains } from '../../platform/db/like.js';

export type TerminalRow = Selectable<TerminalTable>;

/** A terminal's row with the name of its office (null: none yet). */
export type TerminalWithOffice = TerminalRow & { office_name: string | null; group_name: string | null };

const json = <T>(text: string | null): T | null => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

/** What the console's list shows of a row. */
export function itemOf(r: TerminalWithOffice): TerminalItem {
  return {
    id: r.id,
    name: r.name,
    officeId: r.office_id,
    officeName: r.office_name,
    hardwareId: r.hardware_id,
    state: r.state as TerminalState,
    pairingCode: r.state === 'pending' ? r.pairing_code : null,
    online: r.online === 1,
    lastSeenAt: r.last_seen_at === null ? null : Number(r.last_seen_at),
    playing: json<PlayingInfo>(r.playing),
    player: r.player_kind && r.player_version ? { kind: r.player_kind, version: r.player_version } : null,
    manifestVersion: r.manifest_version,
    groupId: r.group_id,
    groupName: r.group_name,
    screen: json(r.screen),
    createdAt: Number(r.created_at),
  };
}

export function detailOf(r: TerminalWithOffice): TerminalDetail {
  return {
    ...itemOf(r),
    model: r.model,
    timeZone: r.time_zone,
    storage: json(r.storage),
    authorisedAt: r.authorised_at === null ? null : Number(r.authorised_at),
    statusAt: r.status_at === null ? null : Number(r.status_at),
    updatedAt: Number(r.updated_at),
  };
}

export function statusOf(r: TerminalRow): TerminalStatus {
  return {
    id: r.id,
    state: r.state as TerminalState,
    online: r.online === 1,
    lastSeenAt: r.last_seen_at === null ? null : Number(r.last_seen_at),
    playing: json<PlayingInfo>(r.playing),
    manifestVersion: r.manifest_version,
    storage: json(r.storage),
  };
}

/** Rows with updatable fields: what registration, status reports and the console change. */
export type TerminalPatch = Partial<Omit<TerminalTable, 'id' | 'created_at'>>;

/** How many ids go into one `in (…)` list. */
const CHUNK = 250;

/**
 * A pending terminal of no office (never authorised: a terminal set back to pending keeps its
 * office and its history), last heard from and last changed before `before` (the sweep forgets it).
 */
const unheardSince = (eb: ExpressionBuilder<Database, 'terminal'>, before: number) =>
  eb.and([
    eb('state', '=', 'pending'),
    eb('office_id', 'is', null),
    eb('updated_at', '<', before),
    eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', before)]),
  ]);

/** The terminal table; the only SQL of the module. */
export function terminalRepo(db: Executor) {
  /**
   * The terminals of a range with their office's name. Pending terminals no office claimed have
   * no office path: only the range of the whole platform sees them (inRange's `orphans`).
   */
  const inRangeRows = (range: DataRange) =>
    db
      .selectFrom('terminal as t')
      .leftJoin('sys_office as o', 'o.id', 't.office_id')
      .leftJoin('terminal_group as g', 'g.id', 't.group_id')
      .where(inRange('o.path', range, { orphans: true }));

  const filtered = (range: DataRange, officePath: string | null, q: Partial<TerminalListQuery>) => {
    let rows = inRangeRows(range);
    if (officePath !== null) rows = rows.where('o.path', 'like', `${officePath}%`);
    const name = q.name;
    if (name) rows = rows.where((eb) => eb.or([contains('t.name', name), contains('t.hardware_id', name)]));
    if (q.state) rows = rows.where('t.state', '=', q.state);
    if (q.online === 'online') rows = rows.where('t.online', '=', 1);
    if (q.online === 'offline') rows = rows.where('t.online', '=', 0);
    if (q.groupId) rows = rows.where('t.group_id', '=', q.groupId);
    return rows;
  };

  const repo = {
    async findById(id: string): Promise<TerminalRow | undefined> {
      return db.selectFrom('terminal').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async findByIds(ids: readonly string[]): Promise<TerminalRow[]> {
      return ids.length ? db.selectFrom('terminal').selectAll().where('id', 'in', ids).execute() : [];
    },
    /** Writes the manifest versions terminals acknowledged, one statement for all (the last of a terminal's wins). */
    async setManifestVersions(acks: ReadonlyArray<{ id: string; version: string }>): Promise<void> {
      const last = new Map(acks.map((a) => [a.id, a.version]));
      if (!last.size) return;
      const cases = sql.join(
        [...last].map(([id, version]) => sql`when ${id} then ${version}`),
        sql` `,
      );
      await db
        .updateTable('terminal')
        .set({ manifest_version: sql<string>`case id ${cases} end` })
        .where('id', 'in', [...last.keys()])
        .execute();
    },
    async findByHardwareId(hardwareId: string): Promise<TerminalRow | undefined> {
      return db.selectFrom('terminal').selectAll().where('hardware_id', '=', hardwareId).executeTakeFirst();
    },
    async findPendingByCode(code: string): Promise<TerminalWithOffice | undefined> {
      return db
        .selectFrom('terminal as t')
        .leftJoin('sys_office as o', 'o.id', 't.office_id')
        .leftJoin('terminal_group as g', 'g.id', 't.group_id')
        .selectAll('t')
        .select(['o.name as office_name', 'o.path as office_path', 'g.name as group_name'])
        .where('t.pairing_code', '=', code)
        .where('t.state', '=', 'pending')
        .executeTakeFirst();
    },
    async insert(row: TerminalTable): Promise<void> {
      await db.insertInto('terminal').values(row).execute();
    },
    async update(id: string, patch: TerminalPatch): Promise<void> {
      await db.updateTable('terminal').set(patch).where('id', '=', id).execute();
    },
    /** Marks the secret used, once; true when this call did. */
    async markSecretUsed(id: string): Promise<boolean> {
      const r = await db
        .updateTable('terminal')
        .set({ secret_used: 1 })
        .where('id', '=', id)
        .where('secret_used', '=', 0)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /** Online by `socketId`; answers whether it was offline before (one statement when it was, the usual case). */
    async setOnline(id: string, socketId: string, at: number): Promise<boolean> {
      const set = { online: 1, socket_id: socketId, last_seen_at: at };
      const r = await db
        .updateTable('terminal')
        .set(set)
        .where('id', '=', id)
        .where('online', '=', 0)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) return true;
      await db.updateTable('terminal').set(set).where('id', '=', id).execute();
      return false;
    },
    /** Offline, unless another socket set it online since; answers whether it changed. */
    async setOffline(id: string, socketId: string, at: number): Promise<boolean> {
      const r = await db
        .updateTable('terminal')
        .set({ online: 0, socket_id: null, last_seen_at: at })
        .where('id', '=', id)
        .where('socket_id', '=', socketId)
        .where('online', '=', 1)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /**
     * Writes the last-seen time of many terminals, a chunk per statement, letting other work (heartbeats)
     * through between chunks: on SQLite each statement holds the event loop while it runs.
     */
    async touchSeen(ids: readonly string[], at: number): Promise<void> {
      for (let i = 0; i < ids.length; i += CHUNK) {
        if (i > 0) await new Promise((resolve) => setImmediate(resolve));
        await db
          .updateTable('terminal')
          .set({ last_seen_at: at })
          .where('id', 'in', ids.slice(i, i + CHUNK))
          .execute();
      }
    },
    /** Terminals marked online that nobody has seen since `before` (their server process stopped). */
    async staleOnline(before: number): Promise<Array<Pick<TerminalRow, 'id' | 'office_id' | 'state' | 'socket_id'>>> {
      return db
        .selectFrom('terminal')
        .select(['id', 'office_id', 'state', 'socket_id'])
        .where('online', '=', 1)
        .where('last_seen_at', '<', before)
        .limit(CHUNK)
        .execute();
    },
    async delete(ids: readonly string[]): Promise<void> {
      if (ids.length) await db.deleteFrom('terminal').where('id', 'in', ids).execute();
    },
    /**
     * Up to `limit` pending terminals neither heard from (`last_seen_at`: their register polls)
     * nor changed (`updated_at`: registered, set back to pending, given a new code) since `before`.
     */
    async unheardPending(before: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('terminal')
        .select('id')
        .where((eb) => unheardSince(eb, before))
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
    /** Deletes those of `ids` still pending and unheard since `before`; answers those it deleted. */
    async forgetPending(ids: readonly string[], before: number): Promise<Array<Pick<TerminalRow, 'id' | 'office_id'>>> {
      if (!ids.length) return [];
      return db
        .deleteFrom('terminal')
        .where('id', 'in', ids)
        .where((eb) => unheardSince(eb, before))
        .returning(['id', 'office_id'])
        .execute();
    },

    // Console reads, always within the caller's range.

    /** The path of an office of the range; undefined when it lies outside. */
    async officePathInRange(officeId: string, range: DataRange): Promise<string | undefined> {
      const r = await db
        .selectFrom('sys_office as o')
        .select('o.path')
        .where('o.id', '=', officeId)
        .where(inRange('o.path', range))
        .executeTakeFirst();
      return r?.path;
    },
    async find(id: string, range: DataRange): Promise<TerminalWithOffice | undefined> {
      return inRangeRows(range)
        .selectAll('t')
        .select(['o.name as office_name', 'g.name as group_name'])
        .where('t.id', '=', id)
        .executeTakeFirst();
    },
    async findMany(ids: readonly string[], range: DataRange): Promise<TerminalWithOffice[]> {
      if (!ids.length) return [];
      return inRangeRows(range)
        .selectAll('t')
        .select(['o.name as office_name', 'g.name as group_name'])
        .where('t.id', 'in', ids)
        .execute();
    },
    /** Terminals of the range among `ids`, with their office's path. */
    async findManyWithPath(
      ids: readonly string[],
      range: DataRange,
    ): Promise<(TerminalWithOffice & { office_path: string | null })[]> {
      if (!ids.length) return [];
      return inRangeRows(range)
        .selectAll('t')
        .select(['o.name as office_name', 'o.path as office_path', 'g.name as group_name'])
        .where('t.id', 'in', [...ids])
        .execute();
    },
    async page(
      range: DataRange,
      officePath: string | null,
      q: TerminalListQuery,
    ): Promise<{ rows: TerminalWithOffice[]; count: number }> {
      const [rows, count] = await Promise.all([
        filtered(range, officePath, q)
          .selectAll('t')
          .select(['o.name as office_name', 'g.name as group_name'])
          .orderBy('t.name')
          .orderBy('t.id')
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize)
          .execute(),
        filtered(range, officePath, q)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(count.n) };
    },
    async counts(range: DataRange, officePath: string | null): Promise<TerminalCounts> {
      const rows = await filtered(range, officePath, {})
        .select(['t.state', 't.online', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(['t.state', 't.online'])
        .execute();
      const c: TerminalCounts = { total: 0, online: 0, offline: 0, pending: 0 };
      for (const r of rows) {
        const n = Number(r.n);
        c.total += n;
        if (r.state === 'pending') c.pending += n;
        else if (Number(r.online) === 1) c.online += n;
        else c.offline += n;
      }
      return c;
    },
    /**
     * The terminals of the offices in any state, and those authorised and online among them
     * (ServerModule.officeCounts). Pending terminals no office claimed belong to none.
     */
    async officeCounts(offices: DataRange): Promise<{ terminals: number; authorised: number; online: number }> {
      const rows = await db
        .selectFrom('terminal as t')
        .innerJoin('sys_office as o', 'o.id', 't.office_id')
        .select(['t.state', 't.online', (eb) => eb.fn.countAll<number>().as('n')])
        .where(inRange('o.path', offices))
        .groupBy(['t.state', 't.online'])
        .execute();
      const c = { terminals: 0, authorised: 0, online: 0 };
      for (const r of rows) {
        const n = Number(r.n);
        c.terminals += n;
        if (r.state !== 'authorised') continue;
        c.authorised += n;
        if (Number(r.online) === 1) c.online += n;
      }
      return c;
    },
  };
  return repo;
}
