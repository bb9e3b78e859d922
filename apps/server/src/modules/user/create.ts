import type { PasswordType, USER_STATUSES } from '@apm/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { isUniqueViolation } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import { newId } from '../../platform/ids.js';
import { roleRepo } from '../role/repo.js';
import type { PasswordService } from './passwords.js';
import { userRepo } from './repo.js';

/**
 * A user to make, as every maker asks for one: system initialisation, user management,
 * registration, the first administrator of a customer or agent, the demo seed.
 */
export interface NewUser {
  officeId: string;
  loginName: string;
  name: string;
  password: string;
  email: string;
  phone?: string;
  /** Default active. */
  status?: (typeof USER_STATUSES)[number];
  roleIds: string[];
}

/** The form fields a refusal names (a first administrator's form calls them adminLoginName, adminPassword). */
export interface NewUserFields {
  loginName: string;
  password: string;
}

const FORM_FIELDS: NewUserFields = { loginName: 'loginName', password: 'password' };

declare const checked: unique symbol;

/**
 * A new user that passed `check`: its password followed the policy, is hashed (argon2id) and
 * rated (userPwdType) by its real strength. Only `check` makes one, so nothing writes a user
 * whose password skipped the policy.
 */
export type CheckedUser = Omit<NewUser, 'password'> & {
  passwordHash: string;
  userPwdType: PasswordType;
  fields: NewUserFields;
  readonly [checked]: true;
};

const loginNameTaken = (field: string) =>
  new AppError('CONFLICT', {
    message: 'This login name is taken',
    fields: [{ field, message: 'loginNameTaken' }],
  });

/**
 * The one way a user comes to be (users.check, then users.create). Checking comes before the
 * maker's transaction: the policy is read and argon2 runs without holding it (on SQLite the one
 * connection is the transaction's until it ends).
 */
export function userCreation(db: Kysely<Database>, passwords: PasswordService) {
  return {
    /**
     * Checks a new user: the password against the policy (400 naming `fields.password`:
     * tooShort, passwordWeak ...), then the login name (409 naming `fields.loginName`:
     * loginNameTaken, regardless of case); hashes and rates the password.
     */
    async check(user: NewUser, fields: NewUserFields = FORM_FIELDS): Promise<CheckedUser> {
      await passwords.check(user.password, null, fields.password);
      if (await userRepo(db).findByLoginName(user.loginName)) throw loginNameTaken(fields.loginName);
      const { hash, type } = await passwords.prepare(user.password);
      const { password: _password, ...rest } = user;
      return { ...rest, passwordHash: hash, userPwdType: type, fields } as CheckedUser;
    },

    /**
     * Writes a checked user with their roles in the maker's transaction, so that the user and
     * what comes with it (an office, an audit row) commit together; answers the user's id. A
     * login name taken meanwhile is refused like in `check` (the transaction rolls back).
     */
    async create(trx: Transaction<Database>, user: CheckedUser, at: number): Promise<string> {
      const id = newId(at);
      try {
        await userRepo(trx).insert({
          id,
          officeId: user.officeId,
          loginName: user.loginName,
          name: user.name,
          passwordHash: user.passwordHash,
          email: user.email,
          phone: user.phone,
          userPwdType: user.userPwdType,
          status: user.status,
          at,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw loginNameTaken(user.fields.loginName);
        throw err;
      }
      await roleRepo(trx).setRoles(id, user.roleIds);
      return id;
    },
  };
}
export type UserCreation = ReturnType<typeof userCreation>;
