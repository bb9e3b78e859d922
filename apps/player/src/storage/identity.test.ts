import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUuid } from './identity';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('hardware id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a random UUID', () => {
    expect(newUuid()).toMatch(UUID_V4);
    expect(newUuid()).not.toBe(newUuid());
  });

  it('is made also where the page is not served over HTTPS (no crypto.randomUUID)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const ids = new Set(Array.from({ length: 20 }, () => newUuid()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
