import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';

export interface UserRow {
  id: string;
  officeId: string;
  officeName: string;
  loginName: string;
  name: string;
  passwordHash: string;
  email: string;
  phone: string;
  avatar: string;
  userPwdType: string;
  status: string;
  /** The sign-in before the current one. */
  prevLoginIp: string;
  prevLoginDate: number | null;
}

export interface NewUser {
  id: string;
  officeId: string;
  loginName: string;
  name: string;
  passwordHash: string;
  email: string;
  userPwdType: string;
  at: number;
}

/** Users of the console. */
export function userRepo(db: Executor) {
  const base = () =>
    db
      .selectFrom('sys_user as u')
      .innerJoin('sys_office as o', 'o.id', 'u.office_id')
      .select([
        'u.id',
        'u.office_id as officeId',
        'o.name as officeName',
        'u.login_name as loginName',
        'u.name',
        'u.password_hash as passwordHash',
        'u.email',
        'u.phone',
        'u.avatar',
        'u.user_pwd_type as userPwdType',
        'u.status',
        'u.prev_login_ip as prevLoginIp',
        'u.prev_login_date as prevLoginDate',
      ]);
  return {
    findById: (id: string): Promise<UserRow | undefined> => base().where('u.id', '=', id).executeTakeFirst(),
    findByLoginName: (loginName: string): Promise<UserRow | undefined> =>
      base()
        .where(sql`lower(u.login_name)`, '=', loginName.toLowerCase())
        .executeTakeFirst(),
    async insert(u: NewUser): Promise<void> {
      await db
        .insertInto('sys_user')
        .values({
          id: u.id,
          office_id: u.officeId,
          login_name: u.loginName,
          name: u.name,
          password_hash: u.passwordHash,
          email: u.email,
          user_pwd_type: u.userPwdType,
          created_at: u.at,
          updated_at: u.at,
        })
        .execute();
    },
    /** Records a sign-in; the one it replaces becomes the previous sign-in. */
    async recordLogin(id: string, ip: string, at: number): Promise<void> {
      await db
        .updateTable('sys_user')
        .set((eb) => ({
          prev_login_ip: eb.ref('login_ip'),
          prev_login_date: eb.ref('login_date'),
          login_ip: ip,
          login_date: at,
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}
export type UserRepo = ReturnType<typeof userRepo>;
