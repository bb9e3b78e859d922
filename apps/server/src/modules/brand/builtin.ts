import { LANGUAGES, type Brand } from '@apm/contract';

/** The brand of any host that has no brand of its own. */
export const DEFAULT_BRAND: Omit<Brand, 'host'> = {
  title: 'APM',
  logo: '',
  icon: '',
  /** Empty: the console shows its own translated copyright line. */
  copyright: '',
  footerLinks: [],
  languages: [...LANGUAGES],
  defaultLanguage: null,
  register: false,
  policyUrl: '',
  manualUrl: '',
  jumpUrl: '',
};
