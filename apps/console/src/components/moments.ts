import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

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
