import {
  EMPTY_CUSTOMER_BRAND,
  LANGUAGES,
  REGISTER_ROLES,
  type CustomerBrand,
  type Language,
  type RegisterRole,
} from '@apm/contract';

/** JSON text of a stored list, tolerant of a damaged value (the default then). */
export function parseList<T>(text: string | null | undefined, fallback: T[]): T[] {
  try {
    const v = JSON.parse(text ?? '') as unknown;
    return Array.isArray(v) ? (v as T[]) : fallback;
  } catch {
    return fallback;
  }
}

export interface BrandColumns {
  personal: number | null;
  title: string | null;
  logo: string | null;
  icon: string | null;
  copyright: string | null;
  footerLinks: string | null;
  languages: string | null;
  defaultLanguage: string | null;
  register: number | null;
  registerRole: string | null;
  policyUrl: string | null;
  manualUrl: string | null;
}

export const brandColumns = [
  'c.personal',
  'c.title',
  'c.logo',
  'c.icon',
  'c.copyright',
  'c.footer_links as footerLinks',
  'c.languages',
  'c.default_language as defaultLanguage',
  'c.register',
  'c.register_role as registerRole',
  'c.policy_url as policyUrl',
  'c.manual_url as manualUrl',
] as const;

/** A brand from its columns; a customer without a row has the empty brand. */
export function toBrand(r: BrandColumns): CustomerBrand {
  const e = EMPTY_CUSTOMER_BRAND;
  const languages = parseList<string>(r.languages, e.languages).filter((l): l is Language =>
    (LANGUAGES as readonly string[]).includes(l),
  );
  return {
    enabled: r.personal === 1,
    title: r.title ?? e.title,
    logo: r.logo ?? e.logo,
    icon: r.icon ?? e.icon,
    copyright: r.copyright ?? e.copyright,
    footerLinks: parseList(r.footerLinks, e.footerLinks),
    languages: languages.length ? languages : e.languages,
    defaultLanguage: (LANGUAGES as readonly string[]).includes(r.defaultLanguage ?? '')
      ? (r.defaultLanguage as Language)
      : null,
    register: r.register === 1,
    registerRole: (REGISTER_ROLES as readonly string[]).includes(r.registerRole ?? '')
      ? (r.registerRole as RegisterRole)
      : e.registerRole,
    policyUrl: r.policyUrl ?? e.policyUrl,
    manualUrl: r.manualUrl ?? e.manualUrl,
  };
}
