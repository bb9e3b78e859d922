import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { schemaProblem, type Checkable } from '../form/schemaProblem';
import { RULE_KEYS } from './rules';

/** Form rules from the contract's schemas, and the text of a server's field message, translated. */
export function useRules() {
  const { t } = useTranslation();

  /** A rule checking the value with the server's own schema. */
  const schemaRule = useCallback(
    (schema: Checkable): FormRule => ({
      validator: async (_rule, value: unknown) => {
        const problem = schemaProblem(schema, value ?? '');
        if (problem) throw new Error(t(`customers.rules.${problem.key}`, problem.params));
      },
    }),
    [t],
  );

  /** A refusal's field message as shown: translated when it names a rule, else as the server said it. */
  const ruleText = useCallback(
    (message: string) => (RULE_KEYS.has(message) ? t(`customers.rules.${message}`) : message),
    [t],
  );

  return { schemaRule, ruleText };
}
