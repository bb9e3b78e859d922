import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useProduct } from '../support/product.js';
import { signedInPage } from '../support/shell.js';

const product = useProduct();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-upload-queue-'));
const MB = 1024 * 1024;
/** Two large files (eight 8 MB chunks each) and a small picture. */
const big1 = path.join(dir, 'first big.png');
const big2 = path.join(dir, 'second big.png');
const small = path.join(dir, 'small.png');
const third = path.join(dir, 'third big.png');

/** Bytes that start like a PNG (the server takes them for a picture by their first bytes) and go on at random. */
function pngLike(file: string, size: number) {
  const b = crypto.randomBytes(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  fs.writeFileSync(file, b);
}

beforeAll(() => {
  pngLike(big1, 60 * MB);
  pngLike(big2, 60 * MB);
  pngLike(third, 40 * MB);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=blue:s=64x48', '-frames:v', '1', small]);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const row = (page: Page, name: string) => page.locator(`[data-upload-name="${name}"]`).last();
const phaseOf = (page: Page, name: string) => row(page, name).getAttribute('data-upload-phase');
const chunksOf = (name: string) =>
  product.server.sql<{ n: number }>(
    'select count(*) as n from upload_chunk c join upload u on u.id = c.upload_id where u.name = ?',
    name,
  )[0]!.n;
const materials = () =>
  product.server.sql<{ name: string }>('select name from material order by name').map((m) => m.name);

/** Loopback is faster than any network: the browser's upload is slowed to 8 MB/s so that a pause and a reload land mid-file. */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 8 * MB,
  });
  return cdp;
}

describe('the upload queue', () => {
  it('sends several files, pauses and resumes one, survives a reload without re-picking, and knows a duplicate', async () => {
    const { page } = await signedInPage(product.browser, product.server);
    await throttle(page);
    await page.goto(`${product.url}/resManage/myRes`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Admin | Materials');
    const chunkRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/a/api/fileInfosa/uploader?')) chunkRequests.push(r.url());
    });

    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([big1, big2, small]);
    // Two files go at once; the third waits its turn.
    await expect.poll(() => phaseOf(page, 'first big.png'), { timeout: 30_000 }).toBe('sending');
    expect(await phaseOf(page, 'small.png')).toBe('queued');
    await expect.poll(() => page.getByTestId('upload-overall').textContent()).toContain('of 3 files');

    // Paused once a chunk is in: the server keeps it; the waiting picture takes the free place.
    await expect.poll(() => chunksOf('first big.png'), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Pause the upload of first big.png' }).click();
    await expect.poll(() => phaseOf(page, 'first big.png')).toBe('paused');
    expect(await row(page, 'first big.png').textContent()).toContain('Paused at');
    await expect.poll(() => phaseOf(page, 'small.png'), { timeout: 30_000 }).toBe('done');
    const heldAtPause = chunksOf('first big.png');
    expect(heldAtPause).toBeLessThan(8);

    // A reload in the middle of the second file: what was picked comes back from the browser's
    // storage; the second goes on by itself, the first stays paused.
    await expect.poll(() => chunksOf('second big.png'), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const heldAtReload = chunksOf('second big.png');
    expect(materials()).not.toContain('second big.png');
    const beforeReload = chunkRequests.length;
    await page.reload();
    await throttle(page);
    await expect.poll(() => phaseOf(page, 'first big.png'), { timeout: 20_000 }).toBe('paused');
    await expect.poll(() => phaseOf(page, 'second big.png'), { timeout: 60_000 }).toBe('done');

    // Resumed: only the chunks the server lacks go.
    await page.getByRole('button', { name: 'Resume the upload of first big.png' }).click();
    await expect.poll(() => phaseOf(page, 'first big.png'), { timeout: 60_000 }).toBe('done');
    expect(await row(page, 'first big.png').textContent()).toContain('Uploaded');
    // Nothing was picked again, and the chunks held before the reload were not sent again.
    const after = chunkRequests.slice(beforeReload).length;
    expect(after).toBeLessThanOrEqual(16 - heldAtReload - heldAtPause + 1);
    expect(materials()).toEqual(['first big.png', 'second big.png', 'small.png']);
    await expect.poll(() => page.getByTestId('upload-overall').textContent()).toContain('3 of 3 files');

    // The picture again: known by its MD5 at once, nothing is sent.
    const sentBefore = chunkRequests.length;
    const askedAt = Date.now();
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([small]);
    await expect
      .poll(() => row(page, 'small.png').textContent(), { timeout: 15_000 })
      .toContain('Already in your library as “small.png”');
    expect(Date.now() - askedAt).toBeLessThan(10_000);
    expect(chunkRequests.length).toBe(sentBefore);
    expect(materials()).toEqual(['first big.png', 'second big.png', 'small.png']);
  });

  it('asks for a file the browser can no longer read after a reload, refuses another one, and resumes with the same', async () => {
    const { page } = await signedInPage(product.browser, product.server);
    await throttle(page);
    await page.goto(`${product.url}/resManage/myRes`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Admin | Materials');
    const chunkRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/a/api/fileInfosa/uploader?')) chunkRequests.push(r.url());
    });

    await page.locator('.ant-upload-drag input[type=file]').setInputFiles([third]);
    await expect.poll(() => chunksOf('third big.png'), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Pause the upload of third big.png' }).click();
    await expect.poll(() => phaseOf(page, 'third big.png')).toBe('paused');
    const held = chunksOf('third big.png');

    // The file moves away on the disk: after a reload the browser cannot read what it kept.
    const away = `${third}.away`;
    fs.renameSync(third, away);
    await page.reload();
    await throttle(page);
    await expect.poll(() => phaseOf(page, 'third big.png'), { timeout: 20_000 }).toBe('needsFile');
    expect(await row(page, 'third big.png').textContent()).toContain(
      'The browser can no longer read this file: choose it again to go on',
    );

    // Another file (of another size) is not taken for it.
    const choose = async (file: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose third big.png again' }).click();
      await (await chooser).setFiles(file);
    };
    await choose(small);
    await expect
      .poll(() => row(page, 'third big.png').textContent())
      .toContain(`That is not the same file: choose the file of 40 MB`);
    expect(await phaseOf(page, 'third big.png')).toBe('needsFile');

    // The same file, back in its place: hashed again, and only the chunks the server lacks go.
    fs.renameSync(away, third);
    const before = chunkRequests.length;
    await choose(third);
    await expect.poll(() => phaseOf(page, 'third big.png'), { timeout: 60_000 }).toBe('done');
    expect(await row(page, 'third big.png').textContent()).toContain('Uploaded');
    expect(chunkRequests.length - before).toBeLessThanOrEqual(5 - held + 1);
    expect(materials()).toContain('third big.png');
  });
});
