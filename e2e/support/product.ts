import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, type LaunchOptions } from './browser.js';
import { initialiseThroughApi } from './flows.js';
import { startMailbox, type Mailbox } from './mailbox.js';
import { startServer, type RunningServer, type ServerOptions } from './server.js';

export interface ProductOptions extends LaunchOptions, ServerOptions {
  /**
   * Initialise the system with ADMIN through the API before the journey's own hooks run (the
   * default); false leaves a system that is not initialised yet, for journeys of the first start.
   */
  initialise?: boolean;
  /** Start a local mail server too (`product.mailbox`), for journeys that receive mail. */
  mailbox?: boolean;
}

/** The running product of a journey file; read its parts inside tests and hooks. */
export interface Product {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The server's own address, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** Only with `mailbox: true`. */
  readonly mailbox: Mailbox;
}

/**
 * The setup every journey file shares: registers a beforeAll that starts the built product on a
 * fresh database, a headless Chromium (and a mail server when asked) and initialises the system,
 * and an afterAll that stops whatever was started. Call it at the top of the file, before the
 * journey's own hooks, which then run after it (vitest runs beforeAll hooks in order).
 */
export function useProduct(options: ProductOptions = {}): Product {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let mailbox: Mailbox | undefined;

  beforeAll(async () => {
    // Every part is kept once it is up, so that afterAll stops it even when another one failed.
    const starts = await Promise.allSettled([
      startServer({ env: options.env }).then((s) => (server = s)),
      launchBrowser({ loopbackHosts: options.loopbackHosts }).then((b) => (browser = b)),
      options.mailbox ? startMailbox().then((m) => (mailbox = m)) : undefined,
    ]);
    const failed = starts.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    if (options.initialise !== false) await initialiseThroughApi(server!.url);
  });
  // A failed journey leaves a picture of every page it had open, to see what it saw.
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      const pages = browser?.contexts().flatMap((c) => c.pages()) ?? [];
      const dir = path.resolve('.tmp/e2e-failures');
      fs.mkdirSync(dir, { recursive: true });
      const name = `${path.basename(task.file.name, '.e2e.ts')}-${task.name}`.replace(/[^\w-]+/g, '_').slice(0, 120);
      for (const [i, page] of pages.entries()) {
        const file = path.join(dir, `${name}-${i + 1}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        const shown = await page
          .locator('.ant-message-notice-content, .ant-modal:visible, .ant-form-item-explain-error')
          .allInnerTexts()
          .catch(() => []);
        console.error(`failed journey: page ${i + 1} was at ${page.url()}, pictured in ${file}`);
        if (shown.length) console.error(`  messages, dialogs and field errors on it: ${JSON.stringify(shown)}`);
      }
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  const started = <T>(part: T | undefined, name: string): T => {
    if (part === undefined) {
      throw new Error(
        `the product's ${name} is not running: read it inside a test or hook${name === 'mailbox' ? ', and pass mailbox: true' : ''}`,
      );
    }
    return part;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get url() {
      return started(server, 'server').url;
    },
    get mailbox() {
      return started(mailbox, 'mailbox');
    },
  };
}
