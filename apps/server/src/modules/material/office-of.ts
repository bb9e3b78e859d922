import type { Principal } from '../../platform/auth/principal.js';
import type { Executor } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import { officeRepo } from '../office/repo.js';

/**
 * The office a library call acts in: the one named, when it lies in the caller's data range (404
 * otherwise, like a missing one), else the office of the range (the caller's, or their chosen one).
 */
export async function officeInRange(ex: Executor, p: Principal, officeId: string | undefined): Promise<string> {
  if (!officeId || officeId === p.range.officeId) return p.range.officeId;
  const o = await officeRepo(ex).find(officeId, p.range);
  if (!o) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
  return o.id;
}
