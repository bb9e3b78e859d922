import type { Kysely } from 'kysely';

/**
 * Customers (offices of type customer): their contact, their own brand, the host names bound
 * to them and the pictures uploaded for their brand. All go with the office (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('sys_customer')
    .addColumn('office_id', 'text', (c) => c.primaryKey().references('sys_office.id').onDelete('cascade'))
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_email', 'text', (c) => c.notNull().defaultTo(''))
    // personalType: 1 when the customer's host names show its own brand.
    .addColumn('personal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('copyright', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('footer_links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('default_language', 'text')
    .addColumn('register', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('register_role', 'text', (c) => c.notNull().defaultTo('operator'))
    .addColumn('policy_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('manual_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sys_customer_domain')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    // Stored in its normal form (lower case, ASCII): unique across the platform regardless of case.
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_customer_domain_host').on('sys_customer_domain').column('host').unique().execute();
  await db.schema
    .createIndex('sys_customer_domain_office')
    .on('sys_customer_domain')
    .columns(['office_id', 'created_at'])
    .execute();
  // Pictures uploaded for customers' brands (by the MD5 the blob store keeps them under): only
  // these are served without a session, because sign-in pages show them.
  await db.schema
    .createTable('sys_brand_image')
    .addColumn('md5', 'text', (c) => c.notNull())
    .addColumn('office_id', 'text', (c) => c.notNull().references('sys_office.id').onDelete('cascade'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_brand_image_pk', ['md5', 'office_id'])
    .execute();
  // Agents and customers are looked up by type under a path.
  await db.schema.createIndex('sys_office_type_path').on('sys_office').columns(['type', 'path']).execute();
}
