import {
  capacityBytes,
  MATERIAL_KINDS,
  type OfficeVolume,
  type Page,
  type QuotaExceeded,
  type QuotaSource,
  type SetQuota,
  type VolumeByKind,
  type VolumeListQuery,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { officeRepo } from '../office/repo.js';
import { settingsRepo } from '../settings/repo.js';
import type { SettingsService } from '../settings/service.js';
import { volumeRepo, type OfficeUsage } from './volume-repo.js';

declare module '../../platform/module.js' {
  interface Services {
    /** Storage quotas and volumes of offices: figures, quotas, and the room check of every new material. */
    volumes: VolumeService;
  }
}

/** A file a change would add to an office: its MD5 and size in bytes. */
export interface BlobNeed {
  md5: string;
  size: number;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
/** Bytes in the units of spec 9, for messages to API clients (the console formats its own). */
export function bytesText(bytes: number): string {
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u++;
  }
  return `${u === 0 ? v : Math.round(v * 10) / 10} ${UNITS[u]}`;
}

/** The refusal of a change the office's quota has no room for (400, `size`: quotaExceeded; jsonObject QuotaExceeded). */
export function quotaRefusal(q: QuotaExceeded): AppError {
  return new AppError('VALIDATION', {
    message:
      `The office's storage quota (${bytesText(q.quotaBytes)}) has no room for this: it needs ` +
      `${bytesText(q.neededBytes)} and ${bytesText(q.freeBytes)} is free; nothing was stored`,
    fields: [{ field: 'size', message: 'quotaExceeded' }],
    jsonObject: q,
  });
}

/**
 * Storage quotas and volumes (spec 7 /a/api/vol/): what each office holds against its quota (its
 * own, else the capacitySetting), by kind and for every office of a range, and setting an office's
 * own quota. `ensureRoom` is the one check every path that adds files to an office goes through.
 */
export function volumeService(db: Kysely<Database>, deps: { settings: SettingsService; audit: AuditLog }) {
  const { settings, audit } = deps;
  const repo = volumeRepo(db);

  const capacity = async () => capacityBytes((await settings.values(['capacitySetting'])).capacitySetting);

  /** The quota that holds for an office with this own quota (undefined: none) under this capacity. */
  const quotaOf = (own: number | undefined, cap: number | null): { bytes: number | null; source: QuotaSource } =>
    own === undefined ? { bytes: cap, source: 'setting' } : { bytes: own === 0 ? null : own, source: 'office' };

  const volumeOf = (u: OfficeUsage, cap: number | null): OfficeVolume => {
    const q = quotaOf(u.ownQuota, cap);
    return {
      officeId: u.officeId,
      officeName: u.officeName,
      usedBytes: u.usedBytes,
      quotaBytes: q.bytes,
      freeBytes: q.bytes === null ? null : Math.max(0, q.bytes - u.usedBytes),
      materialCount: u.materialCount,
      quotaSource: q.source,
    };
  };

  /** The office `officeId` names in the caller's range (default the one they work in); 404 outside it. */
  const officeOf = async (p: Principal, officeId: string | undefined) => {
    const o = await officeRepo(db).find(officeId ?? p.range.officeId, p.range);
    if (!o) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
    return o;
  };

  const volume = async (officeId: string, officeName: string): Promise<OfficeVolume> => {
    const [f, own, cap] = await Promise.all([repo.figures([officeId]), repo.ownQuota(officeId), capacity()]);
    const mine = f.get(officeId);
    return volumeOf(
      { officeId, officeName, usedBytes: mine?.used ?? 0, materialCount: mine?.count ?? 0, ownQuota: own },
      cap,
    );
  };

  return {
    /** getVolMsg: an office's used, quota and free bytes and its materials. */
    async office(p: Principal, officeId: string | undefined): Promise<OfficeVolume> {
      const o = await officeOf(p, officeId);
      return volume(o.id, o.name);
    },

    /** getVolMsgByType: an office's used bytes and materials by kind, every kind listed. */
    async byKind(p: Principal, officeId: string | undefined): Promise<VolumeByKind> {
      const o = await officeOf(p, officeId);
      const kinds = await repo.byKind(o.id);
      return {
        officeId: o.id,
        kinds: MATERIAL_KINDS.map((kind) => ({
          kind,
          usedBytes: kinds.get(kind)?.used ?? 0,
          count: kinds.get(kind)?.count ?? 0,
        })),
      };
    },

    /** volList: the range's offices with their figures, paged. */
    async list(p: Principal, q: VolumeListQuery): Promise<Page<OfficeVolume>> {
      const [{ rows, count }, cap] = await Promise.all([repo.page(q, p.range), capacity()]);
      return { list: rows.map((r) => volumeOf(r, cap)), count, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    /**
     * setQuota: an office's own quota (0: no limit) or none (the capacitySetting then holds), for
     * an office of the range below the caller's own; the platform's office has nobody above it,
     * so its administrators set its quota themselves. Audit-logged with before and after.
     */
    async setQuota(p: Principal, input: SetQuota, meta: RequestMeta): Promise<OfficeVolume> {
      const o = await officeOf(p, input.officeId);
      if (o.id === p.officeId && o.parentId !== null) {
        throw new AppError('DENIED', {
          message: "Your own office's quota is set by an administrator of an office above it",
        });
      }
      const bytes = input.quotaBytes === '' ? undefined : input.quotaBytes;
      await inTransaction(db, async (trx) => {
        const r = volumeRepo(trx);
        const before = await r.ownQuota(o.id);
        await r.setQuota(o.id, bytes, now());
        await audit.record(
          trx,
          auditBy(p, meta, 'office', 'quota', o.name, {
            quotaBytes: { before: before ?? null, after: bytes ?? null },
          }),
        );
      });
      return volume(o.id, o.name);
    },

    /**
     * Refuses (quotaRefusal) a change that would add `blobs` to the office beyond its quota: only
     * the files the office does not hold yet count, each once. Call it in the transaction that
     * makes the office's rows: on PostgreSQL it holds the office's room until that transaction
     * ends, so two changes racing cannot both pass (SQLite runs one transaction at a time).
     */
    async ensureRoom(ex: Executor, officeId: string, blobs: readonly BlobNeed[]): Promise<void> {
      if (blobs.length === 0) return;
      const r = volumeRepo(ex);
      await r.lockRoom(officeId);
      // The setting read in `ex` too: on SQLite a transaction holds the one connection.
      const [own, cap] = await Promise.all([
        r.ownQuota(officeId),
        settingsRepo(ex).get('capacitySetting').then(capacityBytes),
      ]);
      const quota = quotaOf(own, cap).bytes;
      if (quota === null) return;
      const sizes = new Map(blobs.map((b) => [b.md5, b.size]));
      const held = await r.holds(officeId, [...sizes.keys()]);
      const neededBytes = [...sizes].reduce((sum, [md5, size]) => (held.has(md5) ? sum : sum + size), 0);
      if (neededBytes === 0) return;
      const usedBytes = await r.used(officeId);
      if (usedBytes + neededBytes <= quota) return;
      throw quotaRefusal({
        officeId,
        quotaBytes: quota,
        usedBytes,
        freeBytes: Math.max(0, quota - usedBytes),
        neededBytes,
      });
    },
  };
}
export type VolumeService = ReturnType<typeof volumeService>;
