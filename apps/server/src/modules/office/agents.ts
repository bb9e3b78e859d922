import type { AgentCandidate, AgentItem, AgentOpen, AgentUser, Page } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { userCreation } from '../user/create.js';
import { checkFirstAdmin, createFirstAdmin } from '../user/first-admin.js';
import type { PasswordService } from '../user/passwords.js';
import { agentRepo } from './agent-repo.js';
import { officeRepo, type OfficeRow } from './repo.js';

/**
 * Agent activation (spec 6: an administrator function): a platform administrator opens an office
 * directly under the platform as an agent (reseller), which may then hold customers, and closes
 * it again once it holds none.
 */
export function agentService(db: Kysely<Database>, passwords: PasswordService, audit: AuditLog) {
  const repo = agentRepo(db);
  const offices = officeRepo(db);
  const users = userCreation(db, passwords);

  /**
   * The platform office, the caller's own: sys:agent is platform-only (menu.ts), so only users of
   * the platform office hold it and reach these calls (access/service.ts readGrants is the rule).
   */
  const platformOf = async (p: Principal): Promise<OfficeRow> => {
    const own = await offices.byPath(p.officePath);
    // Not reached while the rule holds; kept so that a change to it cannot open agents to a tenant.
    if (!own || own.type !== 'platform') throw new AppError('NO_PERMISSION');
    return own;
  };

  const mustFind = async (id: string, p: Principal): Promise<OfficeRow> => {
    const o = await offices.find(id, p.range);
    if (!o) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
    return o;
  };

  return {
    async list(p: Principal, name: string, pageNo: number, pageSize: number): Promise<Page<AgentItem>> {
      await platformOf(p);
      const { rows, count } = await repo.agents(name, (pageNo - 1) * pageSize, pageSize);
      return { list: rows, count, pageNo, pageSize };
    },

    async candidates(p: Principal, name: string, pageNo: number, pageSize: number): Promise<Page<AgentCandidate>> {
      const platform = await platformOf(p);
      const { rows, count } = await repo.candidates(platform.id, name, (pageNo - 1) * pageSize, pageSize);
      return { list: rows, count, pageNo, pageSize };
    },

    /** Opens an office as an agent, with its first agent administrator when asked for, in one transaction. */
    async open(p: Principal, input: AgentOpen, meta: RequestMeta, held: Set<string>): Promise<{ id: string }> {
      const platform = await platformOf(p);
      const o = await mustFind(input.id, p);
      if (o.type === 'agent') throw new AppError('CONFLICT', { message: 'This office is an agent already' });
      if (o.type !== 'office' || o.parentId !== platform.id) {
        throw new AppError('CONFLICT', { message: 'Only an office directly under the platform can become an agent' });
      }
      const customers = await repo.customersIn(o.path);
      if (customers > 0) {
        throw new AppError('CONFLICT', {
          message: `The office holds ${customers} customer(s); it cannot become an agent`,
          jsonObject: { customers },
        });
      }
      const admin = await checkFirstAdmin(db, users, input, o.id, 'agentAdmin', held);
      const at = now();
      await inTransaction(db, async (trx) => {
        await agentRepo(trx).setType(o.id, 'agent', at);
        await audit.record(
          trx,
          auditBy(p, meta, 'agent', 'open', o.name, { type: { before: o.type, after: 'agent' } }),
        );
        if (admin) await createFirstAdmin(trx, users, audit, p, meta, admin, o.name, at);
      });
      return { id: o.id };
    },

    /** Closes an agent (it becomes a plain office again); refused while it has customers. */
    async close(p: Principal, id: string, meta: RequestMeta): Promise<void> {
      await platformOf(p);
      const o = await mustFind(id, p);
      if (o.type !== 'agent') throw new AppError('NOT_FOUND', { message: 'No such agent' });
      const customers = await repo.customersIn(o.path);
      if (customers > 0) {
        throw new AppError('CONFLICT', {
          message: `The agent still has ${customers} customer(s): move or delete them first`,
          jsonObject: { customers },
        });
      }
      await inTransaction(db, async (trx) => {
        await agentRepo(trx).setType(o.id, 'office', now());
        await audit.record(
          trx,
          auditBy(p, meta, 'agent', 'close', o.name, { type: { before: 'agent', after: 'office' } }),
        );
      });
    },

    /** The users of the agent office itself (its administrators and staff), paged. */
    async users(p: Principal, id: string, pageNo: number, pageSize: number): Promise<Page<AgentUser>> {
      await platformOf(p);
      const o = await mustFind(id, p);
      if (o.type !== 'agent') throw new AppError('NOT_FOUND', { message: 'No such agent' });
      const { rows, count } = await repo.users(o.id, (pageNo - 1) * pageSize, pageSize);
      return { list: rows, count, pageNo, pageSize };
    },
  };
}
export type AgentService = ReturnType<typeof agentService>;
