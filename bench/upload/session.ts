/** Signing in to a fresh built server as its first administrator, for the upload benchmark. */
const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'apm-console' };

/** Initialises the system and signs in; answers the session cookie (`Authorization=…`). */
export async function signedIn(url: string): Promise<string> {
  const admin = { officeName: 'Bench', loginName: 'bench', name: 'Bench', password: 'Bench1234' };
  await fetch(`${url}/apm-web/f/common/sysInit`, { method: 'POST', headers: FORM, body: new URLSearchParams(admin) });
  const r = await fetch(`${url}/apm-web/a/login`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ username: admin.loginName, password: admin.password }),
  });
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('Authorization='));
  if (!cookie) throw new Error(`login failed: ${await r.text()}`);
  return cookie.split(';')[0]!;
}

/** The headers of the console's calls (the same-origin check lets them through). */
export const consoleHeaders = (cookie: string) => ({ cookie, 'x-requested-with': 'apm-console' });

/** p50 and p95 of durations in ms. */
export function percentiles(ms: number[]): { p50: number; p95: number } {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}
