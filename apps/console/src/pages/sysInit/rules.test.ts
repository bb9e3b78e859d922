import { describe, expect, it } from 'vitest';
import { US as messages } from '../../i18n/allTexts';
import { fieldProblem, serverProblem } from './rules';

describe('fieldProblem', () => {
  it('accepts what the server accepts', () => {
    expect(fieldProblem('officeName', 'Acme Media')).toBeUndefined();
    expect(fieldProblem('loginName', 'admin.ops@acme-1_x')).toBeUndefined();
    expect(fieldProblem('name', 'Ada Lovelace')).toBeUndefined();
    expect(fieldProblem('password', 'Secret123')).toBeUndefined();
    expect(fieldProblem('email', '')).toBeUndefined();
    expect(fieldProblem('email', 'ada@example.com')).toBeUndefined();
  });

  it('asks for required fields, blanks included', () => {
    expect(fieldProblem('officeName', '')).toEqual({ key: 'required' });
    expect(fieldProblem('officeName', '   ')).toEqual({ key: 'required' });
    expect(fieldProblem('name', '')).toEqual({ key: 'required' });
    // Fields with a longer minimum too: empty is "required", not "at least 3 characters".
    expect(fieldProblem('loginName', '')).toEqual({ key: 'required' });
    expect(fieldProblem('loginName', '  ')).toEqual({ key: 'required' });
    expect(fieldProblem('password', '')).toEqual({ key: 'required' });
  });

  it('applies the login name rule: 3-32 of letters, digits and _ . @ -', () => {
    expect(fieldProblem('loginName', 'ab')).toEqual({ key: 'tooShort', params: { min: 3 } });
    expect(fieldProblem('loginName', 'a'.repeat(33))).toEqual({ key: 'tooLong', params: { max: 32 } });
    expect(fieldProblem('loginName', 'ad min')).toEqual({ key: 'loginNameChars' });
    expect(fieldProblem('loginName', 'admin!')).toEqual({ key: 'loginNameChars' });
  });

  it('applies the password rule: 8-64 characters with a letter and a digit', () => {
    expect(fieldProblem('password', 'Ab1')).toEqual({ key: 'tooShort', params: { min: 8 } });
    expect(fieldProblem('password', `a1${'x'.repeat(63)}`)).toEqual({ key: 'tooLong', params: { max: 64 } });
    expect(fieldProblem('password', 'abcdefgh')).toEqual({ key: 'passwordDigit' });
    expect(fieldProblem('password', '12345678')).toEqual({ key: 'passwordLetter' });
  });

  it('checks the e-mail address when one is given', () => {
    expect(fieldProblem('email', 'not-an-address')).toEqual({ key: 'email' });
    expect(fieldProblem('email', `${'a'.repeat(120)}@example.com`)).toEqual({ key: 'tooLong', params: { max: 128 } });
  });

  it('limits the organisation and display names', () => {
    expect(fieldProblem('officeName', 'x'.repeat(101))).toEqual({ key: 'tooLong', params: { max: 100 } });
    expect(fieldProblem('name', 'x'.repeat(65))).toEqual({ key: 'tooLong', params: { max: 64 } });
  });
});

describe('serverProblem', () => {
  it("translates the contract's named messages and leaves others to the server's text", () => {
    expect(serverProblem('passwordDigit')).toEqual({ key: 'passwordDigit' });
    expect(serverProblem('Too small: expected string to have >=8 characters')).toBeUndefined();
  });
});

describe('problem keys', () => {
  it('each has a message in init.rules', () => {
    const samples: [Parameters<typeof fieldProblem>[0], string][] = [
      ['officeName', ''],
      ['loginName', 'ab'],
      ['loginName', 'a'.repeat(40)],
      ['loginName', 'a b c'],
      ['password', 'abcdefgh'],
      ['password', '12345678'],
      ['email', 'nope'],
    ];
    for (const [field, value] of samples) {
      const key = fieldProblem(field, value)?.key;
      expect(key && key in messages.init.rules, `${field}=${value}`).toBe(true);
    }
  });
});
