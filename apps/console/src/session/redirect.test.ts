import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirect('/home')).toBe('/home');
    expect(safeRedirect('/sys/user?pageNo=2#top')).toBe('/sys/user?pageNo=2#top');
  });

  it('refuses anything that leaves the site', () => {
    for (const v of ['//evil.example', '/\\evil.example', 'https://evil.example/home', 'javascript:alert(1)', 'home']) {
      expect(safeRedirect(v), v).toBeUndefined();
    }
    expect(safeRedirect('/\t/evil.example')).toBeUndefined();
  });

  it('refuses the way-in pages and empty values', () => {
    expect(safeRedirect('/login')).toBeUndefined();
    expect(safeRedirect('/logout?x=1')).toBeUndefined();
    expect(safeRedirect('/sysInit')).toBeUndefined();
    expect(safeRedirect('')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
    expect(safeRedirect(undefined)).toBeUndefined();
  });
});
