import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem, type FieldError } from '@apm/contract';

/** A problem as an `account.rules.<key>` message with its parameters. */
export interface Problem {
  key: string;
  params?: Record<string, number>;
}

/** Field messages the server sends that have a translation in `account.rules`. */
export const KNOWN_FIELD_MESSAGES = [
  'required',
  'tooShort',
  'tooLong',
  'passwordLetter',
  'passwordDigit',
  'passwordWeak',
  'passwordReused',
  'wrongPassword',
  'emailTaken',
  'phoneTaken',
  'loginNameTaken',
  'loginNameChars',
  'email',
  'phoneFormat',
  'codeFormat',
  'sameAddress',
  'notAnImage',
  'fileTooLarge',
  'needChannel',
  'ownContactMissing',
  'hostName',
] as const;

const PARAMS: Partial<Record<string, Record<string, number>>> = {
  tooShort: { min: PASSWORD_MIN },
  tooLong: { max: PASSWORD_MAX },
};

/** The problem of a new password under the policy (strong: userPwdType '2'), by the contract's rule. */
export function newPasswordProblem(value: string, strong: boolean): Problem | undefined {
  if (!value) return { key: 'required' };
  const key = passwordProblem(value, strong);
  return key ? { key, params: PARAMS[key] } : undefined;
}

/** The translation key (with parameters) of a field message from the server, or undefined for others. */
export function serverFieldProblem(f: FieldError): Problem | undefined {
  return (KNOWN_FIELD_MESSAGES as readonly string[]).includes(f.message)
    ? { key: f.message, params: PARAMS[f.message] }
    : undefined;
}

/** Six digits. */
export const isCode = (v: string) => /^[0-9]{6}$/.test(v.trim());
