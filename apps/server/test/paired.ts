import { expect } from 'vitest';
import { call, type TestApp } from './harness.js';
import { terminalClient } from './terminal-client.js';

/** A player at `origin` registered and authorised by `cookie`'s user in `officeId` under `name`, holding its secret. */
export async function pairedTerminal(
  app: TestApp,
  origin: string,
  cookie: string,
  hardwareId: string,
  officeId: string,
  name: string,
): Promise<ReturnType<typeof terminalClient>> {
  const c = terminalClient(origin, hardwareId);
  const code = (await c.register()).body!.jsonObject!.pairingCode!;
  const r = await call(app, 'POST', '/a/api/terminal/authorise', {
    cookie,
    form: { pairingCode: code, officeId, name },
  });
  expect(r.body.code).toBe(0);
  await c.register();
  return c;
}
