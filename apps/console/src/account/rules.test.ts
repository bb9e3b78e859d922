import { describe, expect, it } from 'vitest';
import { US as messages } from '../i18n/allTexts';
import { isCode, KNOWN_FIELD_MESSAGES, newPasswordProblem, serverFieldProblem } from './rules';

describe('newPasswordProblem', () => {
  it('applies the basic rule always', () => {
    expect(newPasswordProblem('', false)).toEqual({ key: 'required' });
    expect(newPasswordProblem('Ab1', false)).toEqual({ key: 'tooShort', params: { min: 8 } });
    expect(newPasswordProblem('abcdefgh', false)).toEqual({ key: 'passwordDigit' });
    expect(newPasswordProblem('12345678', false)).toEqual({ key: 'passwordLetter' });
    expect(newPasswordProblem('abcdefg1', false)).toBeUndefined();
  });

  it('asks for a symbol or mixed case when the policy is strong', () => {
    expect(newPasswordProblem('abcdefg1', true)).toEqual({ key: 'passwordWeak' });
    expect(newPasswordProblem('Abcdefg1', true)).toBeUndefined();
    expect(newPasswordProblem('abcdef-1', true)).toBeUndefined();
  });
});

describe('serverFieldProblem', () => {
  it('translates the messages it knows and leaves others to the server text', () => {
    expect(serverFieldProblem({ field: 'newPassword', message: 'passwordReused' })).toEqual({ key: 'passwordReused' });
    expect(serverFieldProblem({ field: 'x', message: 'Too small: expected >=8' })).toBeUndefined();
  });

  it('has a message in account.rules for each', () => {
    expect(KNOWN_FIELD_MESSAGES.filter((k) => !(k in messages.account.rules))).toEqual([]);
  });
});

describe('isCode', () => {
  it('is six digits', () => {
    expect(isCode('012345')).toBe(true);
    expect(isCode(' 012345 ')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('12345a')).toBe(false);
  });
});
