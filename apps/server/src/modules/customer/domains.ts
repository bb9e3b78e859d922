import { MAX_HOSTS_PER_CUSTOMER, type CustomerDomain, type DomainCustomer, type Page } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import type { BrandService } from '../brand/service.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { domainRepo } from './domain-repo.js';
import { customerRepo } from './repo.js';

const hostConflict = (message: string, key: string) =>
  new AppError('CONFLICT', { message, fields: [{ field: 'host', message: key }] });

/**
 * Host names of customers: each belongs to one customer in the whole platform (a unique index
 * on the normal form, so two simultaneous bindings cannot both win), and none of the built-in
 * configuration's hosts can be bound.
 */
export function domainService(db: Kysely<Database>, brands: BrandService, audit: AuditLog) {
  const repo = customerRepo(db);
  const hosts = domainRepo(db);
  return {
    /** Customers of the range with their host names; `name` matches a customer or a host name. */
    async page(p: Principal, name: string, pageNo: number, pageSize: number): Promise<Page<DomainCustomer>> {
      const { rows, count } = await hosts.domainPage(p.range, name, (pageNo - 1) * pageSize, pageSize);
      const bound = await repo.hostsOf(rows.map((r) => r.id));
      const list = rows.map((r) => ({
        customerId: r.id,
        customerName: r.name,
        parentName: r.parentName,
        personal: r.personal,
        hosts: bound.get(r.id) ?? [],
      }));
      return { list, count, pageNo, pageSize };
    },

    /** Binds a host name (already in normal form) to a customer of the range. */
    async bind(p: Principal, customerId: string, host: string, meta: RequestMeta): Promise<CustomerDomain> {
      const c = await repo.find(customerId, p.range);
      if (!c) throw new AppError('NOT_FOUND', { message: 'No such customer in your range' });
      if (brands.isConfiguredHost(host)) {
        throw hostConflict('This host name belongs to the built-in brand configuration', 'hostBuiltIn');
      }
      if ((await hosts.countHosts(c.id)) >= MAX_HOSTS_PER_CUSTOMER) {
        throw hostConflict(`A customer has at most ${MAX_HOSTS_PER_CUSTOMER} host names`, 'tooManyHosts');
      }
      const at = now();
      const id = newId(at);
      try {
        await inTransaction(db, async (trx) => {
          await domainRepo(trx).insertDomain({ id, officeId: c.id, host, at });
          await audit.record(trx, auditBy(p, meta, 'domain', 'create', host, { customer: { after: c.name } }));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw hostConflict('This host name is bound already', 'hostTaken');
        throw err;
      }
      return { id, host, createdAt: at };
    },

    /** Removes a host name of a customer of the range; the host shows the built-in brand again. */
    async unbind(p: Principal, id: string, meta: RequestMeta): Promise<void> {
      const d = await hosts.findDomain(id, p.range);
      if (!d) throw new AppError('NOT_FOUND', { message: 'No such host name in your range' });
      await inTransaction(db, async (trx) => {
        await domainRepo(trx).deleteDomain(d.id);
        await audit.record(trx, auditBy(p, meta, 'domain', 'delete', d.host, { customer: { before: d.customerName } }));
      });
    },
  };
}
export type DomainService = ReturnType<typeof domainService>;
