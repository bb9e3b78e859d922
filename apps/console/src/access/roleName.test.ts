import { describe, expect, it } from 'vitest';
import { createTexts } from '../i18n/texts';
import { DE } from '../i18n/allTexts';
import { roleName, userRoleNames } from './roleName';

const i18n = createTexts('DE', DE);
const translate = (key: string) => (i18n.exists(key) ? i18n.t(key) : undefined);

describe('role names', () => {
  it('translates a built-in role that keeps its built-in name, and nothing else', () => {
    expect(roleName({ code: 'operator', name: 'Operator' }, translate)).toBe(DE.user.roleNames.operator);
    expect(roleName({ code: 'operator', name: 'Screen team' }, translate)).toBe('Screen team');
    expect(roleName({ code: 'operator', name: 'Operator', builtIn: false }, translate)).toBe('Operator');
    expect(roleName({ code: 'cashiers', name: 'Cashiers' }, translate)).toBe('Cashiers');
  });

  it("names the signed-in user's roles by pairing their codes with their names", () => {
    const user = { roles: [{ id: 'reviewer' }, { id: 'r1' }], roleNames: ['Reviewer', 'Night shift'] };
    expect(userRoleNames(user, translate)).toEqual([DE.user.roleNames.reviewer, 'Night shift']);
    expect(DE.user.roleNames.reviewer).not.toBe('Reviewer');
  });
});
