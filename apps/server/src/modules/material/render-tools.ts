/**
 * The other programs processing runs, from the operating system: pdftoppm (poppler-utils) renders a
 * PDF's pages; headless Chromium takes a web page's screenshot. PDFTOPPM_PATH and CHROMIUM_PATH
 * name other binaries. Without pdftoppm a PDF is stored and served but says "PDF tools missing";
 * without Chromium a web page has no screenshot (the console shows a web icon).
 */
import { lookup } from 'node:dns/promises';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { run } from './media-tools.js';

export const pdftoppmPath = () => process.env.PDFTOPPM_PATH || 'pdftoppm';
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The most pages of one PDF rendered (a 2,000-page catalogue is not a slideshow). */
export const MAX_PDF_PAGES = 300;
/** The longest side of a rendered page, in pixels (a full-HD screen). */
export const PAGE_PIXELS = 1920;

let pdfTools: Promise<boolean> | undefined;

/** Whether pdftoppm can be run (asked once per process or worker thread). */
export function pdfToolsAvailable(): Promise<boolean> {
  pdfTools ??= run(pdftoppmPath(), ['-v'], { timeoutMs: 10_000 }).then(
    (r) => r.code === 0,
    () => false,
  );
  return pdfTools;
}

/**
 * Renders the pages of a PDF (at most MAX_PDF_PAGES) to PNG files in a fresh temporary folder;
 * answers them in page order with a function removing the folder, or undefined when pdftoppm cannot
 * read the file.
 */
export async function renderPdf(
  file: string,
): Promise<{ pages: string[]; done(): Promise<void> } | 'passwordProtected' | undefined> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'apm-pdf-'));
  const done = () => fs.promises.rm(dir, { recursive: true, force: true });
  const r = await run(
    pdftoppmPath(),
    ['-png', '-scale-to', String(PAGE_PIXELS), '-f', '1', '-l', String(MAX_PDF_PAGES), file, path.join(dir, 'p')],
    { timeoutMs: 15 * 60_000 },
  ).catch(() => undefined);
  const names = (await fs.promises.readdir(dir)).filter((n) => /^p-\d+\.png$/.test(n));
  if (!r || r.code !== 0 || names.length === 0) {
    await done();
    // A PDF that asks for a password to be opened (pdftoppm says so, even with exit code 0).
    return r && /Incorrect password/i.test(r.stderr) ? 'passwordProtected' : undefined;
  }
  const number = (n: string) => Number(/(\d+)\.png$/.exec(n)![1]);
  names.sort((a, b) => number(a) - number(b));
  return { pages: names.map((n) => path.join(dir, n)), done };
}

/** Whether an IP address is loopback, private, link-local, carrier-grade NAT, multicast or unspecified. */
export function isPrivateAddress(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return isPrivateAddress(mapped[1]!);
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith('ff');
}

/**
 * A screenshot (PNG, 1280×720) of a web page, or undefined when none could be taken: Chromium
 * missing, the page unreachable, or its host on a private network (unless WEB_SCREENSHOT_PRIVATE is
 * 'true'). The host is resolved here and Chromium is pinned to that address, so a name that
 * resolves elsewhere the second time cannot lead it inside.
 */
export async function screenshotOf(url: string): Promise<Buffer | undefined> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const address = net.isIP(host)
    ? host
    : await lookup(host).then(
        (a) => a.address,
        () => undefined,
      );
  if (!address) return undefined;
  if (isPrivateAddress(address) && process.env.WEB_SCREENSHOT_PRIVATE !== 'true') return undefined;
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'apm-shot-'));
  const shot = path.join(dir, 'shot.png');
  try {
    const pin = net.isIP(host) ? [] : [`--host-resolver-rules=MAP ${host} ${address}`];
    await run(
      chromiumPath(),
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-extensions',
        '--mute-audio',
        '--hide-scrollbars',
        '--no-first-run',
        `--user-data-dir=${path.join(dir, 'profile')}`,
        '--window-size=1280,720',
        '--virtual-time-budget=8000',
        ...pin,
        `--screenshot=${shot}`,
        u.href,
      ],
      { timeoutMs: 60_000 },
    ).catch(() => undefined);
    return await fs.promises.readFile(shot).catch(() => undefined);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
