import { SETTING_LANDING_ENCRYPTION, type PublishKey, type SysInitRequest } from '@apm/contract';
import type { Kysely } from 'kysely';
import { decryptField, generateRsaKey, publicKeyJson } from '../../platform/auth/rsa.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import { newId } from '../../platform/ids.js';
import type { AuditLog } from '../log/audit.js';
import { officeRepo } from '../office/repo.js';
import { settingsRepo } from '../settings/repo.js';
import { userCreation } from '../user/create.js';
import type { PasswordService } from '../user/passwords.js';

const INITIALISED_AT = 'system.initialisedAt';
const RSA_PRIVATE_KEY = 'system.rsaPrivateKey';
export const ADMIN_ROLE_ID = 'admin';

/** System initialisation, settings and the login encryption key. */
export function systemService(db: Kysely<Database>, passwords: PasswordService, audit: AuditLog) {
  const users = userCreation(db, passwords);
  let initialised = false;
  let privatePem: string | undefined;
  let publicJson: PublishKey['publicKeyJson'] | undefined;

  const privateKey = async (): Promise<string> => {
    privatePem ??= await settingsRepo(db).get(RSA_PRIVATE_KEY);
    if (!privatePem) throw new Error('The login key is missing: the server did not finish starting');
    return privatePem;
  };

  return {
    /** At start, under the start-up lock: makes the login key once for every instance. */
    async ensureKey(trx: Kysely<Database>): Promise<void> {
      const repo = settingsRepo(trx);
      if ((await repo.get(RSA_PRIVATE_KEY)) === undefined) await repo.insert(RSA_PRIVATE_KEY, generateRsaKey(), now());
    },

    async isInitialised(): Promise<boolean> {
      if (!initialised) initialised = (await settingsRepo(db).get(INITIALISED_AT)) !== undefined;
      return initialised;
    },

    /** Creates the platform office and its first administrator; refused once done. */
    async initialise(req: SysInitRequest, meta: RequestMeta): Promise<{ userId: string }> {
      if (await this.isInitialised()) throw new AppError('ALREADY_INITIALISED');
      const at = now();
      const officeId = newId(at);
      // The first administrator is made like every user: the password policy applies to them too.
      const admin = await users.check({
        officeId,
        loginName: req.loginName,
        name: req.name,
        password: req.password,
        email: req.email,
        roleIds: [ADMIN_ROLE_ID],
      });
      let userId: string;
      try {
        userId = await inTransaction(db, async (trx) => {
          await settingsRepo(trx).insert(INITIALISED_AT, String(at), at);
          await officeRepo(trx).insert({
            id: officeId,
            parentId: null,
            parentPath: '',
            name: req.officeName,
            type: 'platform',
            at,
          });
          const id = await users.create(trx, admin, at);
          await audit.record(trx, {
            officeId,
            userId: id,
            userName: req.loginName,
            at,
            ...meta,
            module: 'system',
            action: 'initialise',
            target: req.officeName,
            changes: {
              officeName: { after: req.officeName },
              loginName: { after: req.loginName },
              name: { after: req.name },
              email: { after: req.email },
            },
          });
          return id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('ALREADY_INITIALISED');
        throw err;
      }
      initialised = true;
      return { userId };
    },

    async landingEncryption(): Promise<boolean> {
      return (await settingsRepo(db).get(SETTING_LANDING_ENCRYPTION)) === 'true';
    },

    async publishKey(): Promise<PublishKey> {
      const on = await this.landingEncryption();
      return {
        landingEncryption: on,
        isLandingEncryption: on,
        publicKeyJson: (publicJson ??= publicKeyJson(await privateKey())),
      };
    },

    /** Decrypts a login field; null when it is not a ciphertext of our key. */
    async decrypt(base64: string): Promise<string | null> {
      return decryptField(await privateKey(), base64);
    },

    async setSetting(key: string, value: string): Promise<void> {
      await settingsRepo(db).set(key, value, now());
    },
  };
}
export type SystemService = ReturnType<typeof systemService>;
