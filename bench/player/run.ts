/**
 * `npm run bench:player` (after `npm run build`): the browser player left playing, as a screen in
 * kiosk mode plays for days, with the pace of its changes quickened. The built server and the real
 * player (/player/ in Chromium, playwright-core, /usr/bin/chromium) on loopback; the player is
 * paired through the console's calls and plays a program of three main scenes of BENCH_SCENE_S
 * seconds each, which between them mount and unmount every common kind of widget: a looping video,
 * pictures, a carousel, scrolling and rich text, a clock with seconds, a date, a countdown, shapes,
 * a QR code, with transitions between the scenes. Every BENCH_REPUBLISH_S seconds the program is
 * saved again (its words change) and published again, as an operator does over the days; midway an
 * emergency message covers the screen for a minute.
 *
 * Every BENCH_SAMPLE_S seconds, after a garbage collection of the page: its JavaScript heap, DOM
 * nodes, event listeners and documents (Chrome's Performance.getMetrics), the storage the player
 * uses (navigator.storage.estimate: its offline copies of files and manifests), the browser's
 * memory (the proportional set size of all its processes) and the scenes shown so far. At the end:
 * each figure's first and last sample after the warm-up and its growth per hour (a least-squares
 * line), which over days must stay near zero.
 *
 * Prints a table; asserts nothing. BENCH_MINUTES (default 10), BENCH_SCENE_S (3),
 * BENCH_REPUBLISH_S (120), BENCH_SAMPLE_S (30), BENCH_WARMUP_S (60).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROGRAM_VERSION } from '@apm/render';
import { chromium, type Page } from 'playwright-core';
import { administrator, type Material } from '../fleet/console.js';
import { startServer } from '../server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const SCENE_MS = Number(process.env.BENCH_SCENE_S ?? 3) * 1000;
const REPUBLISH_MS = Number(process.env.BENCH_REPUBLISH_S ?? 120) * 1000;
const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_S ?? 30) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 60) * 1000;
const MB = 1024 * 1024;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-bench-player-'));

/** A file made by ffmpeg in the work folder; answers its bytes. */
function ffmpeg(name: string, args: string[]): Buffer {
  const file = path.join(work, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, file]);
  return fs.readFileSync(file);
}

const ref = (m: Material, kind: 'image' | 'video') => ({
  md5: m.md5,
  materialId: m.id,
  kind,
  ...(m.width && m.height && { width: m.width, height: m.height }),
  ...(kind === 'video' && m.durationMs && { durationMs: m.durationMs }),
});

let ids = 0;
const widget = (kind: string, x: number, y: number, width: number, height: number, props: object) => ({
  id: `w${ids++}`,
  kind,
  x,
  y,
  width,
  height,
  z: ids,
  props,
});

/** The program played: three main scenes that between them hold every common kind of widget. */
function documentOf(media: { video: Material; pictures: Material[] }, words: string) {
  const [a, b, c] = media.pictures.map((m) => ref(m, 'image')) as [object, object, object];
  const look = { fontSize: 64, color: '#ffffff' };
  return {
    version: PROGRAM_VERSION,
    canvas: { width: 1920, height: 1080 },
    scenes: [
      {
        id: 'film',
        durationMs: SCENE_MS,
        widgets: [
          widget('video', 0, 0, 1280, 720, { media: ref(media.video, 'video'), fit: 'cover' }),
          widget('clock', 1300, 40, 600, 160, { seconds: true, ...look }),
          widget('date', 1300, 220, 600, 120, { style: 'long', ...look, fontSize: 48 }),
          widget('text', 0, 800, 1920, 200, { text: words, scroll: 'left', scrollSpeed: 400, ...look, fontSize: 96 }),
        ],
      },
      {
        id: 'pictures',
        durationMs: SCENE_MS,
        transition: { effect: 'fade', durationMs: 600 },
        widgets: [
          widget('image', 0, 0, 960, 540, { media: a, fit: 'cover' }),
          widget('carousel', 960, 0, 960, 540, { images: [a, b, c], durationMs: 1000, transition: 'slide' }),
          widget('countdown', 0, 600, 1200, 300, {
            target: new Date(Date.now() + 30 * 86_400_000).toISOString(),
            ...look,
          }),
          widget('qrcode', 1400, 600, 400, 400, { text: `https://harbour.example/${words}` }),
        ],
      },
      {
        id: 'words',
        durationMs: SCENE_MS,
        transition: { effect: 'slideFromRight', durationMs: 600 },
        background: { color: '#123456', media: b, fit: 'cover' },
        widgets: [
          widget('shape', 100, 100, 800, 400, { shape: 'ellipse', fillColor: '#ff8800', strokeWidth: 8 }),
          widget('shape', 1000, 100, 800, 400, { shape: 'rectangle', fillColor: '#0088ff', cornerRadius: 40 }),
          widget('text', 100, 600, 1700, 400, {
            text: `${words}\nLine two`,
            rich: {
              paragraphs: [
                { align: 'center', runs: [{ text: words, bold: true, color: '#ffcc00' }] },
                { align: 'center', runs: [{ text: 'Line two', italic: true }] },
              ],
            },
            scroll: 'up',
            scrollSpeed: 200,
            ...look,
          }),
        ],
      },
    ],
  };
}

interface Sample {
  at: number;
  scenes: number;
  heap: number;
  nodes: number;
  listeners: number;
  documents: number;
  storage: number;
  browser: number;
}

/** The proportional set size of every process of the browser whose profile is `profile`, in bytes. */
function browserMemory(profile: string): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(profile)) continue;
      const pss = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      total += Number(pss?.[1] ?? 0) * 1024;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** Counts in the page the scenes the player has shown (a change of its top scene), every 100 ms. */
async function countScenes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { benchScenes: number };
    w.benchScenes = 0;
    let shown: string | null = null;
    setInterval(() => {
      const all = document.querySelectorAll('[data-screen="playing"] [data-scene]');
      const top = all.length ? all[all.length - 1]!.getAttribute('data-scene') : null;
      if (top !== null && top !== shown) w.benchScenes++;
      shown = top;
    }, 100);
  });
}

/** Least-squares growth of `y` per hour over the samples. */
function perHour(samples: Sample[], y: (s: Sample) => number): number {
  const n = samples.length;
  if (n < 2) return NaN;
  const mx = samples.reduce((a, s) => a + s.at, 0) / n;
  const my = samples.reduce((a, s) => a + y(s), 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.at - mx) * (y(s) - my);
    den += (s.at - mx) ** 2;
  }
  return (num / den) * 3_600_000;
}

const server = await startServer(root, null, { DATA_DIR: path.join(work, 'data'), DATABASE_URL: '' });
const profile = path.join(work, 'profile');
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1280, height: 720 },
  args: ['--autoplay-policy=no-user-gesture-required'],
});
try {
  const admin = await administrator(server.url);
  const officeId = await admin.officeId();
  const video = await admin.upload(
    ffmpeg('clip.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=2'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    ]),
    'clip.mp4',
  );
  const pictures: Material[] = [];
  for (const [i, colour] of ['red', 'green', 'blue'].entries()) {
    const png = ffmpeg(`picture-${i}.png`, [
      ...[
        '-f',
        'lavfi',
        '-i',
        `color=${colour}:size=1920x1080,drawbox=x=${200 * i}:y=200:w=400:h=400:color=white:t=fill`,
      ],
      ...['-frames:v', '1'],
    ]);
    pictures.push(await admin.upload(png, `picture-${i}.png`));
  }

  const page = await context.newPage();
  await page.goto(`${server.url}/player/`);
  const code = await page.locator('[data-pairing-code]:not([data-pairing-code=""])').getAttribute('data-pairing-code');
  const terminalId = await admin.authorise(code!, officeId, 'Bench screen');
  const media = { video, pictures };
  let saved = await admin.save('Bench player', documentOf(media, 'Version 1'));
  await admin.publish(saved.id, [terminalId]);
  await page.locator('[data-screen="playing"] [data-scene]').first().waitFor({ timeout: 60_000 });
  await countScenes(page);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const started = Date.now();
  const samples: Sample[] = [];
  const sample = async (): Promise<Sample> => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = (name: string) => metrics.find((x) => x.name === name)?.value ?? NaN;
    const { scenes, storage } = await page.evaluate(async () => ({
      scenes: (window as unknown as { benchScenes: number }).benchScenes,
      storage: (await navigator.storage.estimate()).usage ?? 0,
    }));
    return {
      at: Date.now() - started,
      scenes,
      heap: m('JSHeapUsedSize'),
      nodes: m('Nodes'),
      listeners: m('JSEventListeners'),
      documents: m('Documents'),
      storage,
      browser: browserMemory(profile),
    };
  };

  console.log(
    `\nThe player for ${MINUTES} min: scenes of ${SCENE_MS / 1000} s, republished every ${REPUBLISH_MS / 1000} s\n`,
  );
  console.log('  min  scenes  heap MB  DOM nodes  listeners  documents  storage MB  browser MB');
  const print = (s: Sample) =>
    console.log(
      `${(s.at / 60_000).toFixed(1).padStart(5)}  ${String(s.scenes).padStart(6)}  ${(s.heap / MB).toFixed(1).padStart(7)}` +
        `  ${String(s.nodes).padStart(9)}  ${String(s.listeners).padStart(9)}  ${String(s.documents).padStart(9)}` +
        `  ${(s.storage / MB).toFixed(1).padStart(10)}  ${(s.browser / MB).toFixed(0).padStart(10)}`,
    );
  let version = 1;
  let nextRepublish = REPUBLISH_MS;
  let emergency = false;
  for (let next = 0; next <= MINUTES * 60_000; next += SAMPLE_MS) {
    for (;;) {
      const now = Date.now() - started;
      if (now >= next) break;
      if (now >= nextRepublish) {
        version++;
        saved = await admin.save('Bench player', documentOf(media, `Version ${version}`), saved);
        await admin.publish(saved.id, [terminalId]);
        nextRepublish += REPUBLISH_MS;
        continue;
      }
      if (!emergency && now >= (MINUTES * 60_000) / 2) {
        // An emergency message covers the screen for a minute, then the program plays on.
        await admin.emergency([terminalId], Date.now() + 60_000);
        emergency = true;
        continue;
      }
      await new Promise((r) => setTimeout(r, Math.min(1000, next - now)));
    }
    const s = await sample();
    samples.push(s);
    print(s);
  }

  const settled = samples.filter((s) => s.at >= WARMUP_MS);
  const first = settled[0]!;
  const last = settled.at(-1)!;
  console.log(`\nAfter the first ${WARMUP_MS / 1000} s (${settled.length} samples): first → last, growth per hour`);
  const row = (label: string, y: (s: Sample) => number, unit: number, digits: number, suffix: string) =>
    console.log(
      `  ${label.padEnd(12)} ${(y(first) / unit).toFixed(digits)} → ${(y(last) / unit).toFixed(digits)} ${suffix},` +
        ` ${(perHour(settled, y) / unit).toFixed(digits)} ${suffix}/h`,
    );
  row('JS heap', (s) => s.heap, MB, 2, 'MB');
  row('DOM nodes', (s) => s.nodes, 1, 0, '');
  row('listeners', (s) => s.listeners, 1, 0, '');
  row('storage', (s) => s.storage, MB, 2, 'MB');
  row('browser', (s) => s.browser, MB, 0, 'MB');
  console.log(`  scenes shown: ${last.scenes} (${version} versions of the program published)`);
} finally {
  await context.close();
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
