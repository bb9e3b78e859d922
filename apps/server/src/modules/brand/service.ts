import fs from 'node:fs';
import { brand, type Brand } from '@apm/contract';
import { z } from 'zod';
import { DEFAULT_BRAND } from './builtin.js';

const brandFile = z.record(z.string(), brand.omit({ host: true }).partial());

/** A host name without port, lower case: the key brands are looked up by. */
export function hostKey(host: string | undefined): string {
  const h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0] ?? '';
}

/**
 * Brands by host name. The built-in default, the hosts of BRANDS_FILE (JSON: host → brand
 * fields) and, later, the customers' own domains all feed this one lookup.
 */
export function brandService(opts: { brandsFile?: string }) {
  const byHost = new Map<string, Partial<Omit<Brand, 'host'>>>();
  if (opts.brandsFile) {
    const parsed = brandFile.safeParse(JSON.parse(fs.readFileSync(opts.brandsFile, 'utf8')));
    if (!parsed.success) throw new Error(`BRANDS_FILE ${opts.brandsFile}: ${parsed.error.message}`);
    for (const [host, b] of Object.entries(parsed.data)) byHost.set(hostKey(host), b);
  }
  return {
    /** The brand of a Host header. */
    brandFor(host: string | undefined): Brand {
      const key = hostKey(host);
      const own = byHost.get(key) ?? {};
      const b = { ...DEFAULT_BRAND, ...own, host: key };
      // A default language the brand does not offer would be unreachable: take its first one.
      if (b.defaultLanguage && !b.languages.includes(b.defaultLanguage)) b.defaultLanguage = b.languages[0]!;
      b.copyright = b.copyright.replace('{year}', String(new Date().getFullYear()));
      return b;
    },
  };
}
export type BrandService = ReturnType<typeof brandService>;
