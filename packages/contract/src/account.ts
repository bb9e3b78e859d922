import { z } from 'zod/mini';
import { line, requiredLine, trimmedLine, withDefault } from './inputs.js';
import { endpoints } from './endpoint.js';
import { userInfo } from './session.js';
import { phone } from './user.js';
import { loginName, PASSWORD_MAX, PASSWORD_MIN } from './system.js';

/**
 * Sign-in steps, verification codes, self-registration, forgotten passwords and the personal
 * center (spec 7 "Login and session" and "Users"). docs/api.md describes the flows.
 */

/** How a verification code travels. */
export const VERIFICATION_WAYS = ['email', 'sms'] as const;
export type VerificationWay = (typeof VERIFICATION_WAYS)[number];
export const verificationWay = z.enum(VERIFICATION_WAYS);

/** A code is six digits, good for ten minutes and one use. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
/** Codes to one address: one per minute, at most this many per hour; wrong answers per code. */
export const CODE_RESEND_MS = 60_000;
export const CODES_PER_HOUR = 5;
export const CODES_PER_IP_HOUR = 30;
export const CODE_MAX_ATTEMPTS = 5;

const code = line().check(z.trim(), z.regex(/^[0-9]{6}$/, 'codeFormat'));
const email = z.email().check(z.maxLength(128));

/** '2' when the password meets the strength rule, '1' otherwise (spec 3 userPwdType). */
export type PasswordType = '1' | '2';

/**
 * The password rule, in the console and on the server alike. Always: 8-64 characters with a
 * letter and a digit. Strong (policy userPwdType '2'): besides, a symbol or both upper and lower
 * case letters. Returns the first problem's key, or undefined.
 */
export function passwordProblem(
  value: string,
  strong: boolean,
): 'tooShort' | 'tooLong' | 'passwordLetter' | 'passwordDigit' | 'passwordWeak' | undefined {
  if (value.length < PASSWORD_MIN) return 'tooShort';
  if (value.length > PASSWORD_MAX) return 'tooLong';
  if (!/[A-Za-z]/.test(value)) return 'passwordLetter';
  if (!/[0-9]/.test(value)) return 'passwordDigit';
  if (strong && !isStrongPassword(value)) return 'passwordWeak';
  return undefined;
}

/** Whether a password meets the strength rule (type '2'). */
export function isStrongPassword(value: string): boolean {
  const mixedCase = /[a-z]/.test(value) && /[A-Z]/.test(value);
  const symbol = /[^A-Za-z0-9]/.test(value);
  return value.length >= PASSWORD_MIN && /[A-Za-z]/.test(value) && /[0-9]/.test(value) && (mixedCase || symbol);
}

/** A new password as requests carry it; the policy (strength, history) is applied by the server. */
const newPassword = line().check(z.minLength(1), z.maxLength(PASSWORD_MAX));
const currentPassword = line().check(z.minLength(1), z.maxLength(1024));

/** GET /a/seniorValidation: whether sign-in needs a code, and the ways codes can travel. */
export const seniorValidation = z.object({
  secondStep: z.boolean(),
  ways: z.array(verificationWay),
});
export type SeniorValidation = z.infer<typeof seniorValidation>;

/** GET /f/common/passwordPolicy: what the password forms check before sending. */
export const passwordPolicy = z.object({
  userPwdType: z.enum(['1', '2']),
  minLength: z.int(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicy>;

/** The answer of every call that sends a code: sent, or kept in the outbox (no mail server). */
export const codeSent = z.object({
  delivery: z.enum(['sent', 'outbox']),
  /** Seconds before another code may be asked for. */
  resendAfter: z.int(),
  /** Seconds the code stays good. */
  expiresIn: z.int(),
  /**
   * Where it went, masked: the address the caller typed (registration, a new contact address,
   * the second step's code); '' for a password reset, which never tells an account's address.
   */
  target: z.string(),
});
export type CodeSent = z.infer<typeof codeSent>;

/** POST /a/api/user/loginSendVerificationCode: proves the password, then sends the second-step code. */
export const loginSendCodeRequest = z.object({
  username: requiredLine(1024),
  password: currentPassword,
  validateCode: withDefault(trimmedLine(16), ''),
  way: withDefault(verificationWay, 'email'),
});
export type LoginSendCodeRequest = z.infer<typeof loginSendCodeRequest>;

/**
 * GET /a/forgetPwdWay: the ways reset codes travel now. The same answer for every login name, an
 * account's or not, and no address (masked or not): it must not tell who has an account.
 */
export const forgetPwdWayQuery = z.object({ loginName: requiredLine(64) });
export const resetWay = z.object({ way: verificationWay });
export const forgetPwdWays = z.object({ ways: z.array(resetWay) });
export type ForgetPwdWays = z.infer<typeof forgetPwdWays>;

/** POST /a/api/user/sendVerificationCode: a password-reset code to the account's own address. */
export const resetSendCodeRequest = z.object({
  loginName: requiredLine(64),
  way: verificationWay,
});

/** GET /a/api/user/checkVerificationCode: spends the code, answers a one-time reset token. */
export const checkCodeQuery = z.object({
  loginName: requiredLine(64),
  code,
});
export const resetToken = z.object({ resetToken: z.string() });
export type ResetToken = z.infer<typeof resetToken>;

/** POST /a/api/user/modifyPwd: sets a new password with the token of a checked code. */
export const resetPasswordRequest = z.object({
  loginName: requiredLine(64),
  resetToken: requiredLine(200),
  newPassword,
});

/** POST /a/api/user/sendVerificationCodeNotHaveToRegister: a registration code to a new address. */
export const registerSendCodeRequest = z.object({
  way: verificationWay,
  target: requiredLine(128),
});
/** POST /m/mobile/sendRegisterVerificationCode: the same for the mobile app, by text message. */
export const mobileRegisterSendCodeRequest = z.object({ phone });

/** POST /a/api/user/register. */
export const registerRequest = z
  .object({
    loginName,
    name: requiredLine(64),
    password: newPassword,
    way: verificationWay,
    email: withDefault(z.union([z.literal(''), email]), ''),
    phone: withDefault(z.union([z.literal(''), phone]), ''),
    code,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.way === 'email' && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'required' });
      if (v.way === 'sms' && !v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'required' });
    }),
  );
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /a/api/user/sendContactVerificationCode: a code to a new e-mail or phone of the signed-in user. */
export const contactSendCodeRequest = registerSendCodeRequest;

/** POST /a/api/user/saveUserInfo: own name, e-mail and phone; a changed address needs its code. */
export const saveUserInfoRequest = z.object({
  name: requiredLine(64),
  email: withDefault(z.union([z.literal(''), email]), ''),
  phone: withDefault(z.union([z.literal(''), phone]), ''),
  emailCode: withDefault(trimmedLine(16), ''),
  phoneCode: withDefault(trimmedLine(16), ''),
});
export type SaveUserInfoRequest = z.infer<typeof saveUserInfoRequest>;

/** GET /a/api/user/ConfirmOldpwd. */
export const confirmOldPasswordQuery = z.object({ oldPassword: currentPassword });
export const passwordConfirmed = z.object({ correct: z.boolean() });

/** POST /a/api/user/modifyPassword and /a/api/user/pwdPastDueModify. */
export const changePasswordRequest = z.object({ oldPassword: currentPassword, newPassword });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The largest avatar picture accepted, and the kinds. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** GET /a/api/user/avatar: whose avatar; `v` is the content's MD5, an address that never changes. */
export const avatarQuery = z.object({ id: requiredLine(64), v: z.optional(line().check(z.maxLength(64))) });
/** The answer of an avatar upload: the picture's new address. */
export const avatarSaved = z.object({ avatar: z.string() });

/** The second sign-in step (tag session): whether it is on, and the code after a proven password. */
export const secondStepApi = endpoints('session', {
  seniorValidation: {
    method: 'GET',
    path: '/a/seniorValidation',
    access: 'public',
    summary: 'Whether sign-in asks for a code after the password, and the ways codes can travel',
    answer: { jsonObject: seniorValidation },
  },
  loginSendVerificationCode: {
    method: 'POST',
    path: '/a/api/user/loginSendVerificationCode',
    access: 'public',
    summary: "Prove user name and password (as sign-in does), then send the second step's code",
    input: loginSendCodeRequest,
    answer: { jsonObject: codeSent },
  },
});

/**
 * The calls of a user's own account: forgotten password, registration, the personal center
 * (profile, avatar, password) and the forced change of an expired password.
 */
export const accountApi = endpoints('account', {
  forgetPwdWay: {
    method: 'GET',
    path: '/a/forgetPwdWay',
    access: 'public',
    summary: 'The ways password-reset codes travel now (e-mail and/or text message); the same for every login name',
    input: forgetPwdWayQuery,
    answer: { jsonObject: forgetPwdWays },
  },
  sendVerificationCode: {
    method: 'POST',
    path: '/a/api/user/sendVerificationCode',
    access: 'public',
    summary:
      "Send a password-reset code to the account's e-mail or phone, if there is one; the same answer for every login name",
    input: resetSendCodeRequest,
    answer: { jsonObject: codeSent },
  },
  checkVerificationCode: {
    method: 'GET',
    path: '/a/api/user/checkVerificationCode',
    access: 'public',
    summary: 'Check (and spend) a password-reset code; answers a one-time token for modifyPwd',
    // Spends codes and counts wrong answers: no cross-site navigation may do that for a victim.
    changesState: true,
    input: checkCodeQuery,
    answer: { jsonObject: resetToken },
  },
  modifyPwd: {
    method: 'POST',
    path: '/a/api/user/modifyPwd',
    access: 'public',
    summary: 'Set a new password with the token of a checked code; every session of the user ends',
    input: resetPasswordRequest,
  },
  sendVerificationCodeNotHaveToRegister: {
    method: 'POST',
    path: '/a/api/user/sendVerificationCodeNotHaveToRegister',
    access: 'public',
    summary:
      'Send a registration code to an e-mail or phone (only where registration is open); an address that has an account gets a notice instead, with the same answer',
    input: registerSendCodeRequest,
    answer: { jsonObject: codeSent },
  },
  sendRegisterVerificationCode: {
    method: 'POST',
    path: '/m/mobile/sendRegisterVerificationCode',
    access: 'public',
    summary: 'Send a registration code by text message (the mobile app; only where registration is open)',
    input: mobileRegisterSendCodeRequest,
    answer: { jsonObject: codeSent },
  },
  register: {
    method: 'POST',
    path: '/a/api/user/register',
    access: 'public',
    summary: "Register in the customer office of this host's brand, with the address proven by its code",
    input: registerRequest,
    answer: { jsonObject: z.object({ id: z.string() }) },
  },
  sendContactVerificationCode: {
    method: 'POST',
    path: '/a/api/user/sendContactVerificationCode',
    access: 'login',
    summary: 'Send a code to a new e-mail or phone of your own (to change it with saveUserInfo)',
    input: contactSendCodeRequest,
    answer: { jsonObject: codeSent },
  },
  saveUserInfo: {
    method: 'POST',
    path: '/a/api/user/saveUserInfo',
    access: 'login',
    summary: 'Change your name, e-mail and phone; a new address needs the code sent to it',
    input: saveUserInfoRequest,
    answer: { jsonObject: userInfo },
  },
  ConfirmOldpwd: {
    method: 'GET',
    path: '/a/api/user/ConfirmOldpwd',
    access: 'login',
    summary: 'Whether your current password is right (wrong answers count as failed sign-ins)',
    // Counts failed passwords: another site's navigations must not lock the account out.
    changesState: true,
    input: confirmOldPasswordQuery,
    answer: { jsonObject: passwordConfirmed },
  },
  modifyPassword: {
    method: 'POST',
    path: '/a/api/user/modifyPassword',
    access: 'login',
    summary: 'Change your password (current one, then the new one by the policy); your other sessions end',
    input: changePasswordRequest,
  },
  pwdPastDueModify: {
    method: 'POST',
    path: '/a/api/user/pwdPastDueModify',
    access: 'login',
    summary: 'Change an expired password; until then every other call answers code 1100',
    input: changePasswordRequest,
    answer: { jsonObject: userInfo },
    allowExpiredPassword: true,
  },
  uploadAvatar: {
    method: 'POST',
    path: '/a/api/user/uploadAvatar',
    access: 'login',
    summary: `Your avatar: multipart, one PNG, JPEG, GIF or WebP picture up to ${AVATAR_MAX_BYTES / 1024 / 1024} MB`,
    transport: 'upload',
    maxBytes: AVATAR_MAX_BYTES,
    answer: { jsonObject: avatarSaved },
  },
  avatar: {
    method: 'GET',
    path: '/a/api/user/avatar',
    access: 'login',
    summary: 'The avatar picture of a user: your own, or of a user within your range',
    input: avatarQuery,
    transport: 'download',
    produces: 'image/*',
  },
});
