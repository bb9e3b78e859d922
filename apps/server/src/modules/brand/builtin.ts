import { LANGUAGES, type Brand } from '@apm/contract';

/** The brand of any host that has no brand of its own. */
export const DEFAULT_BRAND: Omit<Brand, 'host'> = {
  title: 'APM',
  logo: '',
  icon: '',
  copyright: '© {year} APM digital signage platform',
  footerLinks: [],
  languages: [...LANGUAGES],
  defaultLanguage: 'US',
  register: false,
  policyUrl: '',
  manualUrl: '',
  jumpUrl: '',
};
