import { describe, expect, it } from 'vitest';
import { US as messages } from '../../i18n/allTexts';
import { RULE_KEYS } from './rules';

describe('customers.rules', () => {
  it('has a translation for every rule a customer form can name', () => {
    const rules = messages.customers.rules as Record<string, string>;
    for (const key of [...RULE_KEYS, 'tooShort', 'tooLong', 'email', 'invalid']) expect(rules[key], key).toBeTruthy();
  });
});
