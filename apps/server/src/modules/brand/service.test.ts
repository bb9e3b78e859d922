import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandService, hostKey } from './service.js';

describe('brands', () => {
  it('keys hosts without port and case', () => {
    expect(hostKey('Screens.Example:8080')).toBe('screens.example');
    expect(hostKey('[::1]:8080')).toBe('[::1]');
    expect(hostKey('screens.example.')).toBe('screens.example');
  });

  it('gives unknown hosts the default brand with every language', async () => {
    const b = await brandService({}).brandFor('anything.example');
    expect(b).toMatchObject({
      host: 'anything.example',
      title: 'APM',
      defaultLanguage: null,
      register: false,
      copyright: '',
    });
    expect(b.languages).toHaveLength(11);
  });

  it('takes a host brand from BRANDS_FILE and keeps the default language among those offered', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brand-')), 'brands.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        'metro.example': {
          title: 'Metro Screens',
          languages: ['DE', 'FR'],
          defaultLanguage: 'US',
          copyright: '© {year} Metro',
        },
      }),
    );
    const brands = brandService({ brandsFile: file });
    const b = await brands.brandFor('metro.example:443');
    expect(b).toMatchObject({ title: 'Metro Screens', languages: ['DE', 'FR'], defaultLanguage: 'DE' });
    expect(b.copyright).toBe(`© ${new Date().getFullYear()} Metro`);
    expect(brands.isConfiguredHost('METRO.example')).toBe(true);
    expect(brands.isConfiguredHost('other.example')).toBe(false);
  });

  it('refuses a brands file with a bad entry', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brand-')), 'brands.json');
    fs.writeFileSync(file, JSON.stringify({ 'x.example': { languages: ['XX'] } }));
    expect(() => brandService({ brandsFile: file })).toThrow(/BRANDS_FILE/);
  });
});
