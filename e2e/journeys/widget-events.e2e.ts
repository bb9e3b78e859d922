import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from '../support/api.js';
import { signInThroughApi } from '../support/flows.js';
import { pairedPlayer, type PairedPlayer } from '../support/player.js';
import { useProduct } from '../support/product.js';

// Widget events (docs/terminal-protocol.md, "Widget events"): a real player records a use of each
// widget drawn as its scene starts and a click of each button pressed, keeps them in its offline
// store while the server is away (also across a reload), and the server stores each once.
const product = useProduct();
let cookie: string;
let officeId: string;
let player: PairedPlayer;

interface Row {
  id: string;
  office_id: string;
  publish_id: string;
  program_id: string;
  scene_id: string;
  widget_id: string;
  widget_kind: string;
  type: string;
  action: string | null;
}
const rows = () => product.server.sql<Row>('SELECT * FROM widget_event WHERE terminal_id = ?', player.terminalId);
const count = (type: string, widgetId: string) =>
  rows().filter((r) => r.type === type && r.widget_id === widgetId).length;

const frame = (id: string, y: number) => ({ id, x: 100, y, width: 800, height: 150, z: 1 });

beforeAll(async () => {
  cookie = await signInThroughApi(product.url);
  officeId = (await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', cookie)).officeId;
  player = await pairedPlayer(product, cookie, officeId, 'Lobby screen');
});
afterAll(() => player?.context.close());

describe('widget events', () => {
  it('stores the uses and clicks a player records, also those made while the server was away', async () => {
    const document = {
      version: 6,
      canvas: { width: 1920, height: 1080 },
      scenes: [
        {
          id: 'intro',
          durationMs: 600_000,
          widgets: [
            { ...frame('title', 100), kind: 'text', props: { text: 'Welcome', fontSize: 72 } },
            { ...frame('draft', 300), kind: 'text', hidden: true, props: { text: 'Not yet', fontSize: 72 } },
            {
              ...frame('order', 600),
              kind: 'button',
              props: { label: 'Order', action: { type: 'scene', sceneId: 'menu' } },
            },
          ],
        },
        {
          id: 'menu',
          main: false,
          widgets: [
            { ...frame('price', 100), kind: 'text', props: { text: 'Coffee 2.50', fontSize: 72 } },
            { ...frame('back', 600), kind: 'button', props: { label: 'Back', action: { type: 'exit' } } },
          ],
        },
      ],
    };
    const program = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/program/save', cookie, {
      name: 'Coffee bar',
      document: JSON.stringify(document),
    });
    const publication = await apiOk<{ id: string }>(
      product.url,
      'POST',
      '/a/api/publishProgram/saveTerminals',
      cookie,
      { programId: program.id, terminalIds: player.terminalId },
    );
    const { page } = player;
    await page.locator('[data-button="order"]').click({ timeout: 30_000 });
    await page.getByText('Coffee 2.50').waitFor();

    // A new socket sends what waits at once (else within the minute).
    await page.reload();
    await expect.poll(() => count('click', 'order'), { timeout: 30_000 }).toBe(1);
    expect(rows().find((r) => r.type === 'click')).toMatchObject({
      office_id: officeId,
      publish_id: publication.id,
      program_id: program.id,
      scene_id: 'intro',
      widget_kind: 'button',
      action: 'scene',
    });
    expect(count('use', 'title')).toBeGreaterThanOrEqual(1);
    expect(count('use', 'order')).toBeGreaterThanOrEqual(1);
    expect(count('use', 'price')).toBe(1);
    expect(count('use', 'back')).toBe(1);
    expect(count('use', 'draft')).toBe(0);

    // The server goes; the screen records on, keeps it across a reload, and sends it when it is back.
    await product.server.halt();
    await page.locator('[data-button="order"]').click();
    await page.locator('[data-button="back"]').click();
    await page.locator('[data-button="order"]').waitFor();
    await page.reload();
    await page.locator('[data-button="order"]').waitFor({ timeout: 30_000 });
    await product.server.resume();
    await expect.poll(() => count('click', 'back'), { timeout: 60_000 }).toBe(1);
    expect(count('click', 'order')).toBe(2);
    // Each event once: ids are never stored twice.
    expect(new Set(rows().map((r) => r.id)).size).toBe(rows().length);
  });
});
