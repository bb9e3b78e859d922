import { describe, expect, it } from 'vitest';
import { nameProblem } from './folderName';

describe('a folder or material name', () => {
  it('is refused empty, too long, or with slashes and control characters', () => {
    expect(nameProblem('  ')).toBe('required');
    expect(nameProblem(undefined)).toBe('required');
    expect(nameProblem('x'.repeat(101))).toBe('tooLong');
    expect(nameProblem('a/b')).toBe('badCharacters');
    expect(nameProblem('a\\b')).toBe('badCharacters');
    expect(nameProblem('tab\there')).toBe('badCharacters');
  });
  it('takes any other text, trimmed', () => {
    expect(nameProblem(' Summer 2026 – menus (v2) ')).toBeUndefined();
    expect(nameProblem('x'.repeat(100))).toBeUndefined();
  });
});
