import { describe, expect, it } from 'vitest';
import { maskAddress, normalAddress } from './service.js';
import { codeMail, languageOf } from './texts.js';

describe('maskAddress', () => {
  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(maskAddress('email', 'ada@harbour.example')).toBe('a***@harbour.example');
    expect(maskAddress('email', 'not-an-address')).toBe('***');
  });

  it('keeps the last four digits of a phone number', () => {
    expect(maskAddress('sms', '+49 30 1234 5678')).toBe('*********5678');
    expect(maskAddress('sms', '12345')).toBe('***2345');
  });
});

describe('normalAddress', () => {
  it('compares e-mail without case and phones by their digits', () => {
    expect(normalAddress('email', ' Ada@Harbour.Example ')).toBe('ada@harbour.example');
    expect(normalAddress('sms', '+49 (30) 123-45')).toBe('+493012345');
  });
});

describe('code mail', () => {
  it("is written in the reader's language, US when the cookie names none", () => {
    expect(codeMail(languageOf('DE'), 'login', '123456', 10).subject).toBe('Ihr Bestätigungscode: 123456');
    const us = codeMail(languageOf('xx'), 'resetPwd', '654321', 10);
    expect(us.text).toContain('Your verification code is 654321.');
    expect(us.text).toContain('It lets you set a new password.');
    expect(us.text).toContain('10 minutes');
  });
});
