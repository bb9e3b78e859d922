import { brandImagePath } from '@apm/contract';
import { sql } from 'kysely';
import type { ServerModule } from '../../platform/module.js';
import type { BlobReference } from '../../platform/storage/references.js';
import { domainService, type DomainService } from './domains.js';
import { brandImageService, type BrandImageService } from './images.js';
import { customerRoutes } from './routes.js';
import { customerService, type CustomerService } from './service.js';
import { tables } from './tables.js';

declare module '../../platform/module.js' {
  interface Services {
    customers: CustomerService;
    /** Host names bound to customers. */
    domains: DomainService;
    /** Pictures of customers' brands. */
    brandImages: BrandImageService;
  }
}

const BRAND_PICTURE = brandImagePath('');
/** A picture uploaded for a brand is kept this long for the brand form to be saved with it. */
const UNSAVED_BRAND_PICTURE_MS = 86_400_000;

/** The pictures brands show (logo and icon hold the picture's address), and recent uploads. */
const brandPictures: BlobReference = {
  name: 'customer brand pictures',
  md5s: (db, { now }) => {
    // The brand holds the picture's address (brandImagePath), so its MD5 is what follows the prefix.
    const shown = (column: 'logo' | 'icon') =>
      db
        .selectFrom('sys_customer')
        .select(sql<string>`substr(${sql.ref(column)}, ${sql.lit(BRAND_PICTURE.length + 1)})`.as('md5'))
        .where(sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(BRAND_PICTURE.length)})`, '=', BRAND_PICTURE);
    return shown('logo')
      .unionAll(shown('icon'))
      .unionAll(
        db
          .selectFrom('sys_brand_image')
          .select('md5')
          .where('created_at', '>', now - UNSAVED_BRAND_PICTURE_MS),
      );
  },
};

/** Customers: their contacts and brands (pictures, languages, registration), host names. */
export const customerModule: ServerModule = {
  name: 'customer',
  tables,
  blobReferences: [brandPictures],
  services: (p, s) => ({
    customers: customerService(p.db.kysely, s.brands, s.passwords, s.audit, p.officeCounters),
    domains: domainService(p.db.kysely, s.brands, s.audit),
    brandImages: brandImageService(p.db.kysely, p.blobs, s.audit),
  }),
  routes: (s) => customerRoutes(s.customers, s.domains, s.brandImages),
};
