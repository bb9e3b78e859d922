import { accessApi, ErrorCodes, sessionApi, settingsApi, systemApi, userApi } from '@apm/contract';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR } from './ApiError';
import { call } from './client';
import { REQUEST_TIMEOUT_MS, setSessionGoneHandler } from './envelope';

type FetchArgs = [string, RequestInit];

function answer(status: number, body: unknown) {
  return vi.fn(async (..._args: FetchArgs) => new Response(JSON.stringify(body), { status }));
}

describe('call', () => {
  let sessionGone: Mock<() => void>;

  beforeEach(() => {
    sessionGone = vi.fn<() => void>();
    setSessionGoneHandler(sessionGone);
    vi.stubGlobal('location', { pathname: '/home' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends a GET under /apm-web with the query string, the time zone and the console header', async () => {
    const fetch = answer(200, { code: 0, message: 'OK', jsonObject: { 'a b': 'x' } });
    vi.stubGlobal('fetch', fetch);
    const got = await call(settingsApi.getKey, { key: 'a b' });
    expect(got.jsonObject).toEqual({ 'a b': 'x' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/apm-web/a/api/sysSetting/getKey?key=a+b');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeUndefined();
    const headers = init.headers as Record<string, string>;
    expect(headers['x-time-zone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers['x-requested-with']).toBe('apm-console');
  });

  it('sends a POST as a form body', async () => {
    const fetch = answer(200, { code: 0, message: 'OK' });
    vi.stubGlobal('fetch', fetch);
    await call(userApi.delete, { ids: 'ä1,p&w=1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/apm-web/a/api/user/delete');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('ids=%C3%A41%2Cp%26w%3D1');
  });

  it('reads the envelope of a non-2xx answer into an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { code: ErrorCodes.BAD_CREDENTIALS.code, message: 'Wrong', jsonObject: { needCaptcha: true } }),
    );
    const err = await call(sessionApi.logout).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 1001, message: 'Wrong', status: 400, jsonObject: { needCaptcha: true } });
    expect(sessionGone).not.toHaveBeenCalled();
  });

  it('exposes validation field errors', async () => {
    const fields = [{ field: 'password', message: 'passwordDigit' }];
    vi.stubGlobal('fetch', answer(400, { code: 400, message: 'invalid', data: { fields } }));
    const err = (await call(sessionApi.logout).catch((e: unknown) => e)) as ApiError;
    expect(err.fields).toEqual(fields);
  });

  it('rejects a code other than 0 even with HTTP 200', async () => {
    vi.stubGlobal('fetch', answer(200, { code: 409, message: 'exists' }));
    await expect(call(sessionApi.logout)).rejects.toMatchObject({ code: 409, message: 'exists' });
  });

  it('hands a gone session to the handler, and still rejects', async () => {
    vi.stubGlobal('fetch', answer(401, { code: 440, message: 'logout' }));
    await expect(call(userApi.getUserInfo)).rejects.toMatchObject({ code: 440 });
    expect(sessionGone).toHaveBeenCalledTimes(1);
  });

  it("treats the message 'logout' as a gone session whatever the code", async () => {
    vi.stubGlobal('fetch', answer(401, { code: 401, message: 'logout' }));
    await expect(call(accessApi.routes)).rejects.toBeInstanceOf(ApiError);
    expect(sessionGone).toHaveBeenCalledTimes(1);
  });

  it('does not redirect from the login page', async () => {
    vi.stubGlobal('location', { pathname: '/login' });
    vi.stubGlobal('fetch', answer(401, { code: 440, message: 'logout' }));
    await expect(call(accessApi.routes)).rejects.toMatchObject({ code: 440 });
    expect(sessionGone).not.toHaveBeenCalled();
  });

  it('turns an answer that is not an envelope into an error with the HTTP status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(call(sessionApi.logout)).rejects.toMatchObject({ code: 502, status: 502 });
  });

  it('reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = (await call(sessionApi.logout).catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe(NETWORK_ERROR);
    expect(err.answered).toBe(false);
  });

  it('gives up after the timeout of spec 9', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = call(systemApi.isSysInit).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await pending) as ApiError).code).toBe(TIMEOUT_ERROR);
  });

  it("passes the caller's cancellation through unchanged", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const caller = new AbortController();
    const pending = call(systemApi.isSysInit, undefined, { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    const err = await pending;
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as Error).name).toBe('AbortError');
  });
});

describe('the answer of a call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is checked by the endpoint’s schema', async () => {
    vi.stubGlobal('fetch', answer(200, { code: 0, message: 'OK', jsonObject: { isLogin: true } }));
    await expect(call(sessionApi.checkIslogin)).resolves.toMatchObject({ jsonObject: { isLogin: true } });
  });

  it('is refused as a server error when it breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer(200, { code: 0, message: 'OK', jsonObject: { id: 1 } }));
    await expect(call(userApi.getUserInfo)).rejects.toMatchObject({ code: ErrorCodes.INTERNAL.code });
  });
});
