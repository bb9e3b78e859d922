import type { MaterialKind, VolumeListQuery } from '@apm/contract';
import { sql } from 'kysely';
import { contains } from '../../platform/db/like.js';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { dialectOf } from '../../platform/storage/references.js';

/** An office's figures: distinct bytes held, materials, and its own quota row (undefined: none). */
export interface OfficeUsage {
  officeId: string;
  officeName: string;
  usedBytes: number;
  materialCount: number;
  ownQuota: number | undefined;
}

/**
 * Every query of volumes: what the offices' materials hold and the offices' own quotas. An office
 * holds a file (a blob, by MD5) when one of its materials is it (`md5`) or has it as its playable
 * rendition (`play_md5`); a file held twice by one office counts once (same MD5, same size: a
 * UNION of the pairs drops the repeats).
 */
export function volumeRepo(db: Executor) {
  /** The distinct (office, md5, size) of the materials `where` keeps. */
  const held = (offices: readonly string[]) =>
    db
      .selectFrom('material')
      .select(['office_id', 'md5', 'size'])
      .where('office_id', 'in', [...offices])
      .union(
        db
          .selectFrom('material')
          .select(['office_id', 'play_md5 as md5', 'play_size as size'])
          .where('office_id', 'in', [...offices])
          .where('play_md5', 'is not', null)
          .$narrowType<{ md5: string; size: number }>(),
      );

  /** The distinct (office, md5, size) of the materials of the range's offices. */
  const heldInRange = (range: DataRange) => {
    const offices = db.selectFrom('sys_office as r').select('r.id').where(inRange('r.path', range));
    return db
      .selectFrom('material')
      .select(['office_id', 'md5', 'size'])
      .where('office_id', 'in', offices)
      .union(
        db
          .selectFrom('material')
          .select(['office_id', 'play_md5 as md5', 'play_size as size'])
          .where('office_id', 'in', offices)
          .where('play_md5', 'is not', null)
          .$narrowType<{ md5: string; size: number }>(),
      );
  };

  /** Used bytes and materials of each of `offices` (those with none are absent). */
  async function figures(offices: readonly string[]): Promise<Map<string, { used: number; count: number }>> {
    const out = new Map<string, { used: number; count: number }>();
    if (offices.length === 0) return out;
    const [used, counts] = await Promise.all([
      db
        .selectFrom(held(offices).as('h'))
        .select(['h.office_id', (eb) => eb.fn.sum<number>('h.size').as('used')])
        .groupBy('h.office_id')
        .execute(),
      db
        .selectFrom('material')
        .select(['office_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('office_id', 'in', [...offices])
        .groupBy('office_id')
        .execute(),
    ]);
    for (const c of counts) out.set(c.office_id, { used: 0, count: Number(c.n) });
    for (const u of used) {
      const f = out.get(u.office_id) ?? { used: 0, count: 0 };
      out.set(u.office_id, { ...f, used: Number(u.used ?? 0) });
    }
    return out;
  }

  /** The own quotas of `offices` that have one. */
  async function quotas(offices: readonly string[]): Promise<Map<string, number>> {
    if (offices.length === 0) return new Map();
    const rows = await db
      .selectFrom('material_quota')
      .select(['office_id', 'bytes'])
      .where('office_id', 'in', [...offices])
      .execute();
    return new Map(rows.map((r) => [r.office_id, Number(r.bytes)]));
  }

  return {
    figures,

    /** The bytes the offices of a range use together: each office's distinct files (ServerModule.officeCounts). */
    async rangeUsed(range: DataRange): Promise<number> {
      const r = await db
        .selectFrom(heldInRange(range).as('h'))
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('h.size'), eb.lit(0)).as('used'))
        .executeTakeFirstOrThrow();
      return Number(r.used);
    },

    /** An office's own quota in bytes (0: no limit), or undefined when it has none. */
    async ownQuota(officeId: string): Promise<number | undefined> {
      return (await quotas([officeId])).get(officeId);
    },

    /** Sets (or, with undefined, clears) an office's own quota. */
    async setQuota(officeId: string, bytes: number | undefined, at: number): Promise<void> {
      if (bytes === undefined) {
        await db.deleteFrom('material_quota').where('office_id', '=', officeId).execute();
        return;
      }
      await db
        .insertInto('material_quota')
        .values({ office_id: officeId, bytes, updated_at: at })
        .onConflict((oc) => oc.column('office_id').doUpdateSet({ bytes, updated_at: at }))
        .execute();
    },

    /** The bytes an office holds (each distinct file once). */
    async used(officeId: string): Promise<number> {
      return (await figures([officeId])).get(officeId)?.used ?? 0;
    },

    /** Those of `md5s` the office holds already (as a material's file or rendition). */
    async holds(officeId: string, md5s: readonly string[]): Promise<Set<string>> {
      if (md5s.length === 0) return new Set();
      const rows = await db
        .selectFrom('material')
        .select(['md5', 'play_md5'])
        .where('office_id', '=', officeId)
        .where((eb) => eb.or([eb('md5', 'in', [...md5s]), eb('play_md5', 'in', [...md5s])]))
        .execute();
      const wanted = new Set(md5s);
      return new Set(rows.flatMap((r) => [r.md5, r.play_md5]).filter((m): m is string => !!m && wanted.has(m)));
    },

    /** An office's used bytes and materials by kind (each distinct file once within a kind). */
    async byKind(officeId: string): Promise<Map<MaterialKind, { used: number; count: number }>> {
      const pairs = db
        .selectFrom('material')
        .select(['kind', 'md5', 'size'])
        .where('office_id', '=', officeId)
        .union(
          db
            .selectFrom('material')
            .select(['kind', 'play_md5 as md5', 'play_size as size'])
            .where('office_id', '=', officeId)
            .where('play_md5', 'is not', null)
            .$narrowType<{ md5: string; size: number }>(),
        );
      const [used, counts] = await Promise.all([
        db
          .selectFrom(pairs.as('h'))
          .select(['h.kind', (eb) => eb.fn.sum<number>('h.size').as('used')])
          .groupBy('h.kind')
          .execute(),
        db
          .selectFrom('material')
          .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
          .where('office_id', '=', officeId)
          .groupBy('kind')
          .execute(),
      ]);
      const out = new Map<MaterialKind, { used: number; count: number }>();
      for (const c of counts) out.set(c.kind as MaterialKind, { used: 0, count: Number(c.n) });
      for (const u of used) {
        const k = u.kind as MaterialKind;
        out.set(k, { count: out.get(k)?.count ?? 0, used: Number(u.used ?? 0) });
      }
      return out;
    },

    /**
     * A page of the range's offices with their figures. By name: the page of offices first (the
     * office table's order), then the figures of those alone. By usage: the figures of every
     * office of the range are summed in one grouped statement and sorted there.
     */
    async page(q: VolumeListQuery, range: DataRange): Promise<{ rows: OfficeUsage[]; count: number }> {
      let offices = db.selectFrom('sys_office as o').where(inRange('o.path', range));
      if (q.name) offices = offices.where(contains('o.name', q.name));
      const total = offices.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const offset = (q.pageNo - 1) * q.pageSize;
      let page: { id: string; name: string }[];
      if (q.sort === 'name') {
        page = await offices
          .select(['o.id', 'o.name'])
          .orderBy('o.name', q.order)
          .orderBy('o.id', q.order)
          .offset(offset)
          .limit(q.pageSize)
          .execute();
      } else {
        const pairs = heldInRange(range);
        const usage = db
          .selectFrom(pairs.as('h'))
          .select(['h.office_id', (eb) => eb.fn.sum<number>('h.size').as('used')])
          .groupBy('h.office_id');
        const used = sql<number>`coalesce(${sql.ref('u.used')}, 0)`;
        page = await offices
          .leftJoin(usage.as('u'), 'u.office_id', 'o.id')
          .select(['o.id', 'o.name'])
          .orderBy(used, q.order)
          .orderBy('o.name', 'asc')
          .orderBy('o.id', 'asc')
          .offset(offset)
          .limit(q.pageSize)
          .execute();
      }
      const ids = page.map((o) => o.id);
      const [f, own, n] = await Promise.all([figures(ids), quotas(ids), total]);
      return {
        count: Number(n.n),
        rows: page.map((o) => ({
          officeId: o.id,
          officeName: o.name,
          usedBytes: f.get(o.id)?.used ?? 0,
          materialCount: f.get(o.id)?.count ?? 0,
          ownQuota: own.get(o.id),
        })),
      };
    },

    /**
     * Holds the office's room until the transaction ends, so that two changes filling it cannot
     * both pass the check (PostgreSQL: an advisory lock on the office; SQLite runs one
     * transaction at a time). Outside a transaction there is nothing to hold.
     */
    async lockRoom(officeId: string): Promise<void> {
      if (!db.isTransaction || dialectOf(db) !== 'postgres') return;
      await sql`select pg_advisory_xact_lock(hashtextextended(${`material.room:${officeId}`}, 0))`.execute(db);
    },
  };
}
export type VolumeRepo = ReturnType<typeof volumeRepo>;
