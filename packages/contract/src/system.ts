import { z } from 'zod/mini';
import { line, requiredLine, withDefault } from './inputs.js';
import { endpoints } from './endpoint.js';

/** GET /f/common/isSysInit: 1 (or 0) when initialised, NOT_INITIALISED otherwise. */
export const INITIALISED = 1;
export const NOT_INITIALISED = -1;

/** Whether an isSysInit answer means the system is initialised (spec 2: 1 or 0). */
export function isInitialisedAnswer(value: unknown): boolean {
  return value === 1 || value === 0 || value === '1' || value === '0';
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** A password: 8-64 characters with a letter and a digit. */
export const password = line().check(
  z.minLength(PASSWORD_MIN),
  z.maxLength(PASSWORD_MAX),
  z.regex(/[A-Za-z]/, 'passwordLetter'),
  z.regex(/[0-9]/, 'passwordDigit'),
);

export const loginName = line().check(
  z.trim(),
  z.minLength(3),
  z.maxLength(32),
  z.regex(/^[A-Za-z0-9_.@-]+$/, 'loginNameChars'),
);

/** POST /f/common/sysInit: the first platform office and its administrator. */
export const sysInitRequest = z.object({
  officeName: requiredLine(100),
  loginName,
  name: requiredLine(64),
  password,
  email: withDefault(z.union([z.literal(''), z.email().check(z.maxLength(128))]), ''),
});
export type SysInitRequest = z.infer<typeof sysInitRequest>;

/** GET /f/common/getPublishKey. Modulus and exponent are hexadecimal. */
export const publishKey = z.object({
  landingEncryption: z.boolean(),
  isLandingEncryption: z.boolean(),
  publicKeyJson: z.object({ modulus: z.string(), exponent: z.string() }),
});
export type PublishKey = z.infer<typeof publishKey>;

/** The calls of the first start and the sign-in key. */
export const systemApi = endpoints('system', {
  isSysInit: {
    method: 'GET',
    path: '/f/common/isSysInit',
    access: 'public',
    summary: 'Whether the system is initialised (1) or not (-1)',
    answer: { jsonObject: z.int() },
  },
  sysInit: {
    method: 'POST',
    path: '/f/common/sysInit',
    access: 'public',
    summary: 'Initialise the system: the platform office and its first administrator (once only)',
    input: sysInitRequest,
    answer: { jsonObject: z.object({ userId: z.string() }) },
  },
  getPublishKey: {
    method: 'GET',
    path: '/f/common/getPublishKey',
    access: 'public',
    summary: 'Whether login fields are encrypted, and the RSA public key (hex)',
    answer: { jsonObject: publishKey },
  },
});

/** System setting keys known so far. */
export const SETTING_LANDING_ENCRYPTION = 'landingEncryption';
