import type { PlanItem, PlanKind, PlanListQuery } from '@apm/contract';
import { inRange, pathInRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { contains } from '../../platform/db/like.js';

/** A plan with its entries' JSON text. */
export type PlanWithEntries = PlanItem & { entriesText: string };

/** What a save writes besides the ids and times. */
export interface PlanValues {
  name: string;
  kind: PlanKind;
  everyItems: number | null;
  everyMinutes: number | null;
  /** The entries' JSON text, and how many and which programs they name. */
  entries: string;
  entryCount: number;
  programIds: readonly string[];
}

/** Who saves, and when. */
export interface SavedBy {
  userId: string;
  userName: string;
  at: number;
}

const ITEM_COLUMNS = [
  'p.id',
  'p.name',
  'p.kind',
  'p.office_id as officeId',
  'o.name as officeName',
  'p.every_items as everyItems',
  'p.every_minutes as everyMinutes',
  'p.entry_count as entries',
  'p.version',
  'p.created_at as createdAt',
  'p.updated_at as updatedAt',
  'p.updated_by_name as updatedBy',
] as const;

/** Times and counts come back from PostgreSQL's bigint as text: numbers they are. */
const toItem = <R extends { kind: string; everyItems: number | null; everyMinutes: number | null }>(r: R) => ({
  ...r,
  kind: r.kind as PlanKind,
  everyItems: r.everyItems === null ? null : Number(r.everyItems),
  everyMinutes: r.everyMinutes === null ? null : Number(r.everyMinutes),
});
const numbers = <R extends PlanItem>(r: R): R => ({
  ...r,
  entries: Number(r.entries),
  version: Number(r.version),
  createdAt: Number(r.createdAt),
  updatedAt: Number(r.updatedAt),
});

/** Play plans and the programs they name; every read is limited to a data range. */
export function planRepo(db: Executor) {
  const inRangeRows = (range: DataRange) =>
    db.selectFrom('play_plan as p').innerJoin('sys_office as o', 'o.id', 'p.office_id').where(inRange('o.path', range));

  return {
    /** One page of the range's plans matching the name and kind, most recently changed first. */
    async page(q: PlanListQuery, range: DataRange): Promise<{ rows: PlanItem[]; count: number }> {
      let rows = inRangeRows(range);
      if (q.name) rows = rows.where(contains('p.name', q.name));
      if (q.kind) rows = rows.where('p.kind', '=', q.kind);
      const [list, total] = await Promise.all([
        rows
          .select(ITEM_COLUMNS)
          .orderBy('p.updated_at', 'desc')
          .orderBy('p.id', 'desc')
          .offset((q.pageNo - 1) * q.pageSize)
          .limit(q.pageSize)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: list.map((r) => numbers(toItem(r))), count: Number(total.n) };
    },

    async find(id: string, range: DataRange): Promise<PlanItem | undefined> {
      const r = await inRangeRows(range).select(ITEM_COLUMNS).where('p.id', '=', id).executeTakeFirst();
      return r && numbers(toItem(r));
    },

    async findWithEntries(id: string, range: DataRange): Promise<PlanWithEntries | undefined> {
      const r = await inRangeRows(range)
        .select([...ITEM_COLUMNS, 'p.entries as entriesText'])
        .where('p.id', '=', id)
        .executeTakeFirst();
      return r && numbers(toItem(r));
    },

    /** The names of the plans of an office (lower-cased), for a copy's free name. */
    async namesIn(officeId: string): Promise<Set<string>> {
      const rows = await db.selectFrom('play_plan').select('name').where('office_id', '=', officeId).execute();
      return new Set(rows.map((r) => r.name.toLowerCase()));
    },

    async insert(id: string, officeId: string, v: PlanValues, by: SavedBy): Promise<void> {
      await db
        .insertInto('play_plan')
        .values({
          id,
          office_id: officeId,
          name: v.name,
          kind: v.kind,
          every_items: v.everyItems,
          every_minutes: v.everyMinutes,
          entries: v.entries,
          entry_count: v.entryCount,
          version: 1,
          created_by: by.userId,
          created_at: by.at,
          updated_by: by.userId,
          updated_by_name: by.userName,
          updated_at: by.at,
        })
        .execute();
      await this.setPrograms(id, v.programIds);
    },

    /**
     * Saves over version `version` and makes it `version + 1`, in one statement: of two saves from
     * the same version only one matches. Answers whether it did.
     */
    async update(id: string, version: number, v: PlanValues, by: SavedBy): Promise<boolean> {
      const r = await db
        .updateTable('play_plan')
        .set({
          name: v.name,
          kind: v.kind,
          every_items: v.everyItems,
          every_minutes: v.everyMinutes,
          entries: v.entries,
          entry_count: v.entryCount,
          version: version + 1,
          updated_by: by.userId,
          updated_by_name: by.userName,
          updated_at: by.at,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await this.setPrograms(id, v.programIds);
      return true;
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('play_plan').where('id', '=', id).execute();
    },

    /** Replaces the programs a plan names. */
    async setPrograms(planId: string, programIds: readonly string[]): Promise<void> {
      await db.deleteFrom('play_plan_program').where('plan_id', '=', planId).execute();
      if (programIds.length === 0) return;
      await db
        .insertInto('play_plan_program')
        .values(programIds.map((programId) => ({ plan_id: planId, program_id: programId })))
        .execute();
    },

    /** The plans that name these programs, each with whether its office lies in `range` (name order). */
    async uses(
      programIds: readonly string[],
      range: DataRange,
    ): Promise<{ programId: string; id: string; name: string; inRange: boolean }[]> {
      if (programIds.length === 0) return [];
      const rows = await db
        .selectFrom('play_plan_program as pp')
        .innerJoin('play_plan as p', 'p.id', 'pp.plan_id')
        .innerJoin('sys_office as o', 'o.id', 'p.office_id')
        .select(['pp.program_id as programId', 'p.id', 'p.name', 'o.path'])
        .where('pp.program_id', 'in', [...programIds])
        .orderBy('p.name')
        .orderBy('p.id')
        .execute();
      return rows.map((r) => ({ programId: r.programId, id: r.id, name: r.name, inRange: pathInRange(r.path, range) }));
    },
  };
}
