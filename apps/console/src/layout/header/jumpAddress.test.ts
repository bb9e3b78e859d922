import { describe, expect, it } from 'vitest';
import { jumpAddress } from './jumpAddress';

describe('jumpAddress', () => {
  it('starts a query when the address has none', () => {
    expect(jumpAddress('https://v4.example/sso', 'abc123')).toBe('https://v4.example/sso?token=abc123');
  });

  it('adds to the query the address has', () => {
    expect(jumpAddress('https://v4.example/sso?from=console', 'abc123')).toBe(
      'https://v4.example/sso?from=console&token=abc123',
    );
  });

  it('escapes what the token holds', () => {
    expect(jumpAddress('https://v4.example/', 'a+b/c=')).toBe('https://v4.example/?token=a%2Bb%2Fc%3D');
  });
});
