import type { AgentCandidate, AgentItem, AgentUser } from '@apm/contract';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';
import { contains } from '../../platform/db/like.js';

const customersBelow = sql<number>`(select count(*) from sys_office cu where cu.type = 'customer'
  and cu.path like o.path || '%')`;

/** Agents (offices of type agent) and the offices directly under the platform that could become one. */
export function agentRepo(db: Executor) {
  const named = (name: string) => contains('o.name', name);
  return {
    /** A page of the agents, by name. */
    async agents(name: string, offset: number, limit: number): Promise<{ rows: AgentItem[]; count: number }> {
      let q = db.selectFrom('sys_office as o').where('o.type', '=', 'agent');
      if (name) q = q.where(named(name));
      const [rows, total] = await Promise.all([
        q
          .select([
            'o.id',
            'o.name',
            'o.remarks',
            'o.created_at as createdAt',
            'o.updated_at as updatedAt',
            customersBelow.as('customers'),
            sql<number>`(select count(*) from sys_user u where u.office_id = o.id)`.as('users'),
          ])
          .orderBy('o.name')
          .orderBy('o.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, customers: Number(r.customers), users: Number(r.users) })),
        count: Number(total.n),
      };
    },

    /** A page of the offices directly under the platform, of type office, holding no customers. */
    async candidates(
      platformId: string,
      name: string,
      offset: number,
      limit: number,
    ): Promise<{ rows: AgentCandidate[]; count: number }> {
      let q = db
        .selectFrom('sys_office as o')
        .where('o.parent_id', '=', platformId)
        .where('o.type', '=', 'office')
        .where(sql<boolean>`${customersBelow} = 0`);
      if (name) q = q.where(named(name));
      const [rows, total] = await Promise.all([
        q
          .select([
            'o.id',
            'o.name',
            'o.remarks',
            sql<number>`(select count(*) from sys_user u inner join sys_office uo on uo.id = u.office_id
              where uo.path like o.path || '%')`.as('users'),
            sql<number>`(select count(*) from sys_office so where so.path like o.path || '%' and so.id <> o.id)`.as(
              'offices',
            ),
          ])
          .orderBy('o.sort')
          .orderBy('o.name')
          .offset(offset)
          .limit(limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, users: Number(r.users), offices: Number(r.offices) })),
        count: Number(total.n),
      };
    },

    /** Customers in the subtree at `path`. */
    async customersIn(path: string): Promise<number> {
      const r = await db
        .selectFrom('sys_office')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('type', '=', 'customer')
        .where('path', 'like', `${path}%`)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async setType(id: string, type: 'agent' | 'office', at: number): Promise<void> {
      await db.updateTable('sys_office').set({ type, updated_at: at }).where('id', '=', id).execute();
    },

    /** A page of the users of one office (not its subtree), with their role names. */
    async users(officeId: string, offset: number, limit: number): Promise<{ rows: AgentUser[]; count: number }> {
      const q = db.selectFrom('sys_user as u').where('u.office_id', '=', officeId);
      const [rows, total] = await Promise.all([
        q
          .select(['u.id', 'u.login_name as loginName', 'u.name', 'u.email', 'u.status', 'u.login_date as loginDate'])
          .orderBy('u.login_name')
          .offset(offset)
          .limit(limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const ids = rows.map((r) => r.id);
      const roles = ids.length
        ? await db
            .selectFrom('sys_user_role as ur')
            .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
            .select(['ur.user_id as userId', 'r.name'])
            .where('ur.user_id', 'in', ids)
            .orderBy('r.name')
            .execute()
        : [];
      return {
        rows: rows.map((r) => ({
          ...r,
          status: r.status === 'disabled' ? 'disabled' : 'active',
          loginDate: r.loginDate === null ? null : Number(r.loginDate),
          roleNames: roles.filter((x) => x.userId === r.id).map((x) => x.name),
        })),
        count: Number(total.n),
      };
    },
  };
}
