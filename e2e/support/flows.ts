import type { Page } from 'playwright-core';

export const ADMIN = {
  officeName: 'Harbour Transit',
  loginName: 'admin',
  name: 'Ada Lovelace',
  password: 'Harbour2026',
  email: 'ada@harbour.example',
};

/** Fills the system initialisation form and submits it. */
export async function initialise(page: Page): Promise<void> {
  await page.getByLabel('Institution name').fill(ADMIN.officeName);
  await page.getByLabel('Administrator login name').fill(ADMIN.loginName);
  await page.getByLabel('Display name').fill(ADMIN.name);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Confirm password').fill(ADMIN.password);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Initialise' }).click();
}

/** Fills the login form and submits it. */
export async function signIn(page: Page, username = ADMIN.loginName, password = ADMIN.password): Promise<void> {
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The Authorization cookie of the page's context, if any. */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'Authorization');
}

const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'apm-console' };

/** Signs someone (ADMIN unless told) in through the API; returns the session cookie's value. */
export async function signInThroughApi(
  serverUrl: string,
  username = ADMIN.loginName,
  password = ADMIN.password,
): Promise<string> {
  const r = await fetch(`${serverUrl}/apm-web/a/login`, {
    method: 'POST',
    headers: FORM_HEADERS,
    body: new URLSearchParams({ username, password }),
  });
  const cookie = r.headers.getSetCookie().find((c) => c.startsWith('Authorization='));
  if (!cookie) throw new Error(`sign-in failed: ${await r.text()}`);
  return cookie.split(';')[0]!.slice('Authorization='.length);
}

/** Initialises the system with ADMIN through the API, as the initialisation page would. */
export async function initialiseThroughApi(serverUrl: string): Promise<void> {
  const r = await fetch(`${serverUrl}/apm-web/f/common/sysInit`, {
    method: 'POST',
    headers: FORM_HEADERS,
    body: new URLSearchParams(ADMIN),
  });
  const body = (await r.json()) as { code: number };
  if (body.code !== 0) throw new Error(`initialisation failed: ${JSON.stringify(body)}`);
}
