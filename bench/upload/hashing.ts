/**
 * (b) The console's hashing in Chromium: the loop of apps/console/src/files/hashWorker.ts
 * (hash-wasm's WASM MD5, the file read 8 MB at a time, the next chunk read while one is hashed; a
 * chunk's own MD5 is computed later, as it is sent)
 * run in a Web Worker on a file chosen through an <input>, as the console reads it; then the time
 * from a known hash to the server's "already there" (uploaderMD5Check of bytes the office holds).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { percentiles } from './session.js';

const require = createRequire(import.meta.url);
const CHUNK = 8 * 1024 * 1024;

export async function hashInChromium(
  url: string,
  cookie: string,
  file: string,
  md5: string,
): Promise<{ seconds: number; dedupe: { p50: number; p95: number } }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    // A page of the server's own origin, so that the MD5 check is a same-origin call with the session.
    await page.goto(`${url}/apm-web/f/common/isSysInit`);
    await page.setContent('<input type="file" id="f">');
    await page.setInputFiles('#f', file);
    const umd = fs.readFileSync(require.resolve('hash-wasm/dist/md5.umd.min.js'), 'utf8');
    const hashed = await page.evaluate(
      async ({ umd, chunk }) => {
        const loop = `
          self.onmessage = async (e) => {
            const file = e.data;
            const t = performance.now();
            const whole = (await hashwasm.createMD5()).init();
            const read = (start) => file.slice(start, start + ${chunk}).arrayBuffer();
            let next = file.size > 0 ? read(0) : undefined;
            for (let start = 0; start < file.size; start += ${chunk}) {
              const bytes = new Uint8Array(await next);
              next = start + ${chunk} < file.size ? read(start + ${chunk}) : undefined;
              whole.update(bytes);
            }
            self.postMessage({ md5: whole.digest('hex'), ms: performance.now() - t });
          };`;
        const worker = new Worker(URL.createObjectURL(new Blob([umd, loop], { type: 'text/javascript' })));
        const input = document.querySelector<HTMLInputElement>('#f')!;
        return new Promise<{ md5: string; ms: number }>((resolve) => {
          worker.onmessage = (e: MessageEvent<{ md5: string; ms: number }>) => resolve(e.data);
          worker.postMessage(input.files![0]);
        });
      },
      { umd, chunk: CHUNK },
    );
    if (hashed.md5 !== md5) throw new Error(`Chromium's MD5 ${hashed.md5} is not ${md5}`);

    const size = fs.statSync(file).size;
    const times = await page.evaluate(
      async ({ md5, size }) => {
        const out: number[] = [];
        for (let i = 0; i < 60; i++) {
          const t = performance.now();
          const q = new URLSearchParams({ md5, size: String(size), name: `again ${i}.mp4` });
          const r = await fetch(`/apm-web/a/api/fileInfosa/uploaderMD5Check?${q}`, {
            headers: { 'x-requested-with': 'apm-console' },
          });
          const body = (await r.json()) as { jsonObject?: { state: string; deduplicated?: boolean } };
          if (body.jsonObject?.state !== 'done' || !body.jsonObject.deduplicated) {
            throw new Error(`not recognised: ${JSON.stringify(body)}`);
          }
          out.push(performance.now() - t);
        }
        return out;
      },
      { md5, size },
    );
    // The first calls warm the server up (its code paths, the database's pages).
    return { seconds: hashed.ms / 1000, dedupe: percentiles(times.slice(10)) };
  } finally {
    await browser.close();
  }
}
