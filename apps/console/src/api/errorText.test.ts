import { ErrorCodes } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from './ApiError';
import { errorText } from './errorText';

const texts: Record<string, string> = {
  'errors.badCredentials': 'Mauvais identifiant',
  'errors.noPermission': 'Pas de permission',
  'errors.network': 'Réseau',
  'errors.timeout': 'Délai',
  'errors.unexpected': 'Oups',
};
const translate = (key: string) => texts[key];

describe('errorText', () => {
  it('translates a code of the contract by its key', () => {
    expect(
      errorText(new ApiError(ErrorCodes.BAD_CREDENTIALS.code, 'Wrong user name or password', 400), translate),
    ).toBe('Mauvais identifiant');
    expect(errorText(new ApiError(401, 'No permission', 401), translate)).toBe('Pas de permission');
  });

  it("falls back to the server's message when the code or its translation is unknown", () => {
    expect(errorText(new ApiError(ErrorCodes.CONFLICT.code, 'Name taken', 409), translate)).toBe('Name taken');
    expect(errorText(new ApiError(7777, 'Odd failure', 400), translate)).toBe('Odd failure');
  });

  it('names network failures and timeouts', () => {
    expect(errorText(new ApiError(NETWORK_ERROR, 'Failed to fetch', 0), translate)).toBe('Réseau');
    expect(errorText(new ApiError(TIMEOUT_ERROR, 'timeout', 0), translate)).toBe('Délai');
  });

  it('gives a generic message for anything else', () => {
    expect(errorText(new Error('boom'), translate)).toBe('Oups');
    expect(errorText(new ApiError(7777, '', 400), translate)).toBe('Oups');
  });
});
