import { z } from 'zod';

/** One row of the audit log as the log page shows it. */
export interface LogItem {
  id: string;
  at: number;
  userName: string;
  officeName: string;
  ip: string;
  userAgent: string;
  module: string;
  action: string;
  target: string;
  /** Changed fields: before and after. */
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

/**
 * GET /a/api/log/ajaxScrollLog: newest first, a page at a time; `cursor` is the `next` of the
 * previous page (keyset paging: stable while new rows arrive). Times are epoch ms.
 */
export const logScrollQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d+_[0-9a-f-]{36}$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
  module: z.string().trim().max(32).optional().default(''),
  action: z.string().trim().max(32).optional().default(''),
  userName: z.string().trim().max(64).optional().default(''),
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
});
export type LogScrollQuery = z.infer<typeof logScrollQuery>;

export const logDetailQuery = z.object({ id: z.string().trim().min(1).max(64) });
