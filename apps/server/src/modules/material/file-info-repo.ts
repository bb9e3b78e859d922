import { inRange, type DataRange } from '../../platform/db/range.js';
import type { Executor } from '../../platform/db/transaction.js';

/** The queries of the other /a/api/fileInfosa/ calls: pictures within reach, custom thumbnails, a node's pictures. */
export function fileInfoRepo(db: Executor) {
  return {
    /**
     * Whether a picture with those bytes is stored within the range (a material's picture, an
     * avatar of a user of the range, a brand picture of one of its offices) or is the user's own
     * avatar: bytes the caller could fetch anyway, so using them again reveals nothing.
     */
    async pictureWithinReach(md5: string, range: DataRange, userId: string): Promise<boolean> {
      const material = await db
        .selectFrom('material as m')
        .innerJoin('sys_office as o', 'o.id', 'm.office_id')
        .select('m.id')
        .where('m.md5', '=', md5)
        .where('m.kind', '=', 'image')
        .where(inRange('o.path', range))
        .executeTakeFirst();
      if (material) return true;
      const avatar = await db
        .selectFrom('sys_user as u')
        .innerJoin('sys_office as o', 'o.id', 'u.office_id')
        .select('u.id')
        .where('u.avatar', '=', md5)
        .where((eb) => eb.or([eb('u.id', '=', userId), inRange('o.path', range)]))
        .executeTakeFirst();
      if (avatar) return true;
      const brand = await db
        .selectFrom('sys_brand_image as b')
        .innerJoin('sys_office as o', 'o.id', 'b.office_id')
        .select('b.md5')
        .where('b.md5', '=', md5)
        .where(inRange('o.path', range))
        .executeTakeFirst();
      return brand !== undefined;
    },

    /** Sets a material's own thumbnail; processing leaves it alone from then on. */
    async setCustomThumb(id: string, md5: string, at: number): Promise<void> {
      await db
        .updateTable('material')
        .set({ thumb_md5: md5, custom_thumb: 1, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** A folder whose office lies in the range, or undefined. */
    async folder(id: string, range: DataRange): Promise<{ id: string } | undefined> {
      return db
        .selectFrom('material_folder as f')
        .innerJoin('sys_office as o', 'o.id', 'f.office_id')
        .select('f.id')
        .where('f.id', '=', id)
        .where(inRange('o.path', range))
        .executeTakeFirst();
    },

    /** The newest materials of a folder that have a thumbnail (its cover). */
    async folderCover(folderId: string, limit: number) {
      return db
        .selectFrom('material')
        .select(['id', 'thumb_md5'])
        .where('folder_id', '=', folderId)
        .where('thumb_md5', 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
