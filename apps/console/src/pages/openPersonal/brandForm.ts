import type { CustomerBrand, Language, RegisterRole } from '@apm/contract';
import type { BrandValues } from './api';

/** The brand form's values: lists as lists, switches as booleans, '' for "the browser decides". */
export interface BrandFormValues {
  enabled: boolean;
  title: string;
  logo: string;
  icon: string;
  copyright: string;
  footerLinks: { title: string; href: string }[];
  languages: Language[];
  defaultLanguage: Language | '';
  register: boolean;
  registerRole: RegisterRole;
  policyUrl: string;
  manualUrl: string;
}

export const BRAND_FIELDS = [
  'personalType',
  'title',
  'logo',
  'icon',
  'copyright',
  'footerLinks',
  'languages',
  'defaultLanguage',
  'register',
  'registerRole',
  'policyUrl',
  'manualUrl',
] as const;

/** The stored brand as the form shows it. */
export function toFormValues(b: CustomerBrand): BrandFormValues {
  return { ...b, footerLinks: b.footerLinks.map((l) => ({ ...l })), defaultLanguage: b.defaultLanguage ?? '' };
}

/**
 * The form as the server takes it: trimmed texts, footer links as JSON (empty rows dropped),
 * languages comma-joined in the order of `order` (the spec's), switches as "1"/"0".
 */
export function toBrandValues(id: string, v: BrandFormValues, order: readonly Language[]): BrandValues {
  const trim = (s: string | undefined) => (s ?? '').trim();
  const links = (v.footerLinks ?? [])
    .map((l) => ({ title: trim(l?.title), href: trim(l?.href) }))
    .filter((l) => l.title !== '' || l.href !== '');
  return {
    id,
    personalType: v.enabled ? '1' : '0',
    title: trim(v.title),
    logo: trim(v.logo),
    icon: trim(v.icon),
    copyright: trim(v.copyright),
    footerLinks: JSON.stringify(links),
    languages: order.filter((l) => v.languages.includes(l)).join(','),
    defaultLanguage: v.defaultLanguage,
    register: v.register ? '1' : '0',
    registerRole: v.registerRole,
    policyUrl: trim(v.policyUrl),
    manualUrl: trim(v.manualUrl),
  };
}
