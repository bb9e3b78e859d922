import { LOG_COUNT_LIMIT, type LogItem, type LogScrollQuery } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/envelope.js';
import { logRepo } from './repo.js';

/** One page of a scroll through the log, and where the next one starts (null at the end). */
export interface LogScrollPage {
  list: LogItem[];
  count: number | null;
  countCapped: boolean;
  pageNo: number;
  pageSize: number;
  next: string | null;
}

/** Reading the audit log within the caller's data range. */
export function logService(db: Kysely<Database>) {
  const repo = logRepo(db);
  return {
    async scroll(p: Principal, q: LogScrollQuery): Promise<LogScrollPage> {
      const { rows, count } = await repo.scroll(q, p.range);
      const last = rows.at(-1);
      const next = rows.length === q.pageSize && last ? `${last.at}_${last.id}` : null;
      const capped = count !== null && count > LOG_COUNT_LIMIT;
      return {
        list: rows,
        count: capped ? LOG_COUNT_LIMIT : count,
        countCapped: capped,
        pageNo: 1,
        pageSize: q.pageSize,
        next,
      };
    },
    async detail(p: Principal, id: string): Promise<LogItem> {
      const row = await repo.find(id, p.range);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  };
}
export type LogService = ReturnType<typeof logService>;
