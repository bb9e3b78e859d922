import { describe, expect, it } from 'vitest';
import { brandImagePath, customerBrandSave, isBrandImagePath, isWebAddress, normalizeHost } from './customer.js';

describe('normalizeHost', () => {
  it('lower-cases, trims, drops a final dot and turns international names into their xn-- form', () => {
    expect(normalizeHost('  Screens.ACME.example. ')).toBe('screens.acme.example');
    expect(normalizeHost('bücher.example')).toBe('xn--bcher-kva.example');
    expect(normalizeHost('a-b.c-d.example')).toBe('a-b.c-d.example');
  });

  it('refuses schemes, ports, paths, spaces, single labels, IP addresses and bad labels', () => {
    for (const bad of [
      '',
      'localhost',
      'http://x.example',
      'x.example:8080',
      'x.example/path',
      'a b.example',
      '10.0.0.1',
      '[::1]',
      '-a.example',
      'a-.example',
      'a..example',
      `${'a'.repeat(64)}.example`,
      'user@x.example',
    ]) {
      expect(normalizeHost(bad), bad).toBeNull();
    }
  });
});

describe('isWebAddress', () => {
  it('takes absolute http and https addresses only', () => {
    expect(isWebAddress('https://cdn.example/logo.png')).toBe(true);
    expect(isWebAddress('http://cdn.example')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('data:image/png;base64,AAAA')).toBe(false);
    expect(isWebAddress('/files/logo.png')).toBe(false);
  });

  it('knows the address of an uploaded brand picture, and only that', () => {
    const md5 = 'a'.repeat(32);
    expect(isBrandImagePath(brandImagePath(md5))).toBe(true);
    expect(isBrandImagePath(`${brandImagePath(md5)}&x=1`)).toBe(false);
    expect(isBrandImagePath('/apm-web/f/common/brandImage?md5=../../etc')).toBe(false);
    expect(
      customerBrandSave.safeParse({ id: 'c', personalType: '1', languages: 'US', logo: brandImagePath(md5) }).success,
    ).toBe(true);
    expect(
      customerBrandSave.safeParse({ id: 'c', personalType: '1', languages: 'US', policyUrl: brandImagePath(md5) })
        .success,
    ).toBe(false);
  });
});

describe('customerBrandSave', () => {
  const base = { id: 'c1', personalType: '1', languages: 'DE,US' };

  it('reads footer links as JSON, languages comma-joined, an empty default as null', () => {
    const r = customerBrandSave.parse({
      ...base,
      footerLinks: JSON.stringify([{ title: ' Status ', href: 'https://status.example' }]),
      defaultLanguage: '',
      register: '1',
    });
    expect(r).toMatchObject({
      footerLinks: [{ title: 'Status', href: 'https://status.example' }],
      languages: ['DE', 'US'],
      defaultLanguage: null,
      register: true,
      registerRole: 'operator',
    });
  });

  it('names what is wrong: a default language not offered, an address that is not http(s), bad links', () => {
    const issues = (v: Record<string, string>) => {
      const r = customerBrandSave.safeParse({ ...base, ...v });
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    };
    expect(issues({ defaultLanguage: 'FR' })).toEqual(['defaultLanguage:defaultLanguageNotOffered']);
    expect(issues({ logo: 'ftp://x.example/a.png' })).toEqual(['logo:webAddress']);
    expect(issues({ footerLinks: '[{' })).toEqual(['footerLinks:footerLinks']);
    expect(issues({ languages: '' })).toEqual(['languages:languagesRequired']);
  });
});
