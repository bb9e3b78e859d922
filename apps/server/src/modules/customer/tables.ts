import type { Generated } from 'kysely';
import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

/** A customer office's contact and own brand (personal = personalType '1'); JSON lists as text. */
export interface CustomerTable {
  office_id: string;
  contact_name: Generated<string>;
  contact_phone: Generated<string>;
  contact_email: Generated<string>;
  personal: Generated<number>;
  title: Generated<string>;
  logo: Generated<string>;
  icon: Generated<string>;
  copyright: Generated<string>;
  footer_links: Generated<string>;
  languages: string;
  default_language: string | null;
  register: Generated<number>;
  register_role: Generated<string>;
  policy_url: Generated<string>;
  manual_url: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** Host names bound to customers, in normal form (lower case, ASCII), unique. */
export interface CustomerDomainTable {
  id: string;
  office_id: string;
  host: string;
  created_at: number;
}

/** Pictures uploaded for customers' brands (blob MD5s), which are served without a session. */
export interface BrandImageTable {
  md5: string;
  office_id: string;
  created_at: number;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_customer: CustomerTable;
    sys_customer_domain: CustomerDomainTable;
    sys_brand_image: BrandImageTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_customer: columns<CustomerTable>()(
    'office_id',
    'contact_name',
    'contact_phone',
    'contact_email',
    'personal',
    'title',
    'logo',
    'icon',
    'copyright',
    'footer_links',
    'languages',
    'default_language',
    'register',
    'register_role',
    'policy_url',
    'manual_url',
    'created_at',
    'updated_at',
  ),
  sys_customer_domain: columns<CustomerDomainTable>()('id', 'office_id', 'host', 'created_at'),
  sys_brand_image: columns<BrandImageTable>()('md5', 'office_id', 'created_at'),
};
