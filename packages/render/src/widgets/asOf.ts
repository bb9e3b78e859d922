import { dateTimeFormat, zonedParts } from './intl.js';

/**
 * The line under old values: `template` with `{time}` replaced by when they were got, in the
 * language and the screen's zone: the time alone that same day ("as of 10:30"), else the date too;
 * null while they are not older than `oldAfterMs`.
 */
export function asOfLine(template: string, fetchedAt: number, now: number, oldAfterMs: number, locale: string) {
  if (now - fetchedAt <= oldAfterMs) return null;
  const got = zonedParts(fetchedAt, '');
  const today = zonedParts(now, '');
  const sameDay = got.year === today.year && got.month === today.month && got.day === today.day;
  const time = dateTimeFormat(locale, '', {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(fetchedAt);
  return template.replace('{time}', time);
}
