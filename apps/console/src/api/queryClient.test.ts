import { ErrorCodes } from '@apm/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from './ApiError';
import { createQueryClient, setFailureHandler, shouldRetry } from './queryClient';

const fail = (err: unknown) => () => Promise.reject(err);

describe('failure reporting', () => {
  afterEach(() => setFailureHandler(() => undefined));

  it('reports a failed query once', async () => {
    const onFailure = vi.fn();
    setFailureHandler(onFailure);
    const err = new ApiError(ErrorCodes.NO_PERMISSION.code, 'No permission', 401);
    await expect(createQueryClient().fetchQuery({ queryKey: ['x'], queryFn: fail(err) })).rejects.toBe(err);
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(err);
  });

  it('reports a failed mutation', async () => {
    const onFailure = vi.fn();
    setFailureHandler(onFailure);
    const err = new ApiError(ErrorCodes.DENIED.code, 'Request denied', 403);
    const client = createQueryClient();
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: fail(err) })
        .execute(undefined),
    ).rejects.toBe(err);
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(err);
  });

  it('keeps quiet for a screen that shows the failure itself', async () => {
    const onFailure = vi.fn();
    setFailureHandler(onFailure);
    const query = { queryKey: ['x'], queryFn: fail(new ApiError(1001, 'Wrong', 400)), meta: { quiet: true } };
    await expect(createQueryClient().fetchQuery(query)).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('does not toast a gone session: the user is on the way to /logout', async () => {
    const onFailure = vi.fn();
    setFailureHandler(onFailure);
    const err = new ApiError(ErrorCodes.SESSION_EXPIRED.code, 'logout', 401);
    await expect(createQueryClient().fetchQuery({ queryKey: ['x'], queryFn: fail(err) })).rejects.toBe(err);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('shouldRetry', () => {
  it('repeats a call that never reached the server, twice at most', () => {
    const err = new ApiError(NETWORK_ERROR, 'Failed to fetch', 0);
    expect(shouldRetry(0, err)).toBe(true);
    expect(shouldRetry(1, err)).toBe(true);
    expect(shouldRetry(2, err)).toBe(false);
  });

  it('does not repeat an answer, a timeout or a bug', () => {
    expect(shouldRetry(0, new ApiError(500, 'Server error', 500))).toBe(false);
    expect(shouldRetry(0, new ApiError(TIMEOUT_ERROR, 'timeout', 0))).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
