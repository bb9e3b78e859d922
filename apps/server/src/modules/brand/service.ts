import fs from 'node:fs';
import { brand, type Brand, type CustomerBrand, type RegisterRole } from '@apm/contract';
import { z } from 'zod/mini';
import { DEFAULT_BRAND } from './builtin.js';

const brandFile = z.record(z.string(), z.partial(z.omit(brand, { host: true })));

/** A host name without port, lower case: the key brands are looked up by. */
export function hostKey(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return (h.split(':')[0] ?? '').replace(/\.$/, '');
}

/** The customer a host name is bound to, and that customer's brand. */
export interface HostCustomer {
  officeId: string;
  brand: CustomerBrand;
}

/** Where self-registration on a host puts new users: the customer's office and role. */
export interface Registration {
  officeId: string;
  roleCode: RegisterRole;
}

/** Fills in what every brand answer needs: a reachable default language, this year in the copyright. */
function finish(b: Brand): Brand {
  // A default language the brand does not offer would be unreachable: take its first one.
  if (b.defaultLanguage && !b.languages.includes(b.defaultLanguage)) b.defaultLanguage = b.languages[0]!;
  b.copyright = b.copyright.replace('{year}', String(new Date().getFullYear()));
  return b;
}

/** A customer's own brand as the console receives it. */
export function customerBrandFor(c: CustomerBrand, host: string): Brand {
  return finish({
    ...DEFAULT_BRAND,
    title: c.title,
    logo: c.logo,
    icon: c.icon,
    copyright: c.copyright,
    footerLinks: c.footerLinks,
    languages: c.languages,
    defaultLanguage: c.defaultLanguage,
    register: c.register,
    policyUrl: c.policyUrl,
    manualUrl: c.manualUrl,
    jumpUrl: '',
    host,
  });
}

/**
 * Brands by host name, in this order: a customer's host name whose customer has its own brand
 * switched on (the database), then the hosts of BRANDS_FILE (JSON: host → brand fields), then the
 * built-in default.
 */
export function brandService(opts: {
  brandsFile?: string;
  /** The customer a normalised host name is bound to, if any. */
  customerOfHost?: (host: string) => Promise<HostCustomer | undefined>;
}) {
  const byHost = new Map<string, Partial<Omit<Brand, 'host'>>>();
  if (opts.brandsFile) {
    const parsed = brandFile.safeParse(JSON.parse(fs.readFileSync(opts.brandsFile, 'utf8')));
    if (!parsed.success) throw new Error(`BRANDS_FILE ${opts.brandsFile}: ${parsed.error.message}`);
    for (const [host, b] of Object.entries(parsed.data)) byHost.set(hostKey(host), b);
  }
  const customerOf = async (key: string) => (key && opts.customerOfHost ? opts.customerOfHost(key) : undefined);

  /** The brand of the built-in configuration (BRANDS_FILE, else the default) for a host key. */
  const configured = (key: string): Brand => finish({ ...DEFAULT_BRAND, ...(byHost.get(key) ?? {}), host: key });

  return {
    /** The brand of a Host header. */
    async brandFor(host: string | undefined): Promise<Brand> {
      const key = hostKey(host);
      const customer = await customerOf(key);
      if (customer?.brand.enabled) return customerBrandFor(customer.brand, key);
      return configured(key);
    },

    /** The brand of the built-in configuration alone (no customer), for a Host header. */
    configuredBrandFor: (host: string | undefined): Brand => configured(hostKey(host)),

    /**
     * Where users who register on this host go: null unless the host belongs to a customer whose
     * own brand is switched on and allows registration.
     */
    async registrationFor(host: string | undefined): Promise<Registration | null> {
      const customer = await customerOf(hostKey(host));
      if (!customer?.brand.enabled || !customer.brand.register) return null;
      return { officeId: customer.officeId, roleCode: customer.brand.registerRole };
    },

    /** Whether BRANDS_FILE names this host (a customer cannot bind it then). */
    isConfiguredHost: (host: string): boolean => byHost.has(hostKey(host)),

    /** Whether a host is declared as this server's: named by BRANDS_FILE or bound to a customer. */
    async isKnownHost(host: string): Promise<boolean> {
      const key = hostKey(host);
      return byHost.has(key) || (await customerOf(key)) !== undefined;
    },
  };
}
export type BrandService = ReturnType<typeof brandService>;
