import type { CustomerBrand } from '@apm/contract';
import { sql } from 'kysely';
import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';
import { brandColumns, toBrand } from './brand-row.js';
import { customersIn } from './repo.js';
import { likePattern } from '../../platform/db/like.js';

/** The customer owning a host name, with its brand. */
export interface HostOwner {
  officeId: string;
  brand: CustomerBrand;
}

/**
 * Host names bound to customers (sys_customer_domain, one normal form each, unique) and the
 * pictures uploaded for their brands (sys_brand_image).
 */
export function domainRepo(db: Executor) {
  return {
    /** The customer a host name is bound to, with its brand (one indexed lookup). */
    async ownerOfHost(host: string): Promise<HostOwner | undefined> {
      const r = await db
        .selectFrom('sys_customer_domain as d')
        .innerJoin('sys_office as o', 'o.id', 'd.office_id')
        .leftJoin('sys_customer as c', 'c.office_id', 'o.id')
        .select(['o.id as officeId', ...brandColumns])
        .where('d.host', '=', host)
        .where('o.type', '=', 'customer')
        .executeTakeFirst();
      return r && { officeId: r.officeId, brand: toBrand(r) };
    },

    async countHosts(officeId: string): Promise<number> {
      const r = await db
        .selectFrom('sys_customer_domain')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('office_id', '=', officeId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async insertDomain(d: { id: string; officeId: string; host: string; at: number }): Promise<void> {
      await db
        .insertInto('sys_customer_domain')
        .values({ id: d.id, office_id: d.officeId, host: d.host, created_at: d.at })
        .execute();
    },

    /** A bound host name whose customer lies in the range. */
    async findDomain(
      id: string,
      range: DataRange,
    ): Promise<{ id: string; host: string; officeId: string; customerName: string } | undefined> {
      return db
        .selectFrom('sys_customer_domain as d')
        .innerJoin('sys_office as o', 'o.id', 'd.office_id')
        .select(['d.id', 'd.host', 'd.office_id as officeId', 'o.name as customerName'])
        .where('d.id', '=', id)
        .where(inRange('o.path', range))
        .executeTakeFirst();
    },

    async deleteDomain(id: string): Promise<void> {
      await db.deleteFrom('sys_customer_domain').where('id', '=', id).execute();
    },

    /** A page of the customers in range whose name or one of whose host names contains `name`. */
    async domainPage(range: DataRange, name: string, offset: number, limit: number) {
      let q = customersIn(db, range);
      if (name) {
        const pattern = likePattern(name);
        q = q.where((eb) =>
          eb.or([
            sql<boolean>`lower(o.name) like ${pattern} escape '\\'`,
            eb.exists(
              eb
                .selectFrom('sys_customer_domain as d')
                .select('d.id')
                .whereRef('d.office_id', '=', 'o.id')
                .where(sql<boolean>`d.host like ${pattern} escape '\\'`),
            ),
          ]),
        );
      }
      const [rows, total] = await Promise.all([
        q
          .select(['o.id', 'o.name', 'p.name as parentName', 'c.personal'])
          .orderBy('o.name')
          .orderBy('o.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({ id: r.id, name: r.name, parentName: r.parentName, personal: r.personal === 1 })),
        count: Number(total.n),
      };
    },

    /** Records a picture uploaded for a customer's brand (once per customer and content). */
    async addImage(md5: string, officeId: string, at: number): Promise<void> {
      await db
        .insertInto('sys_brand_image')
        .values({ md5, office_id: officeId, created_at: at })
        .onConflict((oc) => oc.columns(['md5', 'office_id']).doNothing())
        .execute();
    },

    /** Whether a picture was uploaded for some customer's brand. */
    async isBrandImage(md5: string): Promise<boolean> {
      const r = await db.selectFrom('sys_brand_image').select('md5').where('md5', '=', md5).executeTakeFirst();
      return r !== undefined;
    },
  };
}
