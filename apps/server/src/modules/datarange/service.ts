import type { DataRangeInfo, OfficeNode } from '@apm/contract';
import type { Kysely } from 'kysely';
import { fullRange, type Principal } from '../../platform/auth/principal.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { officeRepo } from '../office/repo.js';
import { officeTreeLevel } from '../office/service.js';
import { userRepo } from '../user/repo.js';

/**
 * The default data range (spec 7 updateDefDataRange): a user narrows their lists to an office
 * inside their own range until they reset it. The principal carries the range on every request
 * (resolved with the session); this module only records the choice.
 */
export function dataRangeService(db: Kysely<Database>, audit: AuditLog) {
  const offices = officeRepo(db);

  const info = (p: Principal, office: { id: string; name: string }): DataRangeInfo => ({
    officeId: office.id,
    officeName: office.name,
    isDefault: office.id === p.officeId,
    dataScope: p.dataScope,
  });

  return {
    /** The range the caller's lists show now. */
    async current(p: Principal): Promise<DataRangeInfo> {
      const name = (await offices.nameOf(p.range.officeId)) ?? '';
      return info(p, { id: p.range.officeId, name });
    },

    /** Narrows the caller's default range to an office of their own range; '' resets it. */
    async update(p: Principal, officeId: string, meta: RequestMeta): Promise<DataRangeInfo> {
      const own = fullRange(p);
      const target = officeId ? await offices.find(officeId, own) : await offices.find(p.officeId, own);
      if (!target) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
      const before = (await offices.nameOf(p.range.officeId)) ?? '';
      await inTransaction(db, async (trx) => {
        await userRepo(trx).setDataRange(p.userId, target.id === p.officeId ? null : target.id);
        if (target.id !== p.range.officeId)
          await audit.record(
            trx,
            auditBy(p, meta, 'user', 'dataRange', p.loginName, { dataRange: { before, after: target.name } }),
          );
      });
      return info(p, target);
    },

    /** One level of the offices the caller may choose from (no id: their own office). */
    tree: (p: Principal, id: string | undefined): Promise<OfficeNode[]> => officeTreeLevel(db, fullRange(p), id),
  };
}
export type DataRangeService = ReturnType<typeof dataRangeService>;
