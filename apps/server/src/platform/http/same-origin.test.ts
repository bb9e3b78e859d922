import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin.js';

const req = (method: string, headers: Record<string, string>) =>
  ({ method, headers: { host: 'screens.example:8080', ...headers } }) as unknown as FastifyRequest;

describe('isSameOrigin', () => {
  it('lets reads through from anywhere', () => {
    expect(isSameOrigin(req('GET', { origin: 'http://evil.example' }), [])).toBe(true);
  });
  it('judges writes by Origin first, then Referer, then the console header', () => {
    expect(isSameOrigin(req('POST', { origin: 'http://screens.example:8080' }), [])).toBe(true);
    expect(isSameOrigin(req('POST', { origin: 'http://screens.example:9090' }), [])).toBe(false);
    expect(isSameOrigin(req('POST', { origin: 'http://evil.example', 'x-requested-with': 'apm-console' }), [])).toBe(
      false,
    );
    expect(isSameOrigin(req('POST', { referer: 'http://screens.example:8080/login?x=1' }), [])).toBe(true);
    expect(isSameOrigin(req('POST', { referer: 'not a url' }), [])).toBe(false);
    expect(isSameOrigin(req('POST', { 'x-requested-with': 'apm-console' }), [])).toBe(true);
    expect(isSameOrigin(req('POST', {}), [])).toBe(false);
  });
  it('judges a read that changes state like a write', () => {
    expect(isSameOrigin(req('GET', { origin: 'http://evil.example' }), [], true)).toBe(false);
    expect(isSameOrigin(req('GET', {}), [], true)).toBe(false);
    expect(isSameOrigin(req('GET', { 'x-requested-with': 'apm-console' }), [], true)).toBe(true);
    expect(isSameOrigin(req('GET', { referer: 'http://screens.example:8080/home' }), [], true)).toBe(true);
  });
  it('accepts configured trusted origins', () => {
    expect(isSameOrigin(req('POST', { origin: 'https://console.example' }), ['https://console.example'])).toBe(true);
  });
});
