import type { VerificationWay } from '@apm/contract';
import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';

/** What users change about themselves: profile and avatar. */
export function accountRepo(db: Executor) {
  return {
    async updateProfile(id: string, v: { name: string; email: string; phone: string }, at: number): Promise<void> {
      await db
        .updateTable('sys_user')
        .set({ name: v.name, email: v.email, phone: v.phone, updated_at: at })
        .where('id', '=', id)
        .execute();
    },
    async setAvatar(id: string, md5: string, at: number): Promise<void> {
      await db.updateTable('sys_user').set({ avatar: md5, updated_at: at }).where('id', '=', id).execute();
    },
    /** The avatar of a user whose office lies in the range (`scopePath` and below). */
    avatarInScope(userId: string, scopePath: string) {
      return db
        .selectFrom('sys_user as u')
        .innerJoin('sys_office as o', 'o.id', 'u.office_id')
        .select('u.avatar')
        .where('u.id', '=', userId)
        .where('o.path', 'like', `${scopePath}%`)
        .executeTakeFirst();
    },
    /** The user an e-mail address or phone belongs to: their office and addresses (compared as userRepo.taken does). */
    ownerOf(way: VerificationWay, address: string) {
      const q = db.selectFrom('sys_user').select(['office_id as officeId', 'email', 'phone']);
      return (
        way === 'email' ? q.where(sql`lower(email)`, '=', address.trim().toLowerCase()) : q.where('phone', '=', address)
      ).executeTakeFirst();
    },
    office(id: string) {
      return db
        .selectFrom('sys_office')
        .select(['id', 'parent_id as parentId', 'type', 'path', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
