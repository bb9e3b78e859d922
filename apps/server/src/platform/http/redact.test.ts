import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.js';

describe('redactUrl', () => {
  it('hides the values of secret parameters and keeps the rest', () => {
    expect(redactUrl('/apm-web/a/api/user/ConfirmOldpwd?oldPassword=Secret123')).toBe(
      '/apm-web/a/api/user/ConfirmOldpwd?oldPassword=***',
    );
    expect(redactUrl('/apm-web/a/api/user/checkVerificationCode?loginName=ada&code=123456')).toBe(
      '/apm-web/a/api/user/checkVerificationCode?loginName=ada&code=***',
    );
    expect(redactUrl('/mini/tokenVerifyLogin?TOKEN=abc')).toBe('/mini/tokenVerifyLogin?TOKEN=***');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/apm-web/a/api/user/usereList?pageNo=2&name=x')).toBe(
      '/apm-web/a/api/user/usereList?pageNo=2&name=x',
    );
    expect(redactUrl('/home')).toBe('/home');
  });
});
