import {
  API_PREFIX,
  codeSent,
  CONSOLE_HEADER,
  CONSOLE_HEADER_VALUE,
  ErrorCodes,
  forgetPwdWays,
  passwordConfirmed,
  passwordPolicy,
  resetToken,
  seniorValidation,
  TIME_ZONE_HEADER,
  userInfo,
  type CodeSent,
  type ForgetPwdWays,
  type PasswordPolicy,
  type SeniorValidation,
  type UserInfo,
  type VerificationWay,
} from '@apm/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR } from '../api/ApiError';
import { call, request } from '../api/request';

/** GET /a/seniorValidation: whether sign-in asks for a code, and the ways codes travel. */
export const seniorValidationQuery = queryOptions({
  queryKey: ['account', 'seniorValidation'],
  queryFn: ({ signal }): Promise<SeniorValidation> =>
    call('/a/seniorValidation', { signal }, (v) => seniorValidation.parse(v)),
  staleTime: 60_000,
  meta: { quiet: true },
});

/** GET /f/common/passwordPolicy: what new passwords must meet. */
export const passwordPolicyQuery = queryOptions({
  queryKey: ['account', 'passwordPolicy'],
  queryFn: ({ signal }): Promise<PasswordPolicy> =>
    call('/f/common/passwordPolicy', { signal }, (v) => passwordPolicy.parse(v)),
  staleTime: 60_000,
  meta: { quiet: true },
});

const sent = (v: unknown): CodeSent => codeSent.parse(v);

/** POST /a/api/user/loginSendVerificationCode (fields already encrypted when landing encryption is on). */
export const sendLoginCode = (p: { username: string; password: string; validateCode: string; way: VerificationWay }) =>
  call('/a/api/user/loginSendVerificationCode', { method: 'POST', params: p }, sent);

export const fetchResetWays = (loginName: string): Promise<ForgetPwdWays> =>
  call('/a/forgetPwdWay', { params: { loginName } }, (v) => forgetPwdWays.parse(v));

export const sendResetCode = (p: { loginName: string; way: VerificationWay }) =>
  call('/a/api/user/sendVerificationCode', { method: 'POST', params: p }, sent);

export const checkResetCode = (p: { loginName: string; code: string }): Promise<string> =>
  call('/a/api/user/checkVerificationCode', { params: p }, (v) => resetToken.parse(v).resetToken);

export const resetPassword = async (p: { loginName: string; resetToken: string; newPassword: string }) => {
  await request('/a/api/user/modifyPwd', { method: 'POST', params: p });
};

export const sendRegisterCode = (p: { way: VerificationWay; target: string }) =>
  call('/a/api/user/sendVerificationCodeNotHaveToRegister', { method: 'POST', params: p }, sent);

export interface RegisterValues {
  loginName: string;
  name: string;
  password: string;
  way: VerificationWay;
  email: string;
  phone: string;
  code: string;
}
export const register = async (p: RegisterValues) => {
  await request('/a/api/user/register', { method: 'POST', params: { ...p } });
};

export const changeExpiredPassword = (p: { oldPassword: string; newPassword: string }): Promise<UserInfo> =>
  call('/a/api/user/pwdPastDueModify', { method: 'POST', params: p }, (v) => userInfo.parse(v));

export const sendContactCode = (p: { way: VerificationWay; target: string }) =>
  call('/a/api/user/sendContactVerificationCode', { method: 'POST', params: p }, sent);

export const saveUserInfo = (p: {
  name: string;
  email: string;
  phone: string;
  emailCode: string;
  phoneCode: string;
}): Promise<UserInfo> => call('/a/api/user/saveUserInfo', { method: 'POST', params: p }, (v) => userInfo.parse(v));

export const confirmOldPassword = (oldPassword: string): Promise<boolean> =>
  call('/a/api/user/ConfirmOldpwd', { params: { oldPassword } }, (v) => passwordConfirmed.parse(v).correct);

export const modifyPassword = async (p: { oldPassword: string; newPassword: string }) => {
  await request('/a/api/user/modifyPassword', { method: 'POST', params: p });
};

/**
 * POST /a/api/user/uploadAvatar (multipart), reporting upload progress (0-100); answers the
 * avatar's new address. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/a/api/user/uploadAvatar`);
    xhr.setRequestHeader(CONSOLE_HEADER, CONSOLE_HEADER_VALUE);
    xhr.setRequestHeader(TIME_ZONE_HEADER, Intl.DateTimeFormat().resolvedOptions().timeZone);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 'network', 0));
    xhr.onload = () => {
      let body: { code?: number; message?: string; jsonObject?: { avatar?: string }; data?: unknown };
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        reject(new ApiError(ErrorCodes.INTERNAL.code, xhr.statusText, xhr.status));
        return;
      }
      if (body.code === 0 && typeof body.jsonObject?.avatar === 'string') resolve(body.jsonObject.avatar);
      else reject(new ApiError(body.code ?? xhr.status, body.message ?? '', xhr.status, body.jsonObject, body.data));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
