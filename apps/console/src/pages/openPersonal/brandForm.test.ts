import { EMPTY_CUSTOMER_BRAND, LANGUAGES } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { toBrandValues, toFormValues } from './brandForm';

describe('brand form', () => {
  it('shows a stored brand with "the browser decides" as an empty default', () => {
    expect(toFormValues(EMPTY_CUSTOMER_BRAND)).toMatchObject({ enabled: false, defaultLanguage: '' });
  });

  it('sends trimmed texts, links as JSON without empty rows, languages in the spec order, switches as 1/0', () => {
    const v = toBrandValues(
      'c1',
      {
        ...toFormValues(EMPTY_CUSTOMER_BRAND),
        enabled: true,
        title: '  Acme Screens ',
        footerLinks: [
          { title: ' Status ', href: ' https://status.example ' },
          { title: '', href: '' },
        ],
        languages: ['US', 'DE'],
        defaultLanguage: 'DE',
        register: true,
        registerRole: 'reviewer',
      },
      LANGUAGES,
    );
    expect(v).toMatchObject({
      id: 'c1',
      personalType: '1',
      title: 'Acme Screens',
      footerLinks: JSON.stringify([{ title: 'Status', href: 'https://status.example' }]),
      languages: 'US,DE',
      defaultLanguage: 'DE',
      register: '1',
      registerRole: 'reviewer',
    });
  });
});
