import type { DataScope } from '@apm/contract';

/**
 * The offices a caller's lists and look-ups cover: the office at `path` and, with `subtree`,
 * everything under it. Filter with platform/db/range.ts `inRange`.
 */
export interface DataRange {
  officeId: string;
  /** The office's path (ancestor ids, comma-ended). */
  path: string;
  subtree: boolean;
}

/** The signed-in caller of a request. */
export interface Principal {
  sessionId: string;
  userId: string;
  loginName: string;
  name: string;
  /** The user's own office (audit rows, "your own office" checks). */
  officeId: string;
  /** The path of the user's own office. */
  officePath: string;
  /** 'office' when every role of the user limits them to their own office; else 'subtree'. */
  dataScope: DataScope;
  /**
   * The range lists show (DESIGN 4): the user's office and its subtree, or the office inside it
   * the user chose as default (updateDefDataRange), or their own office alone with data scope 'office'.
   */
  range: DataRange;
  /** When the session ends unless renewed (epoch ms). */
  expiresAt: number;
  /** The password expired: every call but the forced change answers PASSWORD_EXPIRED. */
  mustChangePassword?: boolean;
}

/** The whole range a user may choose from: their own office (and its subtree unless data scope 'office'). */
export const fullRange = (p: Pick<Principal, 'officeId' | 'officePath' | 'dataScope'>): DataRange => ({
  officeId: p.officeId,
  path: p.officePath,
  subtree: p.dataScope === 'subtree',
});
