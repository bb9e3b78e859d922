import type { Executor } from '../../platform/db/transaction.js';

export interface NewOffice {
  id: string;
  parentPath: string;
  parentId: string | null;
  name: string;
  type: 'platform' | 'agent' | 'customer' | 'office';
  at: number;
}

/** Offices (institutions): one tree; `path` lists the ancestors' ids for subtree queries. */
export function officeRepo(db: Executor) {
  return {
    async insert(o: NewOffice): Promise<void> {
      await db
        .insertInto('sys_office')
        .values({
          id: o.id,
          parent_id: o.parentId,
          path: `${o.parentPath}${o.id},`,
          name: o.name,
          type: o.type,
          sort: 0,
          created_at: o.at,
          updated_at: o.at,
        })
        .execute();
    },
    async nameOf(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('sys_office').select('name').where('id', '=', id).executeTakeFirst();
      return row?.name;
    },
  };
}
