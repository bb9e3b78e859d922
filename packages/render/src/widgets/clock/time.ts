import { dateTimeFormat } from '../intl.js';
import type { ClockProps } from './model.js';

/** A digital clock's text at an instant: "09:05", "09:05:07", "9:05 AM" (in its language). */
export function digitalTime(at: number, p: Pick<ClockProps, 'format' | 'seconds' | 'timeZone' | 'locale'>): string {
  const h24 = p.format === '24h';
  return dateTimeFormat(p.locale, p.timeZone, {
    hour: h24 ? '2-digit' : 'numeric',
    minute: '2-digit',
    ...(p.seconds ? { second: '2-digit' } : {}),
    hourCycle: h24 ? 'h23' : 'h12',
  }).format(at);
}

/** The angles of an analogue clock's hands in degrees, clockwise from 12. */
export function handAngles(hours: number, minutes: number, seconds: number) {
  // Divided last, so that whole minutes and seconds give exact angles.
  return {
    hour: ((hours % 12) * 60 + minutes) / 2,
    minute: (minutes * 60 + seconds) / 10,
    second: seconds * 6,
  };
}
