import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordProblem } from './account.js';

describe('passwordProblem', () => {
  it('asks for 8-64 characters with a letter and a digit, always', () => {
    expect(passwordProblem('Ab1', false)).toBe('tooShort');
    expect(passwordProblem(`a1${'x'.repeat(63)}`, false)).toBe('tooLong');
    expect(passwordProblem('12345678', false)).toBe('passwordLetter');
    expect(passwordProblem('abcdefgh', false)).toBe('passwordDigit');
    expect(passwordProblem('harbour2026', false)).toBeUndefined();
  });

  it('asks, when strong, for a symbol or both cases as well', () => {
    expect(passwordProblem('harbour2026', true)).toBe('passwordWeak');
    expect(passwordProblem('HARBOUR2026', true)).toBe('passwordWeak');
    expect(passwordProblem('Harbour2026', true)).toBeUndefined();
    expect(passwordProblem('harbour-2026', true)).toBeUndefined();
    expect(passwordProblem('harbour 2026', true)).toBeUndefined();
  });
});

describe('isStrongPassword', () => {
  it('needs the basic rule too', () => {
    expect(isStrongPassword('Ab-1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
    expect(isStrongPassword('Abcdefg1')).toBe(true);
  });
});
