import type { Executor } from '../../platform/db/transaction.js';

/** Each user's chosen default data range (sys_user.data_range_office_id). */
export function dataRangeRepo(db: Executor) {
  return {
    /** Sets the office the user's lists start at; null goes back to the user's own office. */
    async set(userId: string, officeId: string | null): Promise<void> {
      await db.updateTable('sys_user').set({ data_range_office_id: officeId }).where('id', '=', userId).execute();
    },
  };
}
