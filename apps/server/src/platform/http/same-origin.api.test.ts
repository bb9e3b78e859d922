import { ErrorCodes, isInitialisedAnswer } from '@apm/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, call, startApp, type TestApp } from '../../../test/harness.js';

/**
 * DNS rebinding (issue 14, item 9): a page on the attacker's host name, re-pointed at this server,
 * sends calls whose Host and Origin both name that host. On a server nobody has initialised yet,
 * sysInit would hand the attacker the platform. The check trusts configured origins, not Host.
 */

const REBOUND = 'rebind.attacker.example:8080';

describe('same-origin check against DNS rebinding', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const initialised = async (a: TestApp) =>
    isInitialisedAnswer((await call(a, 'GET', '/f/common/isSysInit')).body.jsonObject);

  it('refuses sysInit from a rebound host name, whose Origin matches its Host', async () => {
    app = await startApp();
    const r = await call(app, 'POST', '/f/common/sysInit', {
      form: ADMIN,
      headers: { host: REBOUND, origin: `http://${REBOUND}` },
    });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(ErrorCodes.DENIED.code);
    // Nor with only the console's header and no Origin or Referer.
    const headerOnly = await call(app, 'POST', '/f/common/sysInit', { form: ADMIN, headers: { host: REBOUND } });
    expect(headerOnly.body.code).toBe(ErrorCodes.DENIED.code);
    expect(await initialised(app)).toBe(false);

    // The same call from the server's own address (an IP address, no PUBLIC_ORIGINS) initialises it.
    const own = await call(app, 'POST', '/f/common/sysInit', {
      form: ADMIN,
      headers: { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' },
    });
    expect(own.body.code).toBe(0);
    expect(await initialised(app)).toBe(true);
  });

  it('with PUBLIC_ORIGINS, accepts exactly those origins', async () => {
    app = await startApp(undefined, { publicOrigins: ['https://screens.example.com'] });
    const from = (origin: string, host: string) =>
      call(app!, 'POST', '/f/common/sysInit', { form: ADMIN, headers: { host, origin } });
    expect((await from('http://127.0.0.1:8080', '127.0.0.1:8080')).body.code).toBe(ErrorCodes.DENIED.code);
    expect((await from(`https://${REBOUND}`, REBOUND)).body.code).toBe(ErrorCodes.DENIED.code);
    expect((await from('https://screens.example.com', 'screens.example.com')).body.code).toBe(0);
  });
});
