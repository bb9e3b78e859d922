import { z } from 'zod/mini';
import { EPOCH_MS_MAX, line, requiredLine, trimmedLine, withDefault } from './inputs.js';
import { endpoints } from './endpoint.js';

/** POST /a/login (form). With landingEncryption on, username and password are RSA-OAEP ciphertexts (base64). */
export const loginRequest = z.object({
  username: requiredLine(1024),
  password: line().check(z.minLength(1), z.maxLength(1024)),
  validateCode: withDefault(trimmedLine(16), ''),
  verificationCode: withDefault(trimmedLine(16), ''),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Extra facts a failed login answers with, so the console can show the captcha. */
export const loginFailure = z.object({ needCaptcha: z.boolean() });
export type LoginFailure = z.infer<typeof loginFailure>;

/** One permission entry as the console checks it (spec 5 and 6). */
export const operationEntry = z.object({ id: z.string(), operation: z.array(z.string()) });
export type OperationEntry = z.infer<typeof operationEntry>;

/** GET /a/api/user/getUserInfo and the answer of a successful login. */
export const userInfo = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  avatar: z.string(),
  email: z.string(),
  phone: z.string(),
  /** '1' plain, '2' strength-checked password. */
  userPwdType: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  /** The previous sign-in (epoch ms and IP), empty on the first. */
  lastLoginDate: z.nullable(z.number()),
  lastLoginIp: z.string(),
  /** When the current session ends unless renewed (epoch ms). */
  sessionExpiresAt: z.number(),
  permissions: z.array(operationEntry),
  roles: z.array(operationEntry),
  roleNames: z.array(z.string()),
  secondDomainName: z.string(),
  personalType: z.string(),
  logo: z.string(),
  /** Only in the sign-in answer: the password has expired and must be changed before anything else. */
  passwordExpired: z.optional(z.boolean()),
});
export type UserInfo = z.infer<typeof userInfo>;

/** An entry of GET /routes: the console builds its menu and routes from these. */
export interface RouteEntry {
  id: string;
  name: string;
  path: string | null;
  icon: string | null;
  authority: string;
  invisible: boolean;
  /** An entry that opens an external address in a new tab (route meta `link`); its path is null. */
  link?: string;
  /** Role codes of which the user must hold one besides `authority` (spec 6); absent: none. */
  roles?: string[];
  children: RouteEntry[];
}
export const routeEntry: z.ZodMiniType<RouteEntry> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    path: z.nullable(z.string()),
    icon: z.nullable(z.string()),
    authority: z.string(),
    invisible: z.boolean(),
    link: z.optional(z.string()),
    roles: z.optional(z.array(z.string())),
    children: z.array(routeEntry),
  }),
);

/** POST /f/common/checkIslogin. */
export const loginState = z.object({ isLogin: z.boolean() });

/** GET /userVerification/getUserTokenCode: a one-time single-sign-on token. */
export const ssoToken = z.object({ token: z.string().check(z.minLength(1)) });

/** The calls of signing in and out: captcha, sign-in, sign-out, single sign-on, the session's state. */
export const sessionApi = endpoints('session', {
  validateCode: {
    method: 'GET',
    path: '/f/common/validateCode',
    access: 'public',
    summary: 'A new captcha picture (SVG) for the login form',
    /** `t` only makes each picture's address new, so the browser asks again. */
    input: z.object({ t: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(EPOCH_MS_MAX))) }),
    transport: 'download',
    produces: 'image/svg+xml',
  },
  login: {
    method: 'POST',
    path: '/a/login',
    access: 'public',
    summary: 'Sign in; sets the Authorization cookie and answers the user info',
    input: loginRequest,
    answer: { jsonObject: userInfo },
  },
  logout: {
    method: 'POST',
    path: '/a/logout',
    access: 'public',
    summary: 'Sign out: ends the session and clears the cookie',
  },
  getUserTokenCode: {
    method: 'GET',
    path: '/userVerification/getUserTokenCode',
    access: 'login',
    summary: 'A one-time token (valid 60 s) that signs the current user in elsewhere',
    // Makes a sign-in token from the session cookie: only the console itself may ask.
    changesState: true,
    answer: { jsonObject: ssoToken },
  },
  tokenVerifyLogin: {
    method: 'GET',
    path: '/mini/tokenVerifyLogin',
    access: 'public',
    summary: 'Sign in with a single-sign-on token (once); sets the cookie and answers the user info',
    input: z.object({ token: line().check(z.minLength(1), z.maxLength(128)) }),
    answer: { jsonObject: userInfo },
  },
  checkIslogin: {
    method: 'POST',
    path: '/f/common/checkIslogin',
    access: 'public',
    summary: 'Whether the caller has a live session',
    answer: { jsonObject: loginState },
  },
});
