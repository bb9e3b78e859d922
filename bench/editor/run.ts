/**
 * `npm run bench:editor` (after `npm run build`): the program editor's performance targets of
 * issue 12, in Chromium (playwright-core, /usr/bin/chromium) against the built server on loopback:
 *
 * - (a) opening a program of 50 scenes × 40 widgets: from the click on its Edit button to the
 *   first frame drawn after its first scene's 40 widgets and the 50 scenes are on the page;
 * - (b) dragging a widget across a scene of 200 widgets: frames drawn per second during a scripted
 *   drag of 2 s (a requestAnimationFrame count, and the longest gap between two frames);
 * - (c) undo and redo of a step in the program of (a): from the key press to the next frame painted
 *   (the browser's Event Timing of the key, as Chrome's INP), and to the first task after it.
 *
 * Prints a table; asserts nothing. BENCH_RUNS sets how many times (a) and (c) are measured (default 10).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROGRAM_VERSION } from '@apm/render';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../server.js';
import { consoleHeaders, percentiles, signedIn } from '../upload/session.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const CANVAS = { width: 1920, height: 1080 };

let ids = 0;
const id = () => `bench-${(ids++).toString(36)}`;

/** A text widget in a grid of `columns` across the canvas. */
function text(i: number, columns: number, rows: number) {
  const width = Math.floor(CANVAS.width / columns);
  const height = Math.floor(CANVAS.height / rows);
  return {
    id: id(),
    kind: 'text',
    x: (i % columns) * width,
    y: Math.floor(i / columns) * height,
    width: width - 4,
    height: height - 4,
    z: i,
    props: { text: `Line ${i + 1}` },
  };
}

/** A program document of `scenes` main scenes of `widgets` text widgets each. */
function documentOf(scenes: number, widgets: number, columns: number) {
  const rows = Math.ceil(widgets / columns);
  return {
    version: PROGRAM_VERSION,
    canvas: CANVAS,
    scenes: Array.from({ length: scenes }, (_, s) => ({
      id: id(),
      name: `Scene ${s + 1}`,
      durationMs: 10_000,
      widgets: Array.from({ length: widgets }, (_, i) => text(i, columns, rows)),
    })),
  };
}

async function save(url: string, cookie: string, name: string, doc: unknown): Promise<void> {
  const r = await fetch(`${url}/apm-web/a/api/program/save`, {
    method: 'POST',
    headers: { ...consoleHeaders(cookie), 'content-type': 'application/json' },
    body: JSON.stringify({ name, document: JSON.stringify(doc) }),
  });
  const body = (await r.json()) as { code: number; message: string };
  if (body.code !== 0) throw new Error(`save ${name}: ${JSON.stringify(body)}`);
}

/** Opens the editor of a program of the list (searched by name); answers ms from the click to the first frame after it shows `widgets` widgets and `scenes` scenes. */
async function open(page: Page, url: string, name: string, widgets: number, scenes: number): Promise<number> {
  await page.goto(`${url}/program/make`);
  await page.getByPlaceholder('Search by name').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Edit' }).waitFor();
  await row.getByRole('button', { name: 'Edit' }).evaluate((b) => b.setAttribute('data-bench-edit', ''));
  return page.evaluate(
    async ({ widgets, scenes }) => {
      const shown = () =>
        document.querySelectorAll('[data-widget-box]').length === widgets &&
        document.querySelectorAll('[data-scene-item]').length === scenes;
      const started = performance.now();
      (document.querySelector('[data-bench-edit]') as HTMLElement).click();
      await new Promise<void>((resolve) => {
        const look = () => (shown() ? resolve() : requestAnimationFrame(look));
        look();
      });
      // The frame with them drawn.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - started;
    },
    { widgets, scenes },
  );
}

/** Drags the first widget around the canvas for about 2 s; answers frames per second and the longest frame gap. */
async function drag(page: Page): Promise<{ fps: number; longest: number; moves: number }> {
  const box = (await page.locator('[data-widget-box]').first().boundingBox())!;
  await page.evaluate(() => {
    const w = window as unknown as { benchFrames: number[]; benchStop: boolean };
    w.benchFrames = [];
    w.benchStop = false;
    const tick = (t: number) => {
      w.benchFrames.push(t);
      if (!w.benchStop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const started = Date.now();
  let moves = 0;
  while (Date.now() - started < 2000) {
    const a = (moves / 60) * Math.PI * 2;
    await page.mouse.move(x + 200 * Math.sin(a) + moves * 0.5, y + 120 * Math.cos(a) - 120);
    moves++;
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { benchFrames: number[]; benchStop: boolean };
    w.benchStop = true;
    return w.benchFrames;
  });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  const span = frames.at(-1)! - frames[0]!;
  return { fps: ((frames.length - 1) / span) * 1000, longest: Math.max(...gaps), moves };
}

/**
 * Presses `keys` and answers two figures, in ms from the key press: `paint`, the browser's own
 * measure of the key's handling up to the next frame painted (Event Timing, as Chrome's INP; in
 * steps of 8 ms, 16 when below its least threshold), and `task`, up to the first task after the
 * next frame once the canvas changed (later than `paint` when other tasks wait: a button's
 * colour fading, effects).
 */
async function timedKey(page: Page, keys: string): Promise<{ paint: number; task: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { benchDone: Promise<{ paint: number; task: number }> };
    const target = document.querySelector('[role="application"]')!;
    w.benchDone = new Promise((resolve) => {
      let pressed = 0;
      let task = 0;
      let paint = 0;
      const done = () => task && paint && resolve({ paint, task });
      const onKey = (e: KeyboardEvent) => {
        if (e.ctrlKey && !pressed) pressed = performance.now();
      };
      window.addEventListener('keydown', onKey, { capture: true });
      const seen = new MutationObserver(() => {
        if (!pressed) return;
        seen.disconnect();
        window.removeEventListener('keydown', onKey, { capture: true });
        requestAnimationFrame(() =>
          setTimeout(() => {
            task = performance.now() - pressed;
            done();
          }, 0),
        );
      });
      seen.observe(target, { attributes: true, childList: true, subtree: true });
      // The longest keydown of the press (the letter's, which undoes), once its frame is painted.
      const timing = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'keydown') paint = Math.max(paint, e.duration);
      });
      timing.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      setTimeout(() => {
        timing.disconnect();
        paint ||= 16;
        done();
      }, 1000);
    });
  });
  await page.keyboard.press(keys);
  return page.evaluate(() => (window as unknown as { benchDone: Promise<{ paint: number; task: number }> }).benchDone);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-bench-editor-'));
const server = await startServer(root, null, {
  DATA_DIR: path.join(work, 'data'),
  DATABASE_URL: '',
  // BENCH_CONSOLE_DIR: another build of the console (one with source maps, to read a profile).
  ...(process.env.BENCH_CONSOLE_DIR && { CONSOLE_DIR: process.env.BENCH_CONSOLE_DIR }),
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const cookie = await signedIn(server.url);
  await save(server.url, cookie, 'Bench 50 x 40', documentOf(50, 40, 8));
  await save(server.url, cookie, 'Bench 200', documentOf(1, 200, 20));
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  await context.addCookies([
    { name: 'Authorization', value: cookie.split('=').slice(1).join('='), url: server.url, httpOnly: true },
  ]);
  // tsx names the functions it compiles (__name): the ones sent to the page need that helper there.
  await context.addInitScript('window.__name = (f) => f');
  const page = await context.newPage();

  // BENCH_CPU_PROF=1: the page's CPU profile of the first open, undo, redo and drag go to .tmp/editor-prof/<phase>.cpuprofile.
  // BENCH_TRACE=1: a performance trace of the same phases (style, layout, paint included) goes to <phase>.trace.json.
  const cdp = process.env.BENCH_CPU_PROF || process.env.BENCH_TRACE ? await context.newCDPSession(page) : undefined;
  await cdp?.send('Profiler.enable');
  const profiled = async <T>(phase: string, run: () => Promise<T>): Promise<T> => {
    if (!cdp) return run();
    fs.mkdirSync(path.join(root, '.tmp/editor-prof'), { recursive: true });
    if (process.env.BENCH_TRACE) {
      const events: unknown[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] },
      });
      const out = await run();
      await cdp.send('Tracing.end');
      await complete;
      fs.writeFileSync(path.join(root, `.tmp/editor-prof/${phase}.trace.json`), JSON.stringify(events));
      return out;
    }
    await cdp.send('Profiler.start');
    const out = await run();
    const { profile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(path.join(root, `.tmp/editor-prof/${phase}.cpuprofile`), JSON.stringify(profile));
    return out;
  };

  const opening: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    opening.push(
      await profiled(i === 0 ? 'open' : 'open-again', () => open(page, server.url, 'Bench 50 x 40', 40, 50)),
    );
  }

  // One step to undo: the first widget dragged a little.
  const first = (await page.locator('[data-widget-box]').first().boundingBox())!;
  await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
  await page.mouse.down();
  await page.mouse.move(first.x + first.width / 2 + 40, first.y + first.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await page.locator('[role="application"]').focus();
  const undo: { paint: number; task: number }[] = [];
  const redo: { paint: number; task: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    undo.push(await profiled(i === 0 ? 'undo' : 'undo-again', () => timedKey(page, 'Control+z')));
    redo.push(await profiled(i === 0 ? 'redo' : 'redo-again', () => timedKey(page, 'Control+y')));
  }

  await open(page, server.url, 'Bench 200', 200, 1);
  const drags = [await profiled('drag', () => drag(page)), await drag(page), await drag(page)];

  const p = (ms: number[]) => {
    const { p50, p95 } = percentiles(ms);
    return `${p50.toFixed(0)} / ${p95.toFixed(0)} ms (max ${Math.max(...ms).toFixed(0)})`;
  };
  console.log(`\nProgram editor, Chromium ${browser.version()}, ${RUNS} runs`);
  console.log(`  (a) open 50 scenes × 40 widgets, p50 / p95     ${p(opening)}   target ≤ 1500 ms`);
  console.log(`  (b) drag on a scene of 200 widgets, 3 drags of 2 s:`);
  for (const d of drags) {
    console.log(
      `        ${d.fps.toFixed(1)} frames/s, longest frame ${d.longest.toFixed(0)} ms, ${d.moves} mouse moves   target ≥ 50 frames/s`,
    );
  }
  console.log(`  (c) key press to the next frame painted (Event Timing), p50 / p95:`);
  console.log(`      undo                                       ${p(undo.map((x) => x.paint))}   target ≤ 50 ms`);
  console.log(`      redo                                       ${p(redo.map((x) => x.paint))}   target ≤ 50 ms`);
  console.log(`      key press to the first task after that frame, p50 / p95:`);
  console.log(`      undo                                       ${p(undo.map((x) => x.task))}`);
  console.log(`      redo                                       ${p(redo.map((x) => x.task))}`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
