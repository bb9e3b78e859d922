import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sameOriginCheck, type OriginPolicy } from './same-origin.js';

const req = (method: string, headers: Record<string, string>, host = 'screens.example:8080') =>
  ({
    method,
    protocol: 'http',
    headers: { host, ...headers },
    log: { warn: () => undefined },
  }) as unknown as FastifyRequest;

/** The check with PUBLIC_ORIGINS (or none), TRUSTED_ORIGINS and the host names bound to customers. */
const check = (policy: Partial<OriginPolicy> = {}) => {
  const origins = policy.origins ?? ['http://screens.example:8080'];
  return sameOriginCheck({
    origins,
    publicOriginsSet: policy.publicOriginsSet ?? origins.length > 0,
    isKnownHost: policy.isKnownHost ?? ((h) => Promise.resolve(h === 'acme.example')),
  });
};

describe('same-origin check', () => {
  it('lets reads through from anywhere', async () => {
    expect(await check()(req('GET', { origin: 'http://evil.example' }))).toBe(true);
  });

  it('judges writes by Origin first, then Referer, then the console header', async () => {
    const ok = check();
    expect(await ok(req('POST', { origin: 'http://screens.example:8080' }))).toBe(true);
    expect(await ok(req('POST', { origin: 'http://screens.example:9090' }))).toBe(false);
    expect(await ok(req('POST', { origin: 'http://evil.example', 'x-requested-with': 'apm-console' }))).toBe(false);
    expect(await ok(req('POST', { referer: 'http://screens.example:8080/login?x=1' }))).toBe(true);
    expect(await ok(req('POST', { referer: 'not a url' }))).toBe(false);
    expect(await ok(req('POST', { 'x-requested-with': 'apm-console' }))).toBe(true);
    expect(await ok(req('POST', {}))).toBe(false);
  });

  it('judges a read that changes state like a write', async () => {
    const ok = check();
    expect(await ok(req('GET', { origin: 'http://evil.example' }), true)).toBe(false);
    expect(await ok(req('GET', {}), true)).toBe(false);
    expect(await ok(req('GET', { 'x-requested-with': 'apm-console' }), true)).toBe(true);
    expect(await ok(req('GET', { referer: 'http://screens.example:8080/home' }), true)).toBe(true);
  });

  it('accepts trusted origins and the host names bound to customers, on any port', async () => {
    const ok = check({ origins: ['http://screens.example:8080', 'https://console.example'] });
    expect(await ok(req('POST', { origin: 'https://console.example' }))).toBe(true);
    expect(await ok(req('POST', { origin: 'https://acme.example' }, 'acme.example'))).toBe(true);
    expect(await ok(req('POST', { origin: 'http://acme.example:8080' }, 'acme.example:8080'))).toBe(true);
  });

  it('refuses a DNS-rebinding page: its Host and Origin agree, but name no address of this server', async () => {
    const rebound = { origin: 'http://rebind.evil.example:8080', 'x-requested-with': 'apm-console' };
    expect(await check()(req('POST', rebound, 'rebind.evil.example:8080'))).toBe(false);
    // Without PUBLIC_ORIGINS as well: a host name is no proof of anything.
    expect(await check({ origins: [] })(req('POST', rebound, 'rebind.evil.example:8080'))).toBe(false);
    // Nor does the console header help it on a GET that changes state, sent without Origin or Referer.
    const headerOnly = req('GET', { 'x-requested-with': 'apm-console' }, 'rebind.evil.example:8080');
    expect(await check()(headerOnly, true)).toBe(false);
    expect(await check({ origins: [] })(headerOnly, true)).toBe(false);
  });

  it('without PUBLIC_ORIGINS, accepts a page at an IP address or localhost that names the Host it calls', async () => {
    const open = check({ origins: [] });
    expect(await open(req('POST', { origin: 'http://127.0.0.1:41234' }, '127.0.0.1:41234'))).toBe(true);
    expect(await open(req('POST', { origin: 'http://[::1]:8080' }, '[::1]:8080'))).toBe(true);
    expect(await open(req('POST', { origin: 'http://192.168.1.20' }, '192.168.1.20:80'))).toBe(true);
    expect(await open(req('POST', { origin: 'http://localhost:8080' }, 'localhost:8080'))).toBe(true);
    expect(await open(req('POST', { 'x-requested-with': 'apm-console' }, '10.0.0.5:8080'))).toBe(true);
    // Another port, or another address, is another site.
    expect(await open(req('POST', { origin: 'http://127.0.0.1:9999' }, '127.0.0.1:41234'))).toBe(false);
    expect(await open(req('POST', { origin: 'http://10.0.0.6:8080' }, '10.0.0.5:8080'))).toBe(false);
    // With PUBLIC_ORIGINS set, only what it names.
    expect(await check()(req('POST', { origin: 'http://127.0.0.1:8080' }, '127.0.0.1:8080'))).toBe(false);
  });
});
