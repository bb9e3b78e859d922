/**
 * What each main console route costs a browser with a cold cache: the bytes of JavaScript and CSS
 * it downloads (as sent, compressed, and unpacked) and its first contentful paint, in Chromium
 * (playwright-core, /usr/bin/chromium) against the built server on loopback.
 * Run with `npm run bench:console` (it builds first). Prints a table; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { startServer } from '../server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = { officeName: 'Bench', loginName: 'bench', name: 'Bench', password: 'Bench1234' };

/** The pages measured: the sign-in page, then signed-in pages of the main menu (or BENCH_ROUTES, comma-separated). */
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? [
  '/login',
  '/home',
  '/sys/user',
  '/sys/office',
  '/sys/log',
  '/sys/sysSetting/list',
  '/sysManage/menuManage',
  '/resManage/myRes',
  '/program/make',
];

interface Load {
  requests: number;
  jsSent: number;
  jsRaw: number;
  cssSent: number;
  cssRaw: number;
  fcp: number;
  /** Script files whose code holds node-forge (the RSA code of encrypted sign-in). */
  forge: number;
  /** Each script and style file: its name and bytes as sent. */
  files: { name: string; sent: number }[];
}

/** Opens `url` in a fresh context (nothing cached) and adds up what it downloaded until the network was idle. */
async function load(browser: Browser, url: string, state?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ storageState: state, viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const sum: Load = { requests: 0, jsSent: 0, jsRaw: 0, cssSent: 0, cssRaw: 0, fcp: NaN, forge: 0, files: [] };
  page.on('requestfinished', (req) => {
    sum.requests++;
    const kind = req.resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    pending.push(
      (async () => {
        const sizes = await req.sizes();
        const body = await (await req.response())!.body();
        sum.files.push({ name: new URL(req.url()).pathname, sent: sizes.responseBodySize });
        if (kind === 'script') {
          sum.jsSent += sizes.responseBodySize;
          sum.jsRaw += body.length;
          if (body.includes('RSAES-OAEP')) sum.forge++;
        } else {
          sum.cssSent += sizes.responseBodySize;
          sum.cssRaw += body.length;
        }
      })().catch(() => undefined), // a request still finishing as its page closes is not counted
    );
  });
  await page.goto(url);
  // Until the page's code has come; a page that keeps a connection open (live events) is never idle.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // The paint is reported once the frame with the content is presented, which may come after the network is idle.
  for (let i = 0; i < 300 && Number.isNaN(sum.fcp); i++) {
    sum.fcp = await page.evaluate(() => {
      const paints = (
        performance as unknown as { getEntriesByType(t: string): { name: string; startTime: number }[] }
      ).getEntriesByType('paint');
      return paints.find((e) => e.name === 'first-contentful-paint')?.startTime ?? NaN;
    });
    if (Number.isNaN(sum.fcp)) await page.waitForTimeout(100);
  }
  await Promise.all(pending);
  await context.close();
  return sum;
}

/** A signed-in browser state (cookie and local storage), made through the sign-in page. */
async function signedInState(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('User name').fill(ADMIN.loginName);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => (n / 1024).toFixed(0);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-bench-console-'));
const server = await startServer(root, null, {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  CONSOLE_DIR: process.env.CONSOLE_DIR ?? path.join(root, 'apps/console/dist'),
  PLAYER_DIR: path.join(root, 'apps/player/dist'),
  PASSWORD_HASH_STRENGTH: 'minimum',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const rows: { route: string; first: Load; fcps: number[] }[] = [];
try {
  await fetch(`${server.url}/apm-web/f/common/sysInit`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'apm-console' },
    body: new URLSearchParams(ADMIN),
  });
  const state = await signedInState(browser, server.url);
  for (const route of ROUTES) {
    const signedIn = route !== '/login' ? state : undefined;
    // One load first, not counted: the server's first read of each file comes from the disk.
    await load(browser, `${server.url}${route}`, signedIn);
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i++) loads.push(await load(browser, `${server.url}${route}`, signedIn));
    rows.push({ route, first: loads[0]!, fcps: loads.map((l) => l.fcp) });
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nConsole routes, cold cache, Chromium on loopback, ${RUNS} loads each, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)}`,
);
console.log('KB: as sent (brotli) / unpacked; FCP: first contentful paint, median (min–max) of the loads');
const header = ['route', 'requests', 'JS KB', 'CSS KB', 'FCP ms', 'RSA code'];
const table = rows.map(({ route, first, fcps }) => [
  route,
  String(first.requests),
  `${kb(first.jsSent)} / ${kb(first.jsRaw)}`,
  `${kb(first.cssSent)} / ${kb(first.cssRaw)}`,
  `${median(fcps).toFixed(0)} (${Math.min(...fcps).toFixed(0)}–${Math.max(...fcps).toFixed(0)})`,
  first.forge > 0 ? 'loaded' : 'no',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
for (const r of [header, ...table]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));

// BENCH_FILES=1: every script and style file of each route's first counted load, largest first.
if (process.env.BENCH_FILES === '1')
  for (const { route, first } of rows) {
    console.log(`\n${route}`);
    for (const f of [...first.files].sort((a, b) => b.sent - a.sent))
      console.log(`  ${(f.sent / 1024).toFixed(1).padStart(7)} KB  ${f.name}`);
  }
