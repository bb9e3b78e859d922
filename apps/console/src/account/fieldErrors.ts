import type { FieldError } from '@apm/contract';
import type { FormInstance } from 'antd';
import type { TFunction } from '../i18n/texts';
import { ApiError } from '../api/ApiError';
import { serverFieldProblem } from './rules';

/** The text of a field error: its rule's translation when it is one of `account.rules`, else the server's message. */
export function fieldErrorText(f: FieldError, t: TFunction): string {
  const p = serverFieldProblem(f);
  return p ? t(`account.rules.${p.key}`, p.params) : f.message;
}

/**
 * Puts the field errors of a refused call on the form's fields (translated when the message is
 * one of `account.rules`; `rename` maps server field names to form ones). Answers whether any
 * field of the form got one, so the caller shows the general error only otherwise.
 */
export function showFieldErrors(
  form: FormInstance,
  err: unknown,
  t: TFunction,
  fields: readonly string[],
  rename: Record<string, string> = {},
): boolean {
  if (!(err instanceof ApiError)) return false;
  const mine = err.fields
    .map((f) => ({ ...f, field: rename[f.field] ?? f.field }))
    .filter((f) => fields.includes(f.field));
  form.setFields(mine.map((f) => ({ name: f.field, errors: [fieldErrorText(f, t)] })));
  return mine.length > 0;
}
