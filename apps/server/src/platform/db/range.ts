import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DataRange } from '../auth/principal.js';

export type { DataRange };

/**
 * Whether the range is the whole platform: the subtree of the root office, whose path is its id
 * alone. Only such a range sees rows that outlived their office (`inRange`'s `orphans`).
 */
export const isWholePlatform = (range: DataRange): boolean =>
  range.subtree && range.path.split(',').filter(Boolean).length === 1;

/**
 * The one data-range filter (DESIGN 4): keeps rows whose office path, the column `ref`
 * (e.g. 'o.path' of a joined sys_office), lies in the range. Use as `.where(inRange('o.path', p.range))`.
 *
 * `orphans`: for rows that outlive their office (the audit log; offices are deleted for good), read
 * with a left join, so `ref` is null once the office is gone. Such a row lies in no office's
 * subtree but the platform's: the range of the whole platform keeps it, every other range does not.
 */
export function inRange(ref: string, range: DataRange, opts: { orphans?: boolean } = {}): RawBuilder<SqlBool> {
  const within = range.subtree
    ? sql<SqlBool>`${sql.ref(ref)} like ${`${range.path}%`}`
    : sql<SqlBool>`${sql.ref(ref)} = ${range.path}`;
  return opts.orphans && isWholePlatform(range) ? sql<SqlBool>`(${within} or ${sql.ref(ref)} is null)` : within;
}

/** Whether an office path lies in the range (the same rule as `inRange`, for a path already read). */
export const pathInRange = (path: string, range: DataRange): boolean =>
  range.subtree ? path.startsWith(range.path) : path === range.path;
