import type { OperationEntry } from '@apm/contract';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/** How many distinct permissions the entries grant (`id:operation`, or the bare id of an entry without operations). */
export function permissionCount(entries: readonly OperationEntry[]): number {
  const held = new Set(entries.flatMap((e) => (e.operation.length ? e.operation.map((o) => `${e.id}:${o}`) : [e.id])));
  return held.size;
}

/** A moment (epoch ms) as date and time in the browser's time zone and the active dayjs locale. */
export const formatMoment = (epochMs: number): string => dayjs(epochMs).format('LLL');

/** The time of day of a moment (epoch ms), in the browser's time zone. */
export const formatTime = (epochMs: number): string => dayjs(epochMs).format('LT');

/** The date of a moment (epoch ms), in the browser's time zone. */
export const formatDate = (epochMs: number): string => dayjs(epochMs).format('LL');

/** The browser's IANA time zone, which every moment on the page is shown in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
