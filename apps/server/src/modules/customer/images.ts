import { BRAND_IMAGE_MAX_BYTES, brandImagePath } from '@apm/contract';
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
import { domainRepo } from './domain-repo.js';
import { customerRepo } from './repo.js';

/**
 * Logos and icons uploaded for customers' brands: stored by content in the blob store, and served
 * to anyone (sign-in pages show them before anyone signs in), but only pictures uploaded as brand
 * pictures, so no other stored file (an avatar, a material) can be fetched this way.
 */
export function brandImageService(db: Kysely<Database>, blobs: BlobStore, audit: AuditLog) {
  const repo = customerRepo(db);
  return {
    /** Stores a PNG, JPEG, GIF or WebP picture for a customer of the range; answers its address. */
    async upload(p: Principal, customerId: string, bytes: Buffer, meta: RequestMeta): Promise<{ url: string }> {
      const c = await repo.find(customerId, p.range);
      if (!c) throw new AppError('NOT_FOUND', { message: 'No such customer in your range' });
      if (bytes.length === 0) throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'required' }] });
      if (bytes.length > BRAND_IMAGE_MAX_BYTES) {
        throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'fileTooLarge' }] });
      }
      if (!imageTypeOf(bytes)) throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'notAnImage' }] });
      const { md5 } = await blobs.put(bytes);
      await inTransaction(db, async (trx) => {
        await domainRepo(trx).addImage(md5, c.id, now());
        await audit.record(trx, auditBy(p, meta, 'customer', 'uploadImage', c.name, { image: { after: md5 } }));
      });
      return { url: brandImagePath(md5) };
    },

    /** A brand picture by its MD5; 404 for anything not uploaded as one, missing or damaged. */
    async read(md5: string): Promise<{ bytes: Buffer; type: ImageType }> {
      const bytes = (await domainRepo(db).isBrandImage(md5)) ? await blobs.get(md5) : undefined;
      const type = bytes && imageTypeOf(bytes);
      if (!bytes || !type) throw new AppError('NOT_FOUND');
      return { bytes, type };
    },
  };
}
export type BrandImageService = ReturnType<typeof brandImageService>;
