import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DataRange } from '../auth/principal.js';

export type { DataRange };

/**
 * The one data-range filter (DESIGN 4): keeps rows whose office path, the column `ref`
 * (e.g. 'o.path' of a joined sys_office), lies in the range. Use as `.where(inRange('o.path', p.range))`.
 */
export function inRange(ref: string, range: DataRange): RawBuilder<SqlBool> {
  return range.subtree
    ? sql<SqlBool>`${sql.ref(ref)} like ${`${range.path}%`}`
    : sql<SqlBool>`${sql.ref(ref)} = ${range.path}`;
}

/** Whether an office path lies in the range (the same rule as `inRange`, for a path already read). */
export const pathInRange = (path: string, range: DataRange): boolean =>
  range.subtree ? path.startsWith(range.path) : path === range.path;
