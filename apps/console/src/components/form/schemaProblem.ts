import type { FieldError } from '@apm/contract';

/**
 * Checking form fields with the contract's zod schemas and placing a refused call's field errors,
 * for every console form. A problem is a `<namespace>.rules.<key>` message with its parameters.
 */
export interface Problem {
  key: string;
  params?: Record<string, number>;
}

interface Issue {
  code: string;
  message: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  errors?: Issue[][];
}

/** What schemaProblem needs of a zod schema. */
export interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly unknown[] } };
}

/** Messages the contract's schemas name themselves (their regex rules); the console translates them. */
export const NAMED_RULES = new Set(['passwordLetter', 'passwordDigit', 'loginNameChars', 'phoneFormat']);

const problemOf = (issue: Issue | undefined): Problem => {
  if (!issue) return { key: 'invalid' };
  if (NAMED_RULES.has(issue.message)) return { key: issue.message };
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'too_small':
      if (text)
        return Number(issue.minimum) <= 1
          ? { key: 'required' }
          : { key: 'tooShort', params: { min: Number(issue.minimum) } };
      return { key: 'tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return text
        ? { key: 'tooLong', params: { max: Number(issue.maximum) } }
        : { key: 'tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'email' } : { key: 'invalid' };
    case 'invalid_union': {
      // "Empty or an e-mail address": the branch that says what is wrong is not the empty literal.
      const inner = (issue.errors ?? []).flat().filter((i) => i.code !== 'invalid_value');
      return problemOf(inner[0]);
    }
    default:
      return { key: 'invalid' };
  }
};

/**
 * The first problem of a value for one field, found with the contract's own zod schema (the one
 * the server applies), so the browser and the server never disagree about what is valid.
 */
export function schemaProblem(schema: Checkable, value: unknown): Problem | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  // Nothing typed where something must be: say so, whatever the first rule it breaks.
  if (typeof value === 'string' && value.trim() === '') return { key: 'required' };
  return problemOf(result.error.issues[0] as Issue | undefined);
}

/**
 * The field errors of a refused call, grouped on the form's fields by the field name the server
 * gives; `text` turns a message into what is shown (a translated rule, or the server's own words).
 * Errors naming no field of the form come back in `rest`, to be shown another way.
 */
export function fieldErrors<F extends string>(
  fields: readonly FieldError[],
  formFields: readonly F[],
  text: (message: string) => string,
): { onFields: { name: F; errors: string[] }[]; rest: FieldError[] } {
  const onFields = new Map<F, string[]>();
  const rest: FieldError[] = [];
  for (const f of fields) {
    const name = formFields.find((n) => n === f.field);
    if (name === undefined) rest.push(f);
    else onFields.set(name, [...(onFields.get(name) ?? []), text(f.message)]);
  }
  return { onFields: [...onFields].map(([name, errors]) => ({ name, errors })), rest };
}
