import { z } from 'zod/mini';
import { endpoints } from './endpoint.js';
import { LANGUAGES } from './languages.js';

/** A link in the footer of a brand. */
export const footerLink = z.object({ title: z.string(), href: z.string() });

/**
 * What the console shows for a host name (spec 1): title, logo, icon, copyright, footer links,
 * the languages offered and the default one, whether self-registration is open, policy and
 * manual links, and the optional jump address of the "4.0" product. GET /f/common/brand.
 */
export const brand = z.object({
  host: z.string(),
  title: z.string(),
  /** Logo and icon URLs; empty means the product's own. */
  logo: z.string(),
  icon: z.string(),
  copyright: z.string(),
  footerLinks: z.array(footerLink),
  languages: z.array(z.enum(LANGUAGES)).check(z.minLength(1)),
  /** null: no configured default, so the browser's language decides (spec 4). */
  defaultLanguage: z.nullable(z.enum(LANGUAGES)),
  register: z.boolean(),
  policyUrl: z.string(),
  manualUrl: z.string(),
  /** Address of the "4.0" product; the header links there with a single-sign-on token when set. */
  jumpUrl: z.string(),
});
export type Brand = z.infer<typeof brand>;

/** The brand call (under the system tag, as the first calls of a page load are). */
export const brandApi = endpoints('system', {
  brand: {
    method: 'GET',
    path: '/f/common/brand',
    access: 'public',
    summary: 'The brand of the host the console is opened on (title, logo, languages, links)',
    description:
      "A customer's host name shows that customer's own brand once it is switched on; otherwise " +
      'the brand of the built-in configuration (BRANDS_FILE) for the host, else the default.',
    answer: { jsonObject: brand },
  },
});
