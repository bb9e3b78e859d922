import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readTimeZone } from './time-zone.js';

const tzOf = (header?: string) => {
  const r = { headers: header === undefined ? {} : { 'x-time-zone': header } } as unknown as FastifyRequest;
  readTimeZone(r);
  return r.timeZone;
};

describe('readTimeZone', () => {
  it('takes a known IANA zone and falls back to UTC otherwise', () => {
    expect(tzOf('Europe/Berlin')).toBe('Europe/Berlin');
    expect(tzOf('Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(tzOf('Mars/Olympus')).toBe('UTC');
    expect(tzOf()).toBe('UTC');
  });
});
