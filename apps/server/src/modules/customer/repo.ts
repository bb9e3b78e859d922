import {
  EMPTY_CUSTOMER_BRAND,
  type CustomerBrand,
  type CustomerDomain,
  type CustomerItem,
  type CustomerParent,
} from '@apm/contract';
import { sql } from 'kysely';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { brandColumns, toBrand } from './brand-row.js';
import { contains } from '../../platform/db/like.js';

/** A customer as stored, with the path of its office (for its range checks). */
export interface CustomerRow extends Omit<CustomerItem, 'hosts'> {
  path: string;
}

export interface CustomerContact {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/** The customers (offices of type customer) in a range, with their agent and their own row. */
export const customersIn = (db: Executor, range: DataRange) =>
  db
    .selectFrom('sys_office as o')
    .innerJoin('sys_office as p', 'p.id', 'o.parent_id')
    .leftJoin('sys_customer as c', 'c.office_id', 'o.id')
    .where('o.type', '=', 'customer')
    .where(inRange('o.path', range));

/**
 * Customers (offices of type customer), their contact and brand (sys_customer) and their host
 * names (sys_customer_domain). Every read of customers takes the caller's data range.
 */
export function customerRepo(db: Executor) {
  const customers = (range: DataRange) => customersIn(db, range);

  const rowColumns = [
    'o.id',
    'o.name',
    'o.parent_id as parentId',
    'p.name as parentName',
    'o.remarks',
    'o.path',
    'o.created_at as createdAt',
    'c.contact_name as contactName',
    'c.contact_phone as contactPhone',
    'c.contact_email as contactEmail',
    'c.personal',
    sql<number>`(select count(*) from sys_user u inner join sys_office uo on uo.id = u.office_id
      where uo.path like o.path || '%')`.as('users'),
    sql<number>`(select count(*) from sys_office so where so.path like o.path || '%' and so.id <> o.id)`.as('offices'),
  ] as const;

  type Raw = {
    id: string;
    name: string;
    parentId: string | null;
    parentName: string;
    remarks: string;
    path: string;
    createdAt: number;
    contactName: string | null;
    contactPhone: string | null;
    contactEmail: string | null;
    personal: number | null;
    users: number | string;
    offices: number | string;
  };
  const toRow = (r: Raw): CustomerRow => ({
    id: r.id,
    name: r.name,
    parentId: r.parentId ?? '',
    parentName: r.parentName,
    remarks: r.remarks,
    path: r.path,
    createdAt: Number(r.createdAt),
    contactName: r.contactName ?? '',
    contactPhone: r.contactPhone ?? '',
    contactEmail: r.contactEmail ?? '',
    personal: r.personal === 1,
    users: Number(r.users),
    offices: Number(r.offices),
  });

  return {
    /** A page of the customers in range: by name, or (parentId) those directly under one office. */
    async page(
      range: DataRange,
      f: { name?: string; parentId?: string },
      offset: number,
      limit: number,
    ): Promise<{ rows: CustomerRow[]; count: number }> {
      let q = customers(range);
      if (f.name) q = q.where(contains('o.name', f.name));
      if (f.parentId) q = q.where('o.parent_id', '=', f.parentId);
      const [rows, total] = await Promise.all([
        q.select(rowColumns).orderBy('o.created_at', 'desc').orderBy('o.id').offset(offset).limit(limit).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => toRow(r as Raw)), count: Number(total.n) };
    },

    /** The customer if it lies in the range. */
    async find(id: string, range: DataRange): Promise<CustomerRow | undefined> {
      const r = await customers(range).select(rowColumns).where('o.id', '=', id).executeTakeFirst();
      return r && toRow(r as Raw);
    },

    async brandOf(id: string): Promise<CustomerBrand> {
      const r = await db
        .selectFrom('sys_office as o')
        .leftJoin('sys_customer as c', 'c.office_id', 'o.id')
        .select(brandColumns)
        .where('o.id', '=', id)
        .executeTakeFirst();
      return r ? toBrand(r) : { ...EMPTY_CUSTOMER_BRAND };
    },

    /** Host names of customers, oldest first, by customer id. */
    async hostsOf(ids: string[]): Promise<Map<string, CustomerDomain[]>> {
      const out = new Map<string, CustomerDomain[]>(ids.map((i) => [i, []]));
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('sys_customer_domain')
        .select(['id', 'office_id as officeId', 'host', 'created_at as createdAt'])
        .where('office_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('host')
        .execute();
      for (const r of rows) out.get(r.officeId)?.push({ id: r.id, host: r.host, createdAt: Number(r.createdAt) });
      return out;
    },

    async insert(officeId: string, contact: CustomerContact, at: number): Promise<void> {
      await db
        .insertInto('sys_customer')
        .values({
          office_id: officeId,
          contact_name: contact.contactName,
          contact_phone: contact.contactPhone,
          contact_email: contact.contactEmail,
          languages: JSON.stringify(EMPTY_CUSTOMER_BRAND.languages),
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    /** Writes the contact; a customer without its row (made before customers had one) gets it. */
    async setContact(officeId: string, contact: CustomerContact, at: number): Promise<void> {
      const values = {
        contact_name: contact.contactName,
        contact_phone: contact.contactPhone,
        contact_email: contact.contactEmail,
        updated_at: at,
      };
      await db
        .insertInto('sys_customer')
        .values({
          office_id: officeId,
          languages: JSON.stringify(EMPTY_CUSTOMER_BRAND.languages),
          created_at: at,
          ...values,
        })
        .onConflict((oc) => oc.column('office_id').doUpdateSet(values))
        .execute();
    },

    async setBrand(officeId: string, b: CustomerBrand, at: number): Promise<void> {
      const values = {
        personal: b.enabled ? 1 : 0,
        title: b.title,
        logo: b.logo,
        icon: b.icon,
        copyright: b.copyright,
        footer_links: JSON.stringify(b.footerLinks),
        languages: JSON.stringify(b.languages),
        default_language: b.defaultLanguage,
        register: b.register ? 1 : 0,
        register_role: b.registerRole,
        policy_url: b.policyUrl,
        manual_url: b.manualUrl,
        updated_at: at,
      };
      await db
        .insertInto('sys_customer')
        .values({ office_id: officeId, created_at: at, ...values })
        .onConflict((oc) => oc.column('office_id').doUpdateSet(values))
        .execute();
    },

    /**
     * The customer an office belongs to: the office itself or its nearest ancestor of type
     * customer (its path lists them all), with its brand and first host name.
     */
    async customerOfOffice(officeId: string): Promise<{ id: string; brand: CustomerBrand; host: string } | undefined> {
      const office = await db.selectFrom('sys_office').select('path').where('id', '=', officeId).executeTakeFirst();
      if (!office) return undefined;
      const ancestors = office.path.split(',').filter(Boolean);
      const r = await db
        .selectFrom('sys_office as o')
        .leftJoin('sys_customer as c', 'c.office_id', 'o.id')
        .select(['o.id', 'o.path', ...brandColumns])
        .where('o.id', 'in', ancestors)
        .where('o.type', '=', 'customer')
        .orderBy(sql`length(o.path)`, 'desc')
        .executeTakeFirst();
      if (!r) return undefined;
      const first = await db
        .selectFrom('sys_customer_domain')
        .select('host')
        .where('office_id', '=', r.id)
        .orderBy('created_at')
        .orderBy('host')
        .executeTakeFirst();
      return { id: r.id, brand: toBrand(r), host: first?.host ?? '' };
    },

    /** The offices in range customers can be created under: the platform and agents. */
    async parents(range: DataRange, name: string, offset: number, limit: number) {
      let q = db
        .selectFrom('sys_office as o')
        .where(inRange('o.path', range))
        .where('o.type', 'in', ['platform', 'agent']);
      if (name) q = q.where(contains('o.name', name));
      const [rows, total] = await Promise.all([
        q
          .select(['o.id', 'o.name', 'o.type'])
          .orderBy(sql`case when o.type = 'platform' then 0 else 1 end`)
          .orderBy('o.name')
          .offset(offset)
          .limit(limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as CustomerParent[], count: Number(total.n) };
    },
  };
}
export type CustomerRepo = ReturnType<typeof customerRepo>;
