import type {
  FolderSave,
  FolderTree,
  MaterialDetails,
  MaterialFolder,
  MaterialItem,
  MaterialPaste,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { folderRepo, type FolderRow } from './folder-repo.js';
import { officeInRange } from './office-of.js';
import { materialRepo } from './repo.js';
import type { MaterialUses } from './uses.js';

/** Bytes an office is about to hold more: refused (an AppError) when they do not fit its quota. */
export type EnsureRoom = (ex: Executor, officeId: string, files: { md5: string; size: number }[]) => Promise<void>;

/** A name not yet in `taken` (lower-cased): the name itself, else "name (2)", "name (3)" … before its extension. */
export function freeName(name: string, taken: Set<string>, keepExtension: boolean): string {
  if (!taken.has(name.toLowerCase())) return name;
  const dot = keepExtension ? name.lastIndexOf('.') : -1;
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

const nameTaken = (message: string) =>
  new AppError('CONFLICT', { message, fields: [{ field: 'name', message: 'exists' }] });

/**
 * The library's folders and the moves of its materials (contract materialLibraryApi): folder tree,
 * new and renamed folders, deletion of empty folders, renaming materials, copy or cut and paste
 * (into another office of the range too, within its quota), and where a material is used.
 */
export function libraryService(
  db: Kysely<Database>,
  deps: { bus: Bus; audit: AuditLog; uses: MaterialUses; ensureRoom: EnsureRoom },
) {
  const { bus, audit, uses, ensureRoom } = deps;
  const folders = folderRepo(db);

  const folderIn = async (ex: Executor, p: Principal, id: string): Promise<FolderRow> => {
    const f = await folderRepo(ex).find(id, p.range);
    if (!f) throw new AppError('NOT_FOUND', { message: 'No such folder in your range' });
    return f;
  };

  /** Where a paste or a new folder goes: a folder of the range (its office), else the top of an office of the range. */
  const targetOf = async (ex: Executor, p: Principal, officeId?: string, folderId?: string) => {
    if (folderId) {
      const folder = await folderIn(ex, p, folderId);
      if (officeId && officeId !== folder.officeId) {
        throw new AppError('VALIDATION', { fields: [{ field: 'folderId', message: 'otherOffice' }] });
      }
      return { officeId: folder.officeId, folder };
    }
    return { officeId: await officeInRange(ex, p, officeId), folder: null };
  };

  const changed = (ex: Executor, officeId: string, id: string, status: string) =>
    bus.publish('material.changed', { officeId, id, status }, ex);

  /** Copies a folder's subtree under `parent` of `officeId`; answers how many folders and materials it made. */
  async function copyFolder(
    trx: Executor,
    p: Principal,
    src: FolderRow,
    officeId: string,
    parent: FolderRow | null,
    at: number,
  ): Promise<{ folders: number; materials: number }> {
    const fr = folderRepo(trx);
    const mr = materialRepo(trx);
    const made = new Map<string, FolderRow>();
    let materials = 0;
    for (const f of await fr.subtree(src)) {
      const newParent = f.id === src.id ? parent : made.get(f.parentId!)!;
      const name =
        f.id === src.id ? freeName(f.name, await fr.siblingNames(officeId, parent?.id ?? null), false) : f.name;
      const id = newId(at);
      const row: FolderRow = {
        id,
        officeId,
        parentId: newParent?.id ?? null,
        path: `${newParent?.path ?? '/'}${id}/`,
        name,
      };
      await fr.insert({ ...row, createdBy: p.userId, at });
      made.set(f.id, row);
      for (const m of await mr.inFolder(f.id)) {
        await mr.copy(m.id, { id: newId(at), officeId, folderId: id, name: m.name, by: p.userId, at }, m.reviewState);
        materials++;
      }
    }
    return { folders: made.size, materials };
  }

  return {
    async folderTree(p: Principal, officeId?: string): Promise<FolderTree> {
      const office = await officeInRange(db, p, officeId);
      const [list, top] = await Promise.all([folders.ofOffice(office), folders.topCount(office)]);
      return { officeId: office, topMaterials: top, folders: list };
    },

    /** A new folder, or a folder renamed; names are unique among siblings (whatever the case). */
    async folderSave(p: Principal, input: FolderSave, meta: RequestMeta): Promise<MaterialFolder> {
      return inTransaction(db, async (trx) => {
        const fr = folderRepo(trx);
        const at = now();
        if (input.id) {
          const f = await folderIn(trx, p, input.id);
          if (f.name !== input.name) {
            const taken = await fr.siblingNames(f.officeId, f.parentId);
            taken.delete(f.name.toLowerCase());
            if (taken.has(input.name.toLowerCase())) throw nameTaken(`A folder “${input.name}” is there already`);
            await fr.rename(f.id, input.name, at);
            await audit.record(
              trx,
              auditBy(p, meta, 'material', 'folderRename', input.name, { name: { before: f.name, after: input.name } }),
            );
            changed(trx, f.officeId, f.id, 'folder');
          }
          return (await fr.ofOffice(f.officeId)).find((x) => x.id === f.id)!;
        }
        const { officeId, folder: parent } = await targetOf(trx, p, input.officeId, input.parentId);
        if ((await fr.siblingNames(officeId, parent?.id ?? null)).has(input.name.toLowerCase())) {
          throw nameTaken(`A folder “${input.name}” is there already`);
        }
        const id = newId(at);
        await fr.insert({
          id,
          officeId,
          parentId: parent?.id ?? null,
          path: `${parent?.path ?? '/'}${id}/`,
          name: input.name,
          createdBy: p.userId,
          at,
        });
        await audit.record(trx, auditBy(p, meta, 'material', 'folderCreate', input.name));
        changed(trx, officeId, id, 'folder');
        return { id, officeId, parentId: parent?.id ?? null, name: input.name, materials: 0, folders: 0 };
      });
    },

    /** Deletes a folder and its sub-folders, refused while any material lies below it. */
    async folderDelete(p: Principal, id: string, meta: RequestMeta): Promise<void> {
      await inTransaction(db, async (trx) => {
        const fr = folderRepo(trx);
        const f = await folderIn(trx, p, id);
        const inside = await fr.materialsBelow(f);
        if (inside > 0) {
          throw new AppError('CONFLICT', {
            message: `The folder holds ${inside} material(s): move or delete them first`,
            fields: [{ field: 'id', message: 'folderNotEmpty' }],
            jsonObject: { materials: inside },
          });
        }
        await fr.deleteSubtree(f);
        await audit.record(trx, auditBy(p, meta, 'material', 'folderDelete', f.name));
        changed(trx, f.officeId, f.id, 'folder');
      });
    },

    async rename(p: Principal, id: string, name: string, meta: RequestMeta): Promise<MaterialItem> {
      return inTransaction(db, async (trx) => {
        const repo = materialRepo(trx);
        const m = await repo.find(id, p.range);
        if (!m) throw new AppError('NOT_FOUND');
        if (m.name === name) return m;
        await repo.rename(id, name, now());
        await audit.record(
          trx,
          auditBy(p, meta, 'material', 'rename', name, { name: { before: m.name, after: name } }),
        );
        changed(trx, m.officeId, m.id, m.status);
        return (await repo.find(id, p.range))!;
      });
    },

    /** Pastes what was copied (new materials, folders copied whole) or cut (moved) into a folder of the range. */
    async paste(
      p: Principal,
      input: MaterialPaste,
      meta: RequestMeta,
    ): Promise<{ materials: number; folders: number }> {
      return inTransaction(db, async (trx) => {
        const mr = materialRepo(trx);
        const fr = folderRepo(trx);
        const at = now();
        const { officeId, folder } = await targetOf(trx, p, input.officeId, input.folderId);
        const folderId = folder?.id ?? null;
        let count = { materials: 0, folders: 0 };
        const names: string[] = [];

        if (input.type === 'material') {
          const items = await mr.findMany(input.ids, p.range);
          if (items.length !== input.ids.length)
            throw new AppError('NOT_FOUND', { message: 'No such material in your range' });
          const arriving = items.filter((m) => !input.isCut || m.officeId !== officeId);
          await ensureRoom(trx, officeId, await mr.filesOf(arriving.map((m) => m.id)));
          const taken = await mr.namesIn(officeId, folderId);
          for (const m of items) {
            if (input.isCut && m.officeId === officeId && m.folderId === folderId) continue;
            const name = freeName(m.name, taken, true);
            taken.add(name.toLowerCase());
            if (input.isCut) await mr.move(m.id, officeId, folderId, name, at);
            else await mr.copy(m.id, { id: newId(at), officeId, folderId, name, by: p.userId, at }, m.reviewState);
            if (input.isCut && m.officeId !== officeId) changed(trx, m.officeId, m.id, 'moved');
            names.push(m.name);
            count.materials++;
          }
        } else {
          const moving = await fr.findMany(input.ids, p.range);
          if (moving.length !== input.ids.length)
            throw new AppError('NOT_FOUND', { message: 'No such folder in your range' });
          for (const f of moving) {
            if (folder && folder.path.startsWith(f.path)) {
              throw new AppError('VALIDATION', {
                message: `“${f.name}” cannot go into itself or a folder below it`,
                fields: [{ field: 'folderId', message: 'intoItself' }],
              });
            }
          }
          for (const f of moving) {
            const crossing = !input.isCut || f.officeId !== officeId;
            if (crossing) {
              const inside = await mr.inFolderTree(f.path);
              await ensureRoom(trx, officeId, inside);
            }
            if (input.isCut) {
              if (f.officeId === officeId && f.parentId === folderId) continue;
              const taken = await fr.siblingNames(officeId, folderId);
              const name = freeName(f.name, taken, false);
              if (name !== f.name) await fr.rename(f.id, name, at);
              await fr.move(f, officeId, folder, at);
              if (f.officeId !== officeId) changed(trx, f.officeId, f.id, 'moved');
              count.folders++;
            } else {
              const made = await copyFolder(trx, p, f, officeId, folder, at);
              count = { materials: count.materials + made.materials, folders: count.folders + made.folders };
            }
            names.push(f.name);
          }
        }
        if (names.length) {
          await audit.record(
            trx,
            auditBy(p, meta, 'material', input.isCut ? 'move' : 'copy', names.join(', ').slice(0, 500), {
              folder: { after: folder?.name ?? '/' },
            }),
          );
          changed(trx, officeId, folderId ?? officeId, 'pasted');
        }
        return count;
      });
    },

    /** A material of the range with its folder path and what uses it. */
    async details(p: Principal, id: string): Promise<MaterialDetails> {
      const m = await materialRepo(db).find(id, p.range);
      if (!m) throw new AppError('NOT_FOUND');
      const [folderPath, used] = await Promise.all([
        m.folderId ? folders.chain(m.folderId) : Promise.resolve([]),
        uses.of(db, [m.id], p.range),
      ]);
      return { material: m, folderPath, uses: used };
    },

    async uploaders(p: Principal, officeId?: string) {
      return materialRepo(db).uploaders(await officeInRange(db, p, officeId));
    },
  };
}
export type LibraryService = ReturnType<typeof libraryService>;
