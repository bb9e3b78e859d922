import { sysInitRequest } from '@apm/contract';

/** A field problem as an `init.rules.<key>` message with its parameters. */
export interface Problem {
  key: string;
  params?: Record<string, number>;
}

export type InitField = keyof typeof sysInitRequest.shape;

/** Messages the contract's schemas name themselves (regex rules). */
const NAMED = new Set(['passwordLetter', 'passwordDigit', 'loginNameChars']);

/**
 * The first problem of a value for a field of the initialisation form, found with the same
 * zod schema the server applies, so the browser and the server never disagree.
 */
export function fieldProblem(field: InitField, value: string): Problem | undefined {
  const result = sysInitRequest.shape[field].safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  if (!issue) return { key: 'invalid' };
  if (NAMED.has(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? { key: 'required' }
        : { key: 'tooShort', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'tooLong', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'email' } : { key: 'invalid' };
    default:
      return { key: 'invalid' };
  }
}

/** The `init.rules.<key>` of a message the server sent for a field, when it is one of ours. */
export function serverProblem(message: string): Problem | undefined {
  return NAMED.has(message) ? { key: message } : undefined;
}
