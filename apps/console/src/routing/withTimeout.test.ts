import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk, withTimeout } from './withTimeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers what arrives in time', async () => {
    const late = new Promise<string>((r) => setTimeout(() => r('page'), 1000));
    const result = withTimeout(late, 5000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('page');
  });

  it('gives up after the timeout with a timed-out ChunkLoadError', async () => {
    const never = new Promise<string>(() => undefined);
    const result = withTimeout(never, 5000);
    const settled = expect(result).rejects.toMatchObject({ name: 'ChunkLoadError', timedOut: true });
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
  });

  it('waits 120 s for page code by default (spec 9)', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const result = loadChunk(() => new Promise<string>(() => undefined));
    let failed: unknown;
    result.catch((e: unknown) => (failed = e));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(failed).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toBeInstanceOf(ChunkLoadError);
  });
});

describe('loadChunk', () => {
  it('turns a failed import into a ChunkLoadError that did not time out', async () => {
    const err = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/HomePage.js')),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect(err).toMatchObject({ timedOut: false, message: expect.stringContaining('HomePage') });
  });

  it('answers the module when it loads', async () => {
    await expect(loadChunk(() => Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  });
});
