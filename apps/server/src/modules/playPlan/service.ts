import type {
  Page,
  PlanConflict,
  PlanDetail,
  PlanEntry,
  PlanEntryInput,
  PlanItem,
  PlanKind,
  PlanListQuery,
  PlanSave,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { DataRange } from '../../platform/db/range.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { freeName } from '../material/library-service.js';
import type { ProgramService } from '../program/service.js';
import { planRepo, type PlanValues } from './repo.js';

const missing = () => new AppError('NOT_FOUND', { message: 'No such play plan in your range' });

/** A plan as publishing takes it: its current entries and version, in the caller's range. */
export interface PublishablePlan {
  id: string;
  name: string;
  officeId: string;
  version: number;
  kind: PlanKind;
  everyItems: number | null;
  everyMinutes: number | null;
  entries: PlanEntryInput[];
}

/** The programs the entries name, each once, in order of first use. */
const programIdsOf = (entries: readonly PlanEntryInput[]) => [...new Set(entries.map((e) => e.programId))];

/** Play plans of the caller's range: list, read, save (versioned), copy, delete. */
export function planService(db: Kysely<Database>, audit: AuditLog, programs: ProgramService) {
  const repo = planRepo(db);

  /** The values of a save, once every program its entries name is a program of the range. */
  async function checked(ex: Executor, range: DataRange, input: PlanSave): Promise<PlanValues> {
    const ids = programIdsOf(input.entries);
    const found = await programs.summaries(ex, range, ids);
    const fields = input.entries.flatMap((e, i) =>
      found.has(e.programId) ? [] : [{ field: `entries.${i}.programId`, message: 'programMissing' }],
    );
    if (fields.length > 0) {
      throw new AppError('VALIDATION', { message: 'An entry names a program that is not in your range', fields });
    }
    const interstitial = input.kind === 'interstitial';
    return {
      name: input.name,
      kind: input.kind,
      everyItems: interstitial ? (input.everyItems ?? null) : null,
      everyMinutes: interstitial ? (input.everyMinutes ?? null) : null,
      entries: JSON.stringify(input.entries),
      entryCount: input.entries.length,
      programIds: ids,
    };
  }

  async function conflictOrMissing(ex: Executor, id: string, range: DataRange): Promise<AppError> {
    const current = await planRepo(ex).find(id, range);
    if (!current) return missing();
    const { version, updatedAt, updatedBy } = current;
    const jsonObject: PlanConflict = { version, updatedAt, updatedBy };
    return new AppError('CONFLICT', {
      message: `The plan was saved by ${updatedBy || 'someone'} meanwhile (version ${version})`,
      jsonObject,
    });
  }

  return {
    async list(p: Principal, q: PlanListQuery): Promise<Page<PlanItem>> {
      const { rows, count } = await repo.page(q, p.range);
      return { list: rows, count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    /** A plan with its entries, each with its program as it is now (null name: gone or out of range). */
    async detail(p: Principal, id: string): Promise<PlanDetail> {
      const row = await repo.findWithEntries(id, p.range);
      if (!row) throw missing();
      const { entriesText, ...item } = row;
      const entries = JSON.parse(entriesText) as PlanEntryInput[];
      const found = await programs.summaries(db, p.range, programIdsOf(entries));
      const entryList = entries.map((e): PlanEntry => {
        const program = found.get(e.programId);
        return {
          ...e,
          programName: program?.name ?? null,
          programLengthMs: program?.lengthMs ?? 0,
          width: program?.width ?? 0,
          height: program?.height ?? 0,
        };
      });
      return { ...item, entryList };
    },

    /** Creates a plan in the office the caller works in, or saves an edit over the version it started from. */
    async save(p: Principal, meta: RequestMeta, input: PlanSave): Promise<PlanItem> {
      const by = { userId: p.userId, userName: p.name || p.loginName, at: now() };
      const id = await inTransaction(db, async (trx) => {
        const r = planRepo(trx);
        const before = input.id === undefined ? undefined : await r.find(input.id, p.range);
        if (input.id !== undefined && !before) throw missing();
        const values = await checked(trx, p.range, input);
        if (!before) {
          const id = newId(by.at);
          await r.insert(id, p.range.officeId, values, by);
          await audit.record(
            trx,
            auditBy(p, meta, 'playPlan', 'create', input.name, {
              name: { after: input.name },
              kind: { after: input.kind },
              entries: { after: values.entryCount },
            }),
          );
          return id;
        }
        if (!(await r.update(before.id, input.version!, values, by))) {
          throw await conflictOrMissing(trx, before.id, p.range);
        }
        const changes: Record<string, { before?: unknown; after?: unknown }> = {
          version: { before: before.version, after: before.version + 1 },
        };
        if (before.name !== values.name) changes.name = { before: before.name, after: values.name };
        if (before.kind !== values.kind) changes.kind = { before: before.kind, after: values.kind };
        if (before.entries !== values.entryCount)
          changes.entries = { before: before.entries, after: values.entryCount };
        await audit.record(trx, auditBy(p, meta, 'playPlan', 'update', values.name, changes));
        return before.id;
      });
      return (await repo.find(id, p.range))!;
    },

    /** A copy of a plan of the range in the office the caller works in, under the first free "name (n)". */
    async copy(p: Principal, meta: RequestMeta, id: string): Promise<PlanItem> {
      const by = { userId: p.userId, userName: p.name || p.loginName, at: now() };
      const copyId = await inTransaction(db, async (trx) => {
        const r = planRepo(trx);
        const source = await r.findWithEntries(id, p.range);
        if (!source) throw missing();
        const entries = JSON.parse(source.entriesText) as PlanEntryInput[];
        const name = freeName(source.name, await r.namesIn(p.range.officeId), false);
        const newPlanId = newId(by.at);
        await r.insert(
          newPlanId,
          p.range.officeId,
          {
            name,
            kind: source.kind,
            everyItems: source.everyItems,
            everyMinutes: source.everyMinutes,
            entries: source.entriesText,
            entryCount: entries.length,
            programIds: programIdsOf(entries),
          },
          by,
        );
        await audit.record(
          trx,
          auditBy(p, meta, 'playPlan', 'copy', name, { name: { before: source.name, after: name } }),
        );
        return newPlanId;
      });
      return (await repo.find(copyId, p.range))!;
    },

    /** Deletes a plan of the range; what was published of it stays in its publish records. */
    async remove(p: Principal, meta: RequestMeta, id: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        const r = planRepo(trx);
        const row = await r.find(id, p.range);
        if (!row) throw missing();
        await r.delete(id);
        await audit.record(trx, auditBy(p, meta, 'playPlan', 'delete', row.name, { name: { before: row.name } }));
      });
    },

    /** A plan of the range as it is now, for a publication made in `ex`'s transaction. */
    async forPublish(ex: Executor, range: DataRange, id: string): Promise<PublishablePlan | undefined> {
      const row = await planRepo(ex).findWithEntries(id, range);
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        officeId: row.officeId,
        version: row.version,
        kind: row.kind,
        everyItems: row.everyItems,
        everyMinutes: row.everyMinutes,
        entries: JSON.parse(row.entriesText) as PlanEntryInput[],
      };
    },

    /** The plans that name these programs (the program module's delete rule). */
    uses: (ex: Executor, programIds: readonly string[], range: DataRange) => planRepo(ex).uses(programIds, range),
  };
}
export type PlanService = ReturnType<typeof planService>;
