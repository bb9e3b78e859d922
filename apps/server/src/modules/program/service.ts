import {
  PROGRAM_VERSIONS_KEPT,
  type Page,
  type ProgramConflict,
  type ProgramCover,
  type ProgramDetail,
  type ProgramInUse,
  type ProgramItem,
  type ProgramListQuery,
  type ProgramRestore,
  type ProgramSave,
  type ProgramUse,
  type ProgramVersionDetail,
  type ProgramVersionItem,
  type ProgramVersionsQuery,
} from '@apm/contract';
import { materialIdsOf, migrate, programLengthMs, type ProgramDocument } from '@apm/render/document';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { DataRange } from '../../platform/db/range.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import type { TrackedBlobs } from '../../platform/storage/tracked.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { freeName } from '../material/library-service.js';
import { checkMedia, readDocument, type MaterialFile } from './document.js';
import { programRepo, type ProgramMaterial, type ProgramValues } from './repo.js';

/** The materials of a range among `ids`, with their files (the material module answers). */
export type MaterialLookup = (ex: Executor, range: DataRange, ids: readonly string[]) => Promise<MaterialFile[]>;

/** A program as publishing takes it: its current document and version, in the caller's range. */
export interface PublishableProgram {
  id: string;
  name: string;
  officeId: string;
  version: number;
  document: ProgramDocument;
  materials: ProgramMaterial[];
}

/** What a module that names programs (plans) answers: its rows naming these programs, each in the range or not. */
export type ProgramUseFinder = (
  ex: Executor,
  programIds: readonly string[],
  range: DataRange,
) => Promise<(ProgramUse & { inRange: boolean })[]>;

/** A program as another module shows it beside its own rows (a plan's entries). */
export interface ProgramSummary {
  id: string;
  name: string;
  width: number;
  height: number;
  /** How long it plays once (its main scenes), ms. */
  lengthMs: number;
}

const missing = () => new AppError('NOT_FOUND', { message: 'No such program in your range' });
const versionMissing = () =>
  new AppError('NOT_FOUND', {
    message: `No such version of the program kept (the last ${PROGRAM_VERSIONS_KEPT} are)`,
    fields: [{ field: 'version', message: 'notFound' }],
  });

/** What a save stores of a document besides its text. */
function valuesOf(name: string, doc: ProgramDocument, materialCount: number): ProgramValues {
  return {
    name,
    width: doc.canvas.width,
    height: doc.canvas.height,
    sceneCount: doc.scenes.length,
    materialCount,
    document: JSON.stringify(doc),
  };
}

/** Programs of the caller's range: list, read, save (versioned), delete; and what publishing needs of them. */
export function programService(db: Kysely<Database>, audit: AuditLog, blobs: TrackedBlobs, materials: MaterialLookup) {
  const repo = programRepo(db);
  const useFinders: ProgramUseFinder[] = [];

  /** What names these programs; one outside the range counts but is not named. */
  async function usesOf(ex: Executor, ids: readonly string[], range: DataRange): Promise<ProgramUse[]> {
    const found = (await Promise.all(useFinders.map((f) => f(ex, ids, range)))).flat();
    return found.map(({ inRange, ...u }) => (inRange ? u : { ...u, id: '', name: '' }));
  }

  /** The document checked against the caller's materials, and the materials it uses with their files. */
  async function checked(ex: Executor, p: Principal, text: string) {
    const doc = readDocument(text);
    const ids = materialIdsOf(doc);
    const found = ids.length > 0 ? await materials(ex, p.range, ids) : [];
    const byId = new Map(found.map((m) => [m.id, m]));
    checkMedia(doc, byId);
    const used: ProgramMaterial[] = ids.map((id) => ({ materialId: id, md5: byId.get(id)!.md5 }));
    return { doc, used };
  }

  async function conflictOrMissing(ex: Executor, id: string, range: DataRange): Promise<AppError> {
    const current = await programRepo(ex).find(id, range);
    if (!current) return missing();
    const { version, updatedAt, updatedBy } = current;
    const jsonObject: ProgramConflict = { version, updatedAt, updatedBy };
    return new AppError('CONFLICT', {
      message: `The program was saved by ${updatedBy || 'someone'} meanwhile (version ${version})`,
      jsonObject,
    });
  }

  /**
   * Stores a save in `trx`: a new program (no id) in the office the caller works in, or an edit over
   * the version it started from; the document checked against the caller's materials, the version
   * kept in the history, the change audited as a save, a restore or a copy. Answers the program's id.
   */
  async function store(
    trx: Executor,
    p: Principal,
    meta: RequestMeta,
    input: ProgramSave,
    how: { kind: 'save' } | { kind: 'restore'; from: number } | { kind: 'copy'; from: string },
  ): Promise<string> {
    const by = { userId: p.userId, userName: p.name || p.loginName, at: now() };
    const r = programRepo(trx);
    const before = input.id === undefined ? undefined : await r.find(input.id, p.range);
    if (input.id !== undefined && !before) throw missing();
    const { doc, used } = await checked(trx, p, input.document);
    const values = valuesOf(input.name, doc, used.length);
    const restoredFrom = how.kind === 'restore' ? how.from : null;
    if (input.id === undefined || !before) {
      const id = newId(by.at);
      await r.insert(id, p.range.officeId, values, by);
      await r.setMaterials(id, used);
      await r.keepVersion(id, 1, values, by, null, PROGRAM_VERSIONS_KEPT);
      await audit.record(
        trx,
        auditBy(p, meta, 'program', how.kind === 'copy' ? 'copy' : 'create', input.name, {
          ...(how.kind === 'copy' ? { copiedFrom: { after: how.from } } : {}),
          name: { after: input.name },
          canvas: { after: `${values.width}×${values.height}` },
          scenes: { after: values.sceneCount },
        }),
      );
      return id;
    }
    if (!(await r.update(input.id, input.version!, values, by))) {
      throw await conflictOrMissing(trx, input.id, p.range);
    }
    await r.keepVersion(input.id, before.version + 1, values, by, restoredFrom, PROGRAM_VERSIONS_KEPT);
    const had = await r.materialsOf(input.id);
    await r.setMaterials(input.id, used);
    const kept = new Set(used.map((m) => m.md5));
    // A file only this program still named (its material deleted since) may now be free.
    if (had.some((m) => !kept.has(m.md5))) await blobs.collectSoon(trx);
    const changes: Record<string, { before?: unknown; after?: unknown }> = {
      version: { before: before.version, after: before.version + 1 },
    };
    if (restoredFrom !== null) changes.restoredFrom = { after: restoredFrom };
    if (before.name !== values.name) changes.name = { before: before.name, after: values.name };
    if (before.width !== values.width || before.height !== values.height) {
      changes.canvas = { before: `${before.width}×${before.height}`, after: `${values.width}×${values.height}` };
    }
    if (before.scenes !== values.sceneCount) changes.scenes = { before: before.scenes, after: values.sceneCount };
    await audit.record(
      trx,
      auditBy(p, meta, 'program', restoredFrom !== null ? 'restore' : 'update', values.name, changes),
    );
    return input.id;
  }

  return {
    async list(p: Principal, q: ProgramListQuery): Promise<Page<ProgramItem>> {
      const { rows, count } = await repo.page(q, p.range);
      return { list: rows, count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    async detail(p: Principal, id: string): Promise<ProgramDetail> {
      const row = await repo.findWithDocument(id, p.range);
      if (!row) throw missing();
      return { ...row, document: JSON.parse(row.document) as Record<string, unknown> };
    },

    /** A program's canvas and first main scene (what a list draws of it), its document read in the current format. */
    async cover(p: Principal, id: string): Promise<ProgramCover> {
      const row = await repo.findWithDocument(id, p.range);
      if (!row) throw missing();
      const doc = migrate(JSON.parse(row.document));
      const scene = doc.scenes.find((s) => s.main) ?? doc.scenes[0]!;
      return { id: row.id, version: row.version, canvas: doc.canvas, scene };
    },

    /** Creates a program in the office the caller works in, or saves an edit over the version it started from. */
    async save(p: Principal, meta: RequestMeta, input: ProgramSave): Promise<ProgramItem> {
      const id = await inTransaction(db, (trx) => store(trx, p, meta, input, { kind: 'save' }));
      return (await repo.find(id, p.range))!;
    },

    /** A page of the kept versions of a program of the range, newest first. */
    async versions(p: Principal, q: ProgramVersionsQuery): Promise<Page<ProgramVersionItem>> {
      if (!(await repo.find(q.id, p.range))) throw missing();
      const { rows, count } = await repo.versions(q.id, q);
      return { list: rows, count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    /** One kept version of a program of the range, its document brought to the current format to be shown. */
    async version(p: Principal, id: string, version: number): Promise<ProgramVersionDetail> {
      if (!(await repo.find(id, p.range))) throw missing();
      const row = await repo.version(id, version);
      if (!row) throw versionMissing();
      return { ...row, document: JSON.parse(row.document) as Record<string, unknown> };
    },

    /** Saves a kept version of a program of the range as its new version, over the version the caller saw. */
    async restore(p: Principal, meta: RequestMeta, input: ProgramRestore): Promise<ProgramItem> {
      const id = await inTransaction(db, async (trx) => {
        if (!(await programRepo(trx).find(input.id, p.range))) throw missing();
        const kept = await programRepo(trx).version(input.id, input.from);
        if (!kept) throw versionMissing();
        return store(
          trx,
          p,
          meta,
          { id: input.id, version: input.version, name: kept.name, document: kept.document },
          { kind: 'restore', from: input.from },
        );
      });
      return (await repo.find(id, p.range))!;
    },

    /** A copy of a program of the range in the office the caller works in, under the first free "name (n)". */
    async copy(p: Principal, meta: RequestMeta, id: string): Promise<ProgramItem> {
      const copyId = await inTransaction(db, async (trx) => {
        const source = await programRepo(trx).findWithDocument(id, p.range);
        if (!source) throw missing();
        const name = freeName(source.name, await programRepo(trx).namesIn(p.range.officeId), false);
        return store(trx, p, meta, { name, document: source.document }, { kind: 'copy', from: source.name });
      });
      return (await repo.find(copyId, p.range))!;
    },

    /** Deletes a program of the range; what was published of it stays in its publish records. */
    async remove(p: Principal, meta: RequestMeta, id: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        const r = programRepo(trx);
        const row = await r.find(id, p.range);
        if (!row) throw missing();
        const uses = await usesOf(trx, [id], p.range);
        if (uses.length > 0) {
          const jsonObject: ProgramInUse = { uses };
          throw new AppError('CONFLICT', {
            message: `The program is in ${uses.length} play plan(s): take it out of them first`,
            jsonObject,
          });
        }
        await r.delete(id);
        if (row.materials > 0) await blobs.collectSoon(trx);
        await audit.record(trx, auditBy(p, meta, 'program', 'delete', row.name, { name: { before: row.name } }));
      });
    },

    /** A program of the range as it is now, for a publication made in `ex`'s transaction. */
    async forPublish(ex: Executor, range: DataRange, id: string): Promise<PublishableProgram | undefined> {
      const r = programRepo(ex);
      const row = await r.findWithDocument(id, range);
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        officeId: row.officeId,
        version: row.version,
        document: readDocument(row.document),
        materials: await r.materialsOf(id),
      };
    },

    /** Modules whose rows name programs register here: a program they name is not deleted. */
    registerUses(finder: ProgramUseFinder): void {
      useFinders.push(finder);
    },

    /** Programs of the range among `ids`, as other modules show them (those not found are left out). */
    async summaries(ex: Executor, range: DataRange, ids: readonly string[]): Promise<Map<string, ProgramSummary>> {
      const out = new Map<string, ProgramSummary>();
      for (const row of await programRepo(ex).findManyWithDocument(ids, range)) {
        const doc = JSON.parse(row.document) as Pick<ProgramDocument, 'scenes'>;
        out.set(row.id, {
          id: row.id,
          name: row.name,
          width: row.width,
          height: row.height,
          lengthMs: programLengthMs(doc),
        });
      }
      return out;
    },

    /** The programs that use these materials (the material module's "where used" and delete rule). */
    uses: (ex: Executor, materialIds: readonly string[], range: DataRange) => programRepo(ex).uses(materialIds, range),
  };
}
export type ProgramService = ReturnType<typeof programService>;
