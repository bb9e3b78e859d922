import { customerSave, firstAdminFields, loginName, officeSave, password, userSave } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors, schemaProblem } from './schemaProblem';

describe('schemaProblem', () => {
  it('accepts what the server accepts', () => {
    expect(schemaProblem(officeSave.shape.name, 'North Depot')).toBeUndefined();
    expect(schemaProblem(officeSave.shape.sort, 12)).toBeUndefined();
    expect(schemaProblem(userSave.shape.email, '')).toBeUndefined();
    expect(schemaProblem(userSave.shape.email, 'ops@harbour.example')).toBeUndefined();
    expect(schemaProblem(userSave.shape.phone, '+49 (30) 123-456')).toBeUndefined();
  });

  it('names the rule a text breaks', () => {
    expect(schemaProblem(officeSave.shape.name, '  ')).toEqual({ key: 'required' });
    expect(schemaProblem(officeSave.shape.name, 'x'.repeat(101))).toEqual({ key: 'tooLong', params: { max: 100 } });
    expect(schemaProblem(loginName, 'ab')).toEqual({ key: 'tooShort', params: { min: 3 } });
    expect(schemaProblem(loginName, 'ad min')).toEqual({ key: 'loginNameChars' });
    expect(schemaProblem(password, 'abcdefgh')).toEqual({ key: 'passwordDigit' });
    expect(schemaProblem(password, '12345678')).toEqual({ key: 'passwordLetter' });
  });

  it('names the rule a number breaks', () => {
    expect(schemaProblem(officeSave.shape.sort, -1)).toEqual({ key: 'tooSmall', params: { min: 0 } });
    expect(schemaProblem(officeSave.shape.sort, 1_000_001)).toEqual({ key: 'tooBig', params: { max: 1_000_000 } });
    expect(schemaProblem(officeSave.shape.sort, 1.5)).toEqual({ key: 'invalid' });
  });

  it('explains an optional e-mail or phone by the branch that is not the empty one', () => {
    expect(schemaProblem(userSave.shape.email, 'not-an-address')).toEqual({ key: 'email' });
    expect(schemaProblem(userSave.shape.phone, 'call me')).toEqual({ key: 'phoneFormat' });
    expect(schemaProblem(firstAdminFields.adminEmail, 'not-mail')).toEqual({ key: 'email' });
    expect(schemaProblem(firstAdminFields.adminEmail, '')).toBeUndefined();
  });

  it('names the rule the customer and first-administrator schemas break, as the server would', () => {
    expect(schemaProblem(customerSave.shape.name, '')).toEqual({ key: 'required' });
    expect(schemaProblem(customerSave.shape.name, 'x'.repeat(101))).toEqual({ key: 'tooLong', params: { max: 100 } });
    expect(schemaProblem(firstAdminFields.adminLoginName, 'ab')).toEqual({ key: 'tooShort', params: { min: 3 } });
    expect(schemaProblem(firstAdminFields.adminLoginName, 'a b c')).toEqual({ key: 'loginNameChars' });
    expect(schemaProblem(firstAdminFields.adminPassword, 'abcdefgh')).toEqual({ key: 'passwordDigit' });
    expect(schemaProblem(customerSave.shape.contactPhone, 'abc')).toEqual({ key: 'phoneFormat' });
  });
});

describe('fieldErrors', () => {
  it('puts each error on the field the server names, and returns the others', () => {
    const { onFields, rest } = fieldErrors(
      [
        { field: 'loginName', message: 'loginNameTaken' },
        { field: 'email', message: 'emailTaken' },
        { field: 'email', message: 'Too long' },
        { field: 'tenant', message: 'unknown' },
      ],
      ['loginName', 'email', 'phone'] as const,
      (m) => `<${m}>`,
    );
    expect(onFields).toEqual([
      { name: 'loginName', errors: ['<loginNameTaken>'] },
      { name: 'email', errors: ['<emailTaken>', '<Too long>'] },
    ]);
    expect(rest).toEqual([{ field: 'tenant', message: 'unknown' }]);
  });
});
