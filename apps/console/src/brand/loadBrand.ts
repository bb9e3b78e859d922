import { LANGUAGES, type Brand } from '@apm/contract';
import { fetchBrand } from './api';

/** The brand the console runs under, and whether it came from the server. */
export interface SiteBrand {
  brand: Brand;
  /** false: the server could not be asked, so the console shows its own look and languages. */
  loaded: boolean;
}

/** The console's own look: empty fields fall back to its logo, icon, name and copyright text. */
export const OWN_BRAND: Brand = {
  host: '',
  title: '',
  logo: '',
  icon: '',
  copyright: '',
  footerLinks: [],
  languages: [...LANGUAGES],
  defaultLanguage: null,
  register: false,
  policyUrl: '',
  manualUrl: '',
  jumpUrl: '',
};

/** A start must not hang on a server that does not answer: after this the console's own look is used. */
const BRAND_TIMEOUT_MS = 10_000;

/** Asks the server for the brand once, before the first page renders; falls back to the console's own. */
export async function loadBrand(): Promise<SiteBrand> {
  try {
    return { brand: await fetchBrand(AbortSignal.timeout(BRAND_TIMEOUT_MS)), loaded: true };
  } catch (err) {
    console.error('The brand could not be loaded; using the console’s own', err);
    return { brand: OWN_BRAND, loaded: false };
  }
}
