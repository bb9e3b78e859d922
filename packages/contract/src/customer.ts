import { z } from 'zod/mini';
import {
  formFlag,
  jsonField,
  line,
  pageNo as pageNumber,
  requiredLine,
  text,
  trimmedLine,
  withDefault,
} from './inputs.js';
import { brand, footerLink } from './brand.js';
import { endpoints, pageOf } from './endpoint.js';
import { API_PREFIX } from './envelope.js';
import { LANGUAGES, type Language } from './languages.js';
import { loginName, password } from './system.js';

const id = requiredLine(64);
const pageNo = pageNumber();
const pageSize = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20);
const search = withDefault(trimmedLine(100), '');

/** The roles a customer's self-registered users may get (spec 1: register option). */
export const REGISTER_ROLES = ['operator', 'reviewer'] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];

/** A customer has at most this many host names. */
export const MAX_HOSTS_PER_CUSTOMER = 10;
export const MAX_FOOTER_LINKS = 10;
export const BRAND_TITLE_MAX = 100;
export const BRAND_COPYRIGHT_MAX = 200;
export const WEB_ADDRESS_MAX = 1000;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host name as customers bind it: lower case, ASCII (international names in their xn-- form),
 * no port, path or scheme, at least two labels and a top-level label that is not all digits
 * (so no bare IP address). Answers the normal form, or null when the input is no host name.
 */
export function normalizeHost(input: string): string | null {
  const raw = input.trim().replace(/\.$/, '');
  if (!raw || raw.length > 253 || /[\s/:?#@[\]\\%]/.test(raw)) return null;
  let ascii: string;
  try {
    // The URL parser turns international names into their xn-- form, in browsers and Node alike.
    ascii = new URL(`http://${raw}`).hostname;
  } catch {
    return null;
  }
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.length < 2) return null;
  if (!labels.every((l) => LABEL.test(l))) return null;
  if (/^[0-9]+$/.test(labels[labels.length - 1]!)) return null;
  return ascii;
}

/** A web address a brand links to or loads an image from: http or https, absolute. */
export function isWebAddress(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

const webAddress = line().check(
  z.trim(),
  z.maxLength(WEB_ADDRESS_MAX),
  z.refine((v) => v === '' || isWebAddress(v), 'webAddress'),
);

/** Uploaded brand pictures: PNG, JPEG, GIF or WebP (never SVG, which can carry scripts), up to 1 MB. */
export const BRAND_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const BRAND_IMAGE_MAX_BYTES = 1024 * 1024;
const BRAND_IMAGE_PREFIX = `${API_PREFIX}/f/common/brandImage?md5=`;

/** Where an uploaded brand picture is served, by the MD5 of its content (public: the sign-in page shows it). */
export const brandImagePath = (md5: string): string => `${BRAND_IMAGE_PREFIX}${md5}`;

/** Whether a value is the address of an uploaded brand picture. */
export const isBrandImagePath = (v: string): boolean =>
  v.startsWith(BRAND_IMAGE_PREFIX) && /^[0-9a-f]{32}$/.test(v.slice(BRAND_IMAGE_PREFIX.length));

/** A logo or icon: an uploaded picture, or an http(s) address of one elsewhere. */
const pictureAddress = line().check(
  z.trim(),
  z.maxLength(WEB_ADDRESS_MAX),
  z.refine((v) => v === '' || isWebAddress(v) || isBrandImagePath(v), 'webAddress'),
);

const optionalEmail = withDefault(z.union([z.literal(''), z.email().check(z.maxLength(128))]), '');

/**
 * The optional first administrator created with a customer (or an agent) in the same
 * transaction. All empty: none; a login name: name and password required as well.
 */
export const firstAdminFields = {
  adminLoginName: withDefault(z.union([z.literal(''), loginName]), ''),
  adminName: withDefault(trimmedLine(64), ''),
  adminPassword: withDefault(z.union([z.literal(''), password]), ''),
  adminEmail: optionalEmail,
};

type FirstAdmin = { adminLoginName: string; adminName: string; adminPassword: string; adminEmail: string };

/** Whether a first administrator is asked for; marks its missing fields. */
export function checkFirstAdmin(v: FirstAdmin, ctx: z.core.$RefinementCtx) {
  const asked = v.adminLoginName || v.adminName || v.adminPassword || v.adminEmail;
  if (!asked) return;
  for (const field of ['adminLoginName', 'adminName', 'adminPassword'] as const) {
    if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  }
}

/** POST /a/api/customer/save: create (no id; under `parentId`, default your office) or edit. */
export const customerSave = z
  .object({
    id: z.optional(id),
    /** The agent (or the platform) the new customer belongs to; ignored on edit. */
    parentId: z.optional(id),
    name: requiredLine(100),
    remarks: withDefault(text().check(z.trim(), z.maxLength(500)), ''),
    contactName: withDefault(trimmedLine(64), ''),
    contactPhone: withDefault(
      z.union([z.literal(''), line().check(z.trim(), z.regex(/^\+?[0-9 ()-]{5,20}$/, 'phoneFormat'))]),
      '',
    ),
    contactEmail: optionalEmail,
    ...firstAdminFields,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.id && v.adminLoginName) ctx.addIssue({ code: 'custom', path: ['adminLoginName'], message: 'createOnly' });
      checkFirstAdmin(v, ctx);
    }),
  );
export type CustomerSave = z.infer<typeof customerSave>;

/** A customer's own brand, as stored and edited; used for its host names once `enabled`. */
export const customerBrand = z.object({
  /** personalType "1": the customer shows its own brand. */
  enabled: z.boolean(),
  title: z.string(),
  logo: z.string(),
  icon: z.string(),
  copyright: z.string(),
  footerLinks: z.array(footerLink),
  languages: z.array(z.enum(LANGUAGES)).check(z.minLength(1)),
  defaultLanguage: z.nullable(z.enum(LANGUAGES)),
  register: z.boolean(),
  registerRole: z.enum(REGISTER_ROLES),
  policyUrl: z.string(),
  manualUrl: z.string(),
});
export type CustomerBrand = z.infer<typeof customerBrand>;

/** What a new customer's brand holds until it is edited: off, every language. */
export const EMPTY_CUSTOMER_BRAND: CustomerBrand = {
  enabled: false,
  title: '',
  logo: '',
  icon: '',
  copyright: '',
  footerLinks: [],
  languages: [...LANGUAGES],
  defaultLanguage: null,
  register: false,
  registerRole: 'operator',
  policyUrl: '',
  manualUrl: '',
};

const footerLinkInput = z.object({
  title: requiredLine(50),
  href: line().check(
    z.trim(),
    z.maxLength(WEB_ADDRESS_MAX),
    z.refine((v) => isWebAddress(v), 'webAddress'),
  ),
});

/**
 * POST /a/api/customer/saveBrand (form): `footerLinks` is a JSON array of `{title, href}`,
 * `languages` comma-joined codes, `defaultLanguage` '' for "the browser decides".
 */
export const customerBrandSave = z
  .object({
    id,
    personalType: z.enum(['0', '1']),
    title: withDefault(trimmedLine(BRAND_TITLE_MAX), ''),
    logo: withDefault(pictureAddress, ''),
    icon: withDefault(pictureAddress, ''),
    copyright: withDefault(trimmedLine(BRAND_COPYRIGHT_MAX), ''),
    footerLinks: withDefault(
      jsonField(z.array(footerLinkInput).check(z.maxLength(MAX_FOOTER_LINKS)), 20_000, 'footerLinks'),
      [],
    ),
    languages: z.pipe(
      z.pipe(
        trimmedLine(200),
        z.transform((s) => [
          ...new Set(
            s
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
          ),
        ]),
      ),
      z.array(z.enum(LANGUAGES, 'language')).check(z.minLength(1, 'languagesRequired')),
    ),
    defaultLanguage: z.pipe(
      withDefault(z.union([z.literal(''), z.enum(LANGUAGES)]), ''),
      z.transform((v): Language | null => v || null),
    ),
    register: withDefault(formFlag, false),
    registerRole: withDefault(z.enum(REGISTER_ROLES), 'operator'),
    policyUrl: withDefault(webAddress, ''),
    manualUrl: withDefault(webAddress, ''),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.defaultLanguage && !v.languages.includes(v.defaultLanguage)) {
        ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], message: 'defaultLanguageNotOffered' });
      }
    }),
  );
export type CustomerBrandSave = z.infer<typeof customerBrandSave>;

/** GET /a/api/customer/searchCustomer and findChild: customers of your range, paged. */
export const customerSearch = z.object({ name: search, pageNo, pageSize });
/** GET /a/api/customer/findChild: the customers directly under `id` (an agent or the platform; default your office). */
export const customerChildren = z.object({ id: z.optional(id), pageNo, pageSize });
export const customerId = z.object({ id });

const count = z.int().check(z.nonnegative());

/** A customer as the lists show it. */
export const customerItem = z.object({
  id: z.string(),
  name: z.string(),
  /** The agent (or the platform) it belongs to. */
  parentId: z.string(),
  parentName: z.string(),
  remarks: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  /** Whether its own brand is switched on (personalType "1"). */
  personal: z.boolean(),
  /** Its host names, oldest first. */
  hosts: z.array(z.string()),
  /** Users in its subtree, and offices below it. */
  users: count,
  offices: count,
  createdAt: z.number(),
});
export type CustomerItem = z.infer<typeof customerItem>;
export const customerPage = pageOf(customerItem);

/** A bound host name. */
export const customerDomain = z.object({ id: z.string(), host: z.string(), createdAt: z.number() });
export type CustomerDomain = z.infer<typeof customerDomain>;

/** GET /a/api/customer/customerInfo: the customer with its brand and host names. */
export const customerInfo = z.extend(z.omit(customerItem, { hosts: true }), {
  brand: customerBrand,
  hosts: z.array(customerDomain),
});
export type CustomerInfo = z.infer<typeof customerInfo>;

/**
 * GET /a/api/customer/customerDynamicData: live figures of a customer's subtree. Terminals and
 * storage are 0 until the terminal and file modules exist.
 */
export const customerFigures = z.object({
  customerId: z.string(),
  users: count,
  offices: count,
  terminalsOnline: count,
  terminalsTotal: count,
  storageBytes: count,
});
export type CustomerFigures = z.infer<typeof customerFigures>;

/** GET /a/api/customer/parentOptions: where you may create customers (the platform or agents in range). */
export const customerParent = z.object({ id: z.string(), name: z.string(), type: z.enum(['platform', 'agent']) });
export type CustomerParent = z.infer<typeof customerParent>;
export const customerParentPage = pageOf(customerParent);
export const customerParentQuery = z.object({ name: search, pageNo, pageSize });

/** GET /a/api/customer/domainList: customers of your range with their host names, paged. */
export const domainListQuery = z.object({
  /** Matches the customer's name or one of its host names. */
  name: search,
  pageNo,
  pageSize,
});
export const domainCustomer = z.object({
  customerId: z.string(),
  customerName: z.string(),
  parentName: z.string(),
  personal: z.boolean(),
  hosts: z.array(customerDomain),
});
export type DomainCustomer = z.infer<typeof domainCustomer>;
export const domainCustomerPage = pageOf(domainCustomer);

/** POST /a/api/customer/saveDomain: binds a host name to a customer. */
export const domainSave = z.object({
  customerId: id,
  host: z.pipe(
    line().check(z.maxLength(300)),
    z.transform((v, ctx) => {
      const host = normalizeHost(v);
      if (host === null) {
        ctx.issues.push({ code: 'custom', message: 'hostName', input: v });
        return z.NEVER;
      }
      return host;
    }),
  ),
});
export const domainId = z.object({ id });

/** POST /a/api/customer/uploadBrandImage?id=<customer> (multipart `file`): answers the picture's address. */
export const brandImageUpload = z.object({ id });
export const brandImageAnswer = z.object({ url: z.string() });
export const brandImageQuery = z.object({ md5: line().check(z.regex(/^[0-9a-f]{32}$/)) });

const FIGURES_NOTE =
  'terminalsOnline, terminalsTotal and storageBytes are 0 until the terminal and file modules exist.';

/** The calls of customers, their brands and host names (/a/api/customer). */
export const customerApi = endpoints('customer', {
  searchCustomer: {
    method: 'GET',
    path: '/a/api/customer/searchCustomer',
    access: 'sys:customer:view',
    summary: 'Customers of your range whose name contains `name`, paged, with host names and user counts',
    input: customerSearch,
    answer: { data: customerPage },
  },
  findChild: {
    method: 'GET',
    path: '/a/api/customer/findChild',
    access: 'sys:customer:view',
    summary: 'Customers directly under office `id` (an agent or the platform; default your office), paged',
    input: customerChildren,
    answer: { data: customerPage },
  },
  customerInfo: {
    method: 'GET',
    path: '/a/api/customer/customerInfo',
    access: 'sys:customer:view',
    summary: 'A customer of your range with its contact, brand and host names',
    input: customerId,
    answer: { jsonObject: customerInfo },
  },
  customerDynamicData: {
    method: 'GET',
    path: '/a/api/customer/customerDynamicData',
    access: 'sys:customer:view',
    summary: 'Live figures of a customer: users, sub-offices, terminals online/total, storage bytes',
    description: FIGURES_NOTE,
    input: customerId,
    answer: { jsonObject: customerFigures },
  },
  parentOptions: {
    method: 'GET',
    path: '/a/api/customer/parentOptions',
    access: 'sys:customer:edit',
    summary: 'Where you may create customers: the platform and the agents of your range, paged',
    input: customerParentQuery,
    answer: { data: customerParentPage },
  },
  save: {
    method: 'POST',
    path: '/a/api/customer/save',
    access: 'sys:customer:edit',
    summary:
      'Create a customer (no id) under `parentId` (an agent or the platform; default your office), ' +
      'optionally with its first customer administrator; or edit name, remarks and contact',
    input: customerSave,
    answer: { jsonObject: customerItem },
  },
  saveBrand: {
    method: 'POST',
    path: '/a/api/customer/saveBrand',
    access: 'sys:customer:personal',
    summary: "Switch a customer's own brand on (personalType 1) or off and write its fields",
    description:
      'footerLinks: JSON array of {title, href}; languages: comma-joined codes; defaultLanguage: one of ' +
      'them or empty (the browser decides). Logo and icon are http(s) addresses.',
    input: customerBrandSave,
    answer: { jsonObject: customerInfo },
  },
  uploadBrandImage: {
    method: 'POST',
    path: '/a/api/customer/uploadBrandImage',
    access: 'sys:customer:personal',
    summary: `Upload a logo or icon for a customer of your range: multipart \`file\`, PNG, JPEG, GIF or WebP up to ${BRAND_IMAGE_MAX_BYTES / 1024 / 1024} MB; answers its address for saveBrand`,
    input: brandImageUpload,
    answer: { jsonObject: brandImageAnswer },
    transport: 'upload',
    maxBytes: BRAND_IMAGE_MAX_BYTES,
  },
  brandImage: {
    method: 'GET',
    path: '/f/common/brandImage',
    access: 'public',
    summary: 'A picture uploaded for a customer brand, by its MD5 (public: sign-in pages show it)',
    input: brandImageQuery,
    transport: 'download',
    produces: 'image/*',
  },
  imgSetting: {
    method: 'GET',
    path: '/a/api/customer/imgSetting',
    access: 'login',
    summary: 'The brand of your customer when it has its own brand on, else the brand of the host',
    answer: { jsonObject: brand },
  },
  domainList: {
    method: 'GET',
    path: '/a/api/customer/domainList',
    access: 'sys:domain:view',
    summary: 'Customers of your range with their host names, paged; `name` matches a customer or a host name',
    input: domainListQuery,
    answer: { data: domainCustomerPage },
  },
  saveDomain: {
    method: 'POST',
    path: '/a/api/customer/saveDomain',
    access: 'sys:domain:edit',
    summary: 'Bind a host name to a customer of your range (unique in the platform, regardless of case)',
    input: domainSave,
    answer: { jsonObject: customerDomain },
  },
  deleteDomain: {
    method: 'POST',
    path: '/a/api/customer/deleteDomain',
    access: 'sys:domain:edit',
    summary: 'Remove a host name of a customer of your range',
    input: domainId,
  },
});
