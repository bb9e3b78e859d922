import {
  API_PREFIX,
  AVATAR_MAX_BYTES,
  BRAND_IMAGE_MAX_BYTES,
  materialApi,
  type MaterialItem,
  type PersonalImageCheck,
  type PersonalImageState,
  type ScreenshotItem,
} from '@apm/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Principal } from '../../platform/auth/principal.js';
import type { Bus } from '../../platform/bus/index.js';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/envelope.js';
import type { RequestMeta } from '../../platform/http/meta.js';
import type { BlobStore } from '../../platform/storage/blobs.js';
import { imageTypeOf } from '../../platform/storage/image-type.js';
import type { BrandImageService } from '../customer/images.js';
import { customerRepo } from '../customer/repo.js';
import { auditBy, type AuditLog } from '../log/audit.js';
import type { AvatarService } from '../user/avatar.js';
import { fileInfoRepo } from './file-info-repo.js';
import { THUMB_SIZE } from './process-job.js';
import { materialRepo } from './repo.js';

/** How many thumbnails make a folder's cover. */
const COVER = 4;

const fileUrl = (id: string, variant: 'thumb' | 'poster', md5: string) =>
  `${API_PREFIX}${materialApi.getFile.path}?id=${encodeURIComponent(id)}&variant=${variant}&v=${md5}`;

/**
 * The other calls of /a/api/fileInfosa/: personal pictures (avatars, brand logos) announced by
 * MD5 first, a material's own thumbnail, and the pictures made of a node of the library tree.
 */
export function fileInfoService(
  db: Kysely<Database>,
  deps: { blobs: BlobStore; bus: Bus; audit: AuditLog; avatars: AvatarService; brandImages: BrandImageService },
) {
  const { blobs, bus, audit, avatars, brandImages } = deps;
  const repo = fileInfoRepo(db);

  return {
    /**
     * An avatar or brand picture announced by MD5: when bytes the caller may reach are stored, they
     * are used at once through the same call an upload would go through (its checks and audit row);
     * otherwise the call to send the file to. `mayBrand`: whether the caller holds sys:customer:personal.
     */
    async personalImage(
      p: Principal,
      input: PersonalImageCheck,
      mayBrand: () => Promise<boolean>,
      meta: RequestMeta,
    ): Promise<PersonalImageState> {
      const brand = input.use === 'brand';
      if (brand) {
        if (!(await mayBrand())) throw new AppError('NO_PERMISSION');
        if (!input.customerId) {
          throw new AppError('VALIDATION', { fields: [{ field: 'customerId', message: 'required' }] });
        }
        if (!(await customerRepo(db).find(input.customerId, p.range))) {
          throw new AppError('NOT_FOUND', { message: 'No such customer in your range' });
        }
      }
      const maxBytes = brand ? BRAND_IMAGE_MAX_BYTES : AVATAR_MAX_BYTES;
      if (input.size > maxBytes) {
        throw new AppError('VALIDATION', {
          message: `The picture may be at most ${maxBytes / 1024 / 1024} MB`,
          fields: [{ field: 'size', message: 'fileTooLarge' }],
          jsonObject: { limitBytes: maxBytes },
        });
      }
      const near = await repo.pictureWithinReach(input.md5, p.range, p.userId);
      const bytes = near ? await blobs.get(input.md5) : undefined;
      if (bytes && bytes.length === input.size && imageTypeOf(bytes)) {
        const url = brand
          ? (await brandImages.upload(p, input.customerId!, bytes, meta)).url
          : (await avatars.upload(p, bytes, meta)).avatar;
        return { state: 'done', deduplicated: true, url };
      }
      const path = brand
        ? `/a/api/customer/uploadBrandImage?id=${encodeURIComponent(input.customerId!)}`
        : '/a/api/user/uploadAvatar';
      return { state: 'upload', path: `${API_PREFIX}${path}`, maxBytes };
    },

    /** Makes an uploaded picture a material's own thumbnail (WebP, at most THUMB_SIZE px). */
    async customThumb(p: Principal, id: string, bytes: Buffer, meta: RequestMeta): Promise<MaterialItem> {
      const m = await materialRepo(db).find(id, p.range);
      if (!m) throw new AppError('NOT_FOUND', { message: 'No such material in your range' });
      if (bytes.length === 0) throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'required' }] });
      if (!imageTypeOf(bytes)) throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'notAnImage' }] });
      let thumb: Buffer;
      try {
        thumb = await sharp(bytes)
          .rotate()
          .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        throw new AppError('VALIDATION', { fields: [{ field: 'file', message: 'notAnImage' }] });
      }
      const { md5 } = await blobs.put(thumb);
      await inTransaction(db, async (trx) => {
        await fileInfoRepo(trx).setCustomThumb(m.id, md5, now());
        await audit.record(trx, auditBy(p, meta, 'material', 'thumb', m.name, { thumb: { after: md5 } }));
        // The thumbnail it replaces may have no other user.
        await blobs.collectSoon(trx);
        bus.publish('material.changed', { officeId: m.officeId, id: m.id, status: m.status }, trx);
      });
      return (await materialRepo(db).get(m.id))!;
    },

    /** The pictures made of a material, or the cover of a folder (its newest thumbnails); 404 outside the range. */
    async screenshots(p: Principal, treeId: string, type: 'material' | 'folder'): Promise<ScreenshotItem[]> {
      if (type === 'folder') {
        if (!(await repo.folder(treeId, p.range))) throw new AppError('NOT_FOUND');
        return (await repo.folderCover(treeId, COVER)).map((r) => ({
          materialId: r.id,
          variant: 'thumb' as const,
          md5: r.thumb_md5!,
          width: null,
          height: null,
          url: fileUrl(r.id, 'thumb', r.thumb_md5!),
        }));
      }
      const m = await materialRepo(db).find(treeId, p.range);
      if (!m) throw new AppError('NOT_FOUND');
      const out: ScreenshotItem[] = [];
      if (m.thumbMd5) {
        out.push({
          materialId: m.id,
          variant: 'thumb',
          md5: m.thumbMd5,
          width: null,
          height: null,
          url: fileUrl(m.id, 'thumb', m.thumbMd5),
        });
      }
      if (m.posterMd5) {
        out.push({
          materialId: m.id,
          variant: 'poster',
          md5: m.posterMd5,
          width: m.width,
          height: m.height,
          url: fileUrl(m.id, 'poster', m.posterMd5),
        });
      }
      return out;
    },
  };
}
export type FileInfoService = ReturnType<typeof fileInfoService>;
