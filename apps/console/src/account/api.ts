import {
  accountApi,
  secondStepApi,
  settingsApi,
  type CodeSent,
  type InputOf,
  type UserInfo,
  type VerificationWay,
} from '@apm/contract';
import { call } from '../api/client';
import { useCall } from '../api/hooks';

/** Whether sign-in asks for a code, and the ways codes travel. */
export function useSeniorValidation() {
  const answer = useCall(secondStepApi.seniorValidation, undefined, { staleTime: 60_000, quiet: true });
  return { ...answer, data: answer.data?.jsonObject };
}

/** What new passwords must meet. */
export function usePasswordPolicy() {
  const answer = useCall(settingsApi.passwordPolicy, undefined, { staleTime: 60_000, quiet: true });
  return { ...answer, data: answer.data?.jsonObject };
}

/** Sends the second step's code (fields already encrypted when landing encryption is on). */
export const sendLoginCode = async (p: InputOf<typeof secondStepApi.loginSendVerificationCode>): Promise<CodeSent> =>
  (await call(secondStepApi.loginSendVerificationCode, p)).jsonObject;

/** The ways password-reset codes travel now: the same for every login name (no address is told). */
export function useResetWays(loginName: string) {
  const answer = useCall(accountApi.forgetPwdWay, { loginName }, { staleTime: 0, quiet: true });
  return { ...answer, data: answer.data?.jsonObject };
}

export const sendResetCode = async (p: InputOf<typeof accountApi.sendVerificationCode>): Promise<CodeSent> =>
  (await call(accountApi.sendVerificationCode, p)).jsonObject;

/** Checks (and spends) a reset code; answers the one-time token that sets the new password. */
export const checkResetCode = async (p: InputOf<typeof accountApi.checkVerificationCode>): Promise<string> =>
  (await call(accountApi.checkVerificationCode, p)).jsonObject.resetToken;

export const resetPassword = async (p: InputOf<typeof accountApi.modifyPwd>) => {
  await call(accountApi.modifyPwd, p);
};

export const sendRegisterCode = async (
  p: InputOf<typeof accountApi.sendVerificationCodeNotHaveToRegister>,
): Promise<CodeSent> => (await call(accountApi.sendVerificationCodeNotHaveToRegister, p)).jsonObject;

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
  await call(accountApi.register, p);
};

export const changeExpiredPassword = async (p: InputOf<typeof accountApi.pwdPastDueModify>): Promise<UserInfo> =>
  (await call(accountApi.pwdPastDueModify, p)).jsonObject;

export const sendContactCode = async (p: InputOf<typeof accountApi.sendContactVerificationCode>): Promise<CodeSent> =>
  (await call(accountApi.sendContactVerificationCode, p)).jsonObject;

export const saveUserInfo = async (p: InputOf<typeof accountApi.saveUserInfo>): Promise<UserInfo> =>
  (await call(accountApi.saveUserInfo, p)).jsonObject;

export const confirmOldPassword = async (oldPassword: string): Promise<boolean> =>
  (await call(accountApi.ConfirmOldpwd, { oldPassword })).jsonObject.correct;

export const modifyPassword = async (p: InputOf<typeof accountApi.modifyPassword>) => {
  await call(accountApi.modifyPassword, p);
};
