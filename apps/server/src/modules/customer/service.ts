import type {
  Brand,
  CustomerBrand,
  CustomerBrandSave,
  CustomerFigures,
  CustomerInfo,
  CustomerItem,
  CustomerParent,
  CustomerSave,
  Page,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import { countInOffices, type OfficeCounter } from '../../platform/module.js';
import { customerBrandFor, hostKey, type BrandService } from '../brand/service.js';
import { auditBy, type AuditEntry, type AuditLog } from '../log/audit.js';
import { officeRepo } from '../office/repo.js';
import { userCreation } from '../user/create.js';
import { checkFirstAdmin, createFirstAdmin } from '../user/first-admin.js';
import type { PasswordService } from '../user/passwords.js';
import { customerRepo, type CustomerRow } from './repo.js';

const item = ({ path: _path, ...rest }: CustomerRow, hosts: string[]): CustomerItem => ({ ...rest, hosts });

/** Fields that differ between two records, as the audit log keeps them. */
function diff<T extends object>(before: T, after: T): NonNullable<AuditEntry['changes']> {
  const out: NonNullable<AuditEntry['changes']> = {};
  for (const k of Object.keys(after) as (keyof T & string)[]) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) out[k] = { before: before[k], after: after[k] };
  }
  return out;
}

/**
 * Customers: offices of type customer directly under an agent or the platform, within the
 * caller's range. An agent's administrator (range = the agent) sees and manages only its own.
 */
export function customerService(
  db: Kysely<Database>,
  brands: BrandService,
  passwords: PasswordService,
  audit: AuditLog,
  counters: readonly OfficeCounter[],
) {
  const repo = customerRepo(db);
  const users = userCreation(db, passwords);

  const mustFind = async (id: string, p: Principal): Promise<CustomerRow> => {
    const c = await repo.find(id, p.range);
    if (!c) throw new AppError('NOT_FOUND', { message: 'No such customer in your range' });
    return c;
  };

  const page = async (
    p: Principal,
    filter: { name?: string; parentId?: string },
    pageNo: number,
    pageSize: number,
  ): Promise<Page<CustomerItem>> => {
    const { rows, count } = await repo.page(p.range, filter, (pageNo - 1) * pageSize, pageSize);
    const hosts = await repo.hostsOf(rows.map((r) => r.id));
    const list = rows.map((r) =>
      item(
        r,
        (hosts.get(r.id) ?? []).map((h) => h.host),
      ),
    );
    return { list, count, pageNo, pageSize };
  };

  const info = async (c: CustomerRow): Promise<CustomerInfo> => {
    const [brand, hosts] = await Promise.all([repo.brandOf(c.id), repo.hostsOf([c.id])]);
    const { path: _path, ...rest } = c;
    return { ...rest, brand, hosts: hosts.get(c.id) ?? [] };
  };

  return {
    /** Customers of the range whose name contains `name`, newest first. */
    search: (p: Principal, name: string, pageNo: number, pageSize: number) => page(p, { name }, pageNo, pageSize),

    /** The customers directly under an office of the range (default: the caller's). */
    async children(p: Principal, id: string | undefined, pageNo: number, pageSize: number) {
      const parent = await officeRepo(db).find(id ?? p.range.officeId, p.range);
      if (!parent) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
      return page(p, { parentId: parent.id }, pageNo, pageSize);
    },

    info: async (p: Principal, id: string): Promise<CustomerInfo> => info(await mustFind(id, p)),

    /** Live figures of the customer's subtree: users, offices, terminals authorised and online, the bytes of its materials. */
    async figures(p: Principal, id: string): Promise<CustomerFigures> {
      const c = await mustFind(id, p);
      const counts = await countInOffices(counters, db, { officeId: c.id, path: c.path, subtree: true });
      return {
        customerId: c.id,
        users: c.users,
        offices: c.offices,
        terminalsOnline: counts.terminalsOnline,
        terminalsTotal: counts.terminalsAuthorised,
        storageBytes: counts.storageBytes,
      };
    },

    /** Where the caller may create customers: the platform and agents of its range. */
    async parents(p: Principal, name: string, pageNo: number, pageSize: number): Promise<Page<CustomerParent>> {
      const { rows, count } = await repo.parents(p.range, name, (pageNo - 1) * pageSize, pageSize);
      return { list: rows, count, pageNo, pageSize };
    },

    /**
     * Creates a customer under an agent or the platform of the range (default: the caller's
     * office), with its first customer administrator when asked for, in one transaction; or
     * edits a customer's name, remarks and contact.
     */
    async save(p: Principal, input: CustomerSave, meta: RequestMeta, held: Set<string>): Promise<CustomerItem> {
      const at = now();
      const contact = {
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        contactEmail: input.contactEmail,
      };
      if (input.id) {
        const before = await mustFind(input.id, p);
        const office = (await officeRepo(db).find(before.id, p.range))!;
        const after = { name: input.name, remarks: input.remarks, ...contact };
        const changes = diff(
          {
            name: before.name,
            remarks: before.remarks,
            contactName: before.contactName,
            contactPhone: before.contactPhone,
            contactEmail: before.contactEmail,
          },
          after,
        );
        await inTransaction(db, async (trx) => {
          await officeRepo(trx).update(before.id, { name: input.name, sort: office.sort, remarks: input.remarks }, at);
          await customerRepo(trx).setContact(before.id, contact, at);
          await audit.record(trx, auditBy(p, meta, 'customer', 'update', before.name, changes));
        });
        const [saved, hosts] = await Promise.all([mustFind(before.id, p), repo.hostsOf([before.id])]);
        return item(
          saved,
          (hosts.get(before.id) ?? []).map((h) => h.host),
        );
      }

      const parent = await officeRepo(db).find(input.parentId ?? p.range.officeId, p.range);
      if (!parent) throw new AppError('NOT_FOUND', { message: 'No such office in your range' });
      if (parent.type !== 'agent' && parent.type !== 'platform') {
        throw new AppError('CONFLICT', {
          message: 'Customers are created directly under an agent or the platform',
          fields: [{ field: 'parentId', message: 'parentNotAgent' }],
        });
      }
      const id = newId(at);
      const admin = await checkFirstAdmin(db, users, input, id, 'customerAdmin', held);
      await inTransaction(db, async (trx) => {
        await officeRepo(trx).insert({
          id,
          parentId: parent.id,
          parentPath: parent.path,
          name: input.name,
          type: 'customer',
          remarks: input.remarks,
          at,
        });
        await customerRepo(trx).insert(id, contact, at);
        await audit.record(
          trx,
          auditBy(p, meta, 'customer', 'create', input.name, {
            name: { after: input.name },
            parent: { after: parent.name },
            remarks: { after: input.remarks },
            contactName: { after: input.contactName },
            contactPhone: { after: input.contactPhone },
            contactEmail: { after: input.contactEmail },
          }),
        );
        if (admin) await createFirstAdmin(trx, users, audit, p, meta, admin, input.name, at);
      });
      // Read back by its own path: a caller whose range is its office alone still gets what it made.
      const made = await repo.find(id, { officeId: id, path: `${parent.path}${id},`, subtree: false });
      return item(made!, []);
    },

    /** Switches a customer's own brand on or off and writes its fields (kept while off). */
    async saveBrand(p: Principal, input: CustomerBrandSave, meta: RequestMeta): Promise<CustomerInfo> {
      const c = await mustFind(input.id, p);
      const before = await repo.brandOf(c.id);
      const after: CustomerBrand = {
        enabled: input.personalType === '1',
        title: input.title,
        logo: input.logo,
        icon: input.icon,
        copyright: input.copyright,
        footerLinks: input.footerLinks,
        languages: input.languages,
        defaultLanguage: input.defaultLanguage,
        register: input.register,
        registerRole: input.registerRole,
        policyUrl: input.policyUrl,
        manualUrl: input.manualUrl,
      };
      const at = now();
      await inTransaction(db, async (trx) => {
        await customerRepo(trx).setBrand(c.id, after, at);
        await audit.record(trx, auditBy(p, meta, 'customer', 'brand', c.name, diff(before, after)));
      });
      return info(c);
    },

    /**
     * GET /a/api/customer/imgSetting: the brand of the caller's customer (its office or nearest
     * customer ancestor) when that customer has its own brand on, else the brand of the host.
     */
    async imgSetting(p: Principal, host: string | undefined): Promise<Brand> {
      const c = await repo.customerOfOffice(p.officeId);
      if (c?.brand.enabled) return customerBrandFor(c.brand, c.host || hostKey(host));
      return brands.brandFor(host);
    },
  };
}
export type CustomerService = ReturnType<typeof customerService>;

/**
 * What getUserInfo tells about the user's customer (spec 3): its first host name, whether it
 * has its own brand ("1") or not ("0"), and that brand's logo. Empty for users outside customers.
 */
export async function customerFacts(
  db: Kysely<Database>,
  officeId: string,
): Promise<{ secondDomainName: string; personalType: string; logo: string }> {
  const c = await customerRepo(db).customerOfOffice(officeId);
  if (!c) return { secondDomainName: '', personalType: '0', logo: '' };
  return {
    secondDomainName: c.host,
    personalType: c.brand.enabled ? '1' : '0',
    logo: c.brand.enabled ? c.brand.logo : '',
  };
}
