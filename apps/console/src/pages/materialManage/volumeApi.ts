import { volumeApi, type OfficeVolume, type Permission, type VolumeListQuery } from '@apm/contract';
import { useCall, useChange, useList } from '../../api/hooks';

/** Who sees every office's storage (volList), and who sets an office's own quota (setQuota). */
export const VOLUME_LIST: Permission = 'sys:office:view';
export const QUOTA_EDIT: Permission = 'sys:office:quota';

// The volume calls carry the material module's tag: material.changed events and every material
// change refresh them with the library's own reads.

/** An office's used, quota and free bytes (none: the office the user works in). */
export const useOfficeVolume = (officeId: string | undefined) =>
  useCall(volumeApi.getVolMsg, officeId ? { officeId } : {}, { quiet: true });

/** An office's usage by kind of material. */
export const useVolumeByKind = (officeId: string | undefined, enabled: boolean) =>
  useCall(volumeApi.getVolMsgByType, officeId ? { officeId } : {}, { enabled, quiet: true });

/** A page of the range's offices with their storage. */
export const useVolumeList = (q: VolumeListQuery, enabled: boolean) => useList(volumeApi.volList, q, { enabled });

export const useSetQuota = () => useChange(volumeApi.setQuota, { quiet: true });

/** How full an office is, 0 to 100 (null: no limit). */
export function percentUsed(v: Pick<OfficeVolume, 'usedBytes' | 'quotaBytes'>): number | null {
  if (v.quotaBytes === null) return null;
  if (v.quotaBytes === 0) return 100;
  return Math.min(100, Math.round((v.usedBytes / v.quotaBytes) * 1000) / 10);
}

/** Where the bar turns to a warning, then to red. */
export const WARN_PERCENT = 80;
export const FULL_PERCENT = 95;

/** The level of a bar at `percent`. */
export const levelOf = (percent: number | null): 'normal' | 'warning' | 'full' =>
  percent === null || percent < WARN_PERCENT ? 'normal' : percent < FULL_PERCENT ? 'warning' : 'full';
