import { sysInitRequest } from '@apm/contract';
import { NAMED_RULES, schemaProblem, type Problem } from '../../components/form/schemaProblem';

export type { Problem };

export type InitField = keyof typeof sysInitRequest.shape;

/**
 * The first problem of a value for a field of the initialisation form, found with the same
 * zod schema the server applies, so the browser and the server never disagree.
 */
export function fieldProblem(field: InitField, value: string): Problem | undefined {
  return schemaProblem(sysInitRequest.shape[field], value);
}

/** The `init.rules.<key>` of a message the server sent for a field, when it is one of ours. */
export function serverProblem(message: string): Problem | undefined {
  return NAMED_RULES.has(message) ? { key: message } : undefined;
}
