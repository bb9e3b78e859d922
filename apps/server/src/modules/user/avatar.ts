import { API_PREFIX, AVATAR_MAX_BYTES } from '@apm/contract';
import type { Kysely } from 'kysely';
import type { Principal } from '../../platform/auth/principal.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import type { BlobStore } from '../../platform/storage/blobs.js';
import { imageTypeOf, type ImageType } from '../../platform/storage/image-type.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import { accountRepo } from './account-repo.js';

/** The address the console shows a user's avatar from ('' without one); `v` changes with the picture. */
export const avatarUrl = (userId: string, md5: string): string =>
  md5 ? `${API_PREFIX}/a/api/user/avatar?id=${encodeURIComponent(userId)}&v=${md5}` : '';

/** Avatars: pictures stored by content (MD5), one per user, readable by the user and those whose range holds them. */
export function avatarService(db: Kysely<Database>, blobs: BlobStore, audit: AuditLog) {
  return {
    /** Stores an uploaded picture as the caller's avatar; refuses what is not a PNG, JPEG, GIF or WebP picture. */
    async upload(p: Principal, bytes: Buffer, meta: RequestMeta): Promise<{ avatar: string }> {
      if (bytes.length === 0) throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'required' }] });
      if (bytes.length > AVATAR_MAX_BYTES) {
        throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'fileTooLarge' }] });
      }
      if (!imageTypeOf(bytes)) throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'notAnImage' }] });
      const { md5 } = await blobs.put(bytes);
      const at = now();
      await inTransaction(db, async (trx) => {
        await accountRepo(trx).setAvatar(p.userId, md5, at);
        await audit.record(trx, auditBy(p, meta, 'user', 'updateAvatar', p.loginName, { avatar: { after: md5 } }));
        await blobs.collectSoon(trx); // the picture it replaces may have no other user
      });
      return { avatar: avatarUrl(p.userId, md5) };
    },

    /** The avatar picture of a user: one's own, or of a user within one's range; 404 otherwise. */
    async read(p: Principal, userId: string): Promise<{ bytes: Buffer; type: ImageType; md5: string }> {
      const row = await accountRepo(db).avatarInScope(userId, userId === p.userId ? '' : p.officePath);
      const bytes = row?.avatar ? await blobs.get(row.avatar) : undefined;
      const type = bytes && imageTypeOf(bytes);
      if (!row || !bytes || !type) throw new AppError('NOT_FOUND');
      return { bytes, type, md5: row.avatar };
    },
  };
}
export type AvatarService = ReturnType<typeof avatarService>;
