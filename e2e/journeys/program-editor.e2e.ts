import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { signedInAs } from '../support/shell.js';
import { boxes, canvas, choose, editorButton } from '../support/editor.js';

/**
 * The program editor as an operator works in it (issue 12): every change is a step of undo/redo,
 * by the toolbar or the keyboard; widgets are copied, pasted and duplicated; undoing back to what
 * was saved leaves nothing unsaved. An interactive program: buttons open a sub-scene, close it and
 * move to the next main scene, in the preview as on a screen. The canvas as in other layout
 * editors: its size from the usual screens, zoom, and widgets snapping into place while dragged.
 */

const product = useProduct();

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const left = (page: Page) => page.getByRole('spinbutton', { name: 'Left', exact: true });
const top = (page: Page) => page.getByRole('spinbutton', { name: 'Top', exact: true });

/** The canvas, whatever its size. */
const anyCanvas = (page: Page) => page.getByRole('application', { name: /^Canvas of \d+ × \d+ pixels$/ });
/** The zoom shown, as a number of percent. */
const zoomShown = async (page: Page) =>
  Number((await page.getByRole('button', { name: /^Zoom \d+/ }).innerText()).replace(/[^0-9]/g, ''));

/** Drags with the mouse from the middle of an element by (dx, dy) screen pixels; `during` runs before the button is let go. */
async function dragBy(
  page: Page,
  from: { boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null> },
  dx: number,
  dy: number,
  during?: () => Promise<void>,
): Promise<void> {
  const b = (await from.boundingBox())!;
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await during?.();
  await page.mouse.up();
}

/** A text widget of these words added to the scene shown, near its top. */
async function addText(page: Page, words: string): Promise<void> {
  const before = await boxes(page).count();
  await editorButton(page, 'Text').click();
  await expect.poll(() => boxes(page).count()).toBe(before + 1);
  // The new text's words, in the properties panel.
  await page.getByRole('textbox').filter({ hasText: 'Your text' }).fill(words);
  await top(page).fill('100');
}

/** A button added to the scene shown: its action chosen, then its label written. */
async function addButton(page: Page, label: string, action: string): Promise<void> {
  const before = await boxes(page).count();
  await editorButton(page, 'Button').click();
  await expect.poll(() => boxes(page).count()).toBe(before + 1);
  await choose(page, 'When pressed', action);
  await page.getByLabel('Label', { exact: true }).fill(label);
}

/** The layers panel's rows, topmost first. */
const layerRows = (page: Page) => page.getByRole('list', { name: 'Layers' }).getByRole('listitem');
/** The widget ids of the layers, topmost first. */
const layerIds = async (page: Page) =>
  Promise.all((await layerRows(page).all()).map(async (row) => (await row.getAttribute('data-layer')) ?? ''));
/** Where a widget's box is on the screen. */
const boxAt = async (page: Page, id: string) =>
  (await canvas(page).locator(`[data-widget-box="${id}"]`).boundingBox())!;

describe('the program editor', () => {
  it('undoes and redoes every change, by the toolbar and the keyboard, copies, pastes and duplicates widgets, and adds a clock and a QR code', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/program/make`);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill('Keyboard test');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);
    await expect.poll(() => editorButton(page, 'Undo').isDisabled()).toBe(true);

    // A text, saved.
    await editorButton(page, 'Text').click();
    await expect.poll(() => boxes(page).count()).toBe(1);
    await editorButton(page, 'Save').click();
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);
    const startLeft = Number(await left(page).inputValue());

    // Nudged three times to the right with the arrow key (one step: the presses come together). The
    // presses are made in the page, one after the other is handled: from the test's process, a busy
    // machine could space them further apart than the second that makes them one step.
    await boxes(page).first().click();
    await canvas(page).evaluate(async (el) => {
      for (let i = 0; i < 3; i++) {
        el.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
        await new Promise((handled) => setTimeout(handled, 0));
      }
    });
    await expect.poll(() => left(page).inputValue()).toBe(String(startLeft + 3));
    await expect.poll(() => page.getByText('Unsaved changes').isVisible()).toBe(true);

    // Undone by the keyboard: back where it was saved, nothing unsaved; redone by the toolbar.
    await page.keyboard.press('Control+z');
    await expect.poll(() => left(page).inputValue()).toBe(String(startLeft));
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);
    await editorButton(page, 'Redo').click();
    await expect.poll(() => left(page).inputValue()).toBe(String(startLeft + 3));

    // Copied and pasted (the copy lands 20 pixels off and is chosen), then duplicated.
    await page.keyboard.press('Control+c');
    await expect
      .poll(() =>
        page
          .locator('.ant-message')
          .getByText(/^Widget copied/)
          .isVisible(),
      )
      .toBe(true);
    await page.keyboard.press('Control+v');
    await expect.poll(() => boxes(page).count()).toBe(2);
    await expect.poll(() => left(page).inputValue()).toBe(String(startLeft + 23));
    await editorButton(page, 'Duplicate').click();
    await expect.poll(() => boxes(page).count()).toBe(3);
    await expect.poll(() => left(page).inputValue()).toBe(String(startLeft + 43));

    // Undo takes the duplicate and the paste away again, one step each; a new change drops the redo.
    await editorButton(page, 'Undo').click();
    await expect.poll(() => boxes(page).count()).toBe(2);
    await page.keyboard.press('Control+z');
    await expect.poll(() => boxes(page).count()).toBe(1);

    await expect.poll(() => editorButton(page, 'Redo').isDisabled()).toBe(false);
    await boxes(page).first().click();
    await page.keyboard.press('Delete');
    await expect.poll(() => boxes(page).count()).toBe(0);
    await expect.poll(() => editorButton(page, 'Redo').isDisabled()).toBe(true);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => boxes(page).count()).toBe(0);
    await page.keyboard.press('Control+z');
    await expect.poll(() => boxes(page).count()).toBe(1);

    // A clock (the time now, as hours and minutes) and a QR code of an address, drawn on the canvas.
    await editorButton(page, 'Clock').click();
    await expect.poll(() => boxes(page).count()).toBe(2);
    await expect
      .poll(() =>
        canvas(page)
          .getByText(/^\d\d:\d\d$/)
          .count(),
      )
      .toBe(1);
    // Its font, chosen in its properties, is the one the canvas draws it in.
    await choose(page, 'Font', 'Serif');
    await expect
      .poll(() =>
        canvas(page)
          .getByText(/^\d\d:\d\d$/)
          .evaluate((e) => getComputedStyle(e).fontFamily),
      )
      .toBe('serif');
    await editorButton(page, 'QR code').click();
    await expect.poll(() => boxes(page).count()).toBe(3);
    await page.getByLabel('Text or web address').fill('https://harbour.example/timetable');
    const code = canvas(page).locator('svg[shape-rendering="crispEdges"] path');
    await expect.poll(() => code.count()).toBe(1);
    // The code's modules, drawn as one path of squares: many of them.
    expect(((await code.getAttribute('d')) ?? '').split('M').length).toBeGreaterThan(100);
  });

  it('builds two main scenes and a sub-scene with buttons, clicks through them in the preview, and copies a scene into another program', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/program/make`);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill('Touch test');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);
    const duration = page.getByRole('spinbutton', { name: 'Duration' });
    const sceneNames = page.getByRole('textbox', { name: 'Scene name' });

    // Two main scenes, each with its words, long enough not to move on while the journey clicks.
    await addText(page, 'Welcome to the hall');
    await duration.fill('600');
    await editorButton(page, 'Add').click();
    await expect.poll(() => sceneNames.count()).toBe(2);
    await addText(page, 'The second scene');
    await duration.fill('600');

    // A sub-scene "Menu": its words, a button back to the main scenes and one to the next main scene.
    await editorButton(page, 'Add').click();
    await expect.poll(() => sceneNames.count()).toBe(3);
    await sceneNames.nth(2).fill('Menu');
    await page.locator('.ant-segmented-item').filter({ hasText: 'Sub-scene' }).click();
    await expect.poll(() => duration.count()).toBe(0);
    await addText(page, 'Today’s menu');
    await addButton(page, 'Close menu', 'Back to the main scenes');
    await addButton(page, 'Next scene', 'Next main scene');
    await top(page).fill('800');

    // Back in the first scene, a button opening the menu: the sub-scene is offered by its name.
    await page.locator('[data-scene-item]').first().click();
    await expect.poll(() => boxes(page).count()).toBe(1);
    await addButton(page, 'Open menu', 'Open a scene');
    const target = page
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: 'Scene', exact: true }) });
    await expect.poll(() => target.innerText()).toContain('3. Menu · Sub-scene');
    await editorButton(page, 'Save').click();
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);

    // The preview plays the first scene; its buttons work as on a screen.
    await editorButton(page, 'Preview').click();
    const preview = dialog(page, 'Preview');
    const shows = (words: string) => preview.getByText(words, { exact: true }).isVisible();
    await expect.poll(() => shows('Welcome to the hall')).toBe(true);
    await expect.poll(() => preview.getByText(/Buttons work: click them\./).isVisible()).toBe(true);
    await preview.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => shows('Today’s menu')).toBe(true);
    await expect.poll(() => shows('Welcome to the hall')).toBe(false);
    await preview.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => shows('Welcome to the hall')).toBe(true);
    await expect.poll(() => shows('Today’s menu')).toBe(false);
    await preview.getByRole('button', { name: 'Open menu' }).click();
    await preview.getByRole('button', { name: 'Next scene' }).click();
    await expect.poll(() => shows('The second scene')).toBe(true);
    await expect.poll(() => shows('Today’s menu')).toBe(false);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => preview.count()).toBe(0);

    // The menu scene copied, and pasted into another program with its words and buttons; duplicated there.
    await page.locator('[data-scene-item]').nth(2).click();
    await page.getByRole('button', { name: 'Copy scene' }).click();
    await expect
      .poll(() =>
        page
          .locator('.ant-message')
          .getByText(/^Scene copied/)
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.getByRole('button', { name: 'New program' }).click();
    await dialog(page, 'New program').getByLabel('Name').fill('Second hall');
    await dialog(page, 'New program').getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => sceneNames.count()).toBe(1);
    await page.getByRole('button', { name: 'Paste scene' }).click();
    await expect.poll(() => sceneNames.count()).toBe(2);
    await expect.poll(() => sceneNames.nth(1).inputValue()).toBe('Menu');
    await expect.poll(() => canvas(page).getByText('Today’s menu').isVisible()).toBe(true);
    await expect.poll(() => boxes(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Duplicate scene' }).click();
    await expect.poll(() => sceneNames.count()).toBe(3);
    await expect.poll(() => sceneNames.nth(2).inputValue()).toBe('Menu (copy)');
    await editorButton(page, 'Save').click();
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);
  });

  it('gives a scene a transition, shows each program’s first scene in the list, and brings unsaved changes back after a reload', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    // Reloading with unsaved changes asks first (the browser's own question): go on.
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${product.url}/program/make`);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill('Harbour lobby');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);

    // A text, and the scene fading in over 1.5 s; saved.
    await addText(page, 'Harbour welcome');
    await choose(page, 'Transition', 'Fade');
    await page.getByRole('spinbutton', { name: 'Transition duration' }).fill('1.5');
    await page.getByRole('spinbutton', { name: 'Transition duration' }).blur();
    await editorButton(page, 'Save').click();
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);

    // Another text, not saved: kept in the browser a moment later.
    await addText(page, 'Not saved yet');
    await expect.poll(() => page.getByText('Unsaved changes').isVisible()).toBe(true);
    const kept = () =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('apm.program.draft.')).length);
    await expect.poll(kept, { timeout: 10_000 }).toBe(1);

    // Reloaded: the list draws the program's first scene as saved, with the shared renderer.
    await page.reload();
    const thumbnail = page.getByRole('img', { name: 'First scene of “Harbour lobby”' });
    await expect.poll(() => thumbnail.getAttribute('data-drawn')).toBe('');
    await expect.poll(() => thumbnail.getByText('Harbour welcome', { exact: true }).count()).toBe(1);
    expect(await thumbnail.getByText('Not saved yet').count()).toBe(0);

    // Opened again: the unsaved changes are offered back, and restored, unsaved still.
    await page
      .getByRole('row')
      .filter({ hasText: 'Harbour lobby' })
      .getByText('Harbour lobby', { exact: true })
      .click();
    await expect.poll(() => page.getByText('Unsaved changes found').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
    await expect.poll(() => boxes(page).count()).toBe(2);
    await expect.poll(() => canvas(page).getByText('Not saved yet', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Unsaved changes').isVisible()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: 'Transition duration' }).inputValue()).toBe('1.5');

    // Saved: nothing is kept any more.
    await page.getByRole('spinbutton', { name: 'Duration', exact: true }).fill('2');
    await page.getByRole('spinbutton', { name: 'Duration', exact: true }).blur();
    await editorButton(page, 'Save').click();
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);
    await expect.poll(kept).toBe(0);

    // The preview plays the lone scene again every 2 s, fading in over itself: for a while both are
    // drawn, the one coming in part transparent; then it alone.
    await editorButton(page, 'Preview').click();
    const preview = dialog(page, 'Preview');
    const layers = preview.locator('[data-scene]');
    await expect.poll(() => layers.count(), { timeout: 5000, interval: 50 }).toBe(2);
    const opacity = await layers.nth(1).evaluate((el) => Number(getComputedStyle(el.parentElement!).opacity));
    expect(opacity).toBeGreaterThan(0);
    expect(opacity).toBeLessThan(1);
    await expect.poll(() => layers.count(), { timeout: 3000, interval: 50 }).toBe(1);
    await preview.getByRole('button', { name: 'Close' }).click();

    // Opened again, it offers nothing.
    await editorButton(page, 'Back to the list').click();
    await page
      .getByRole('row')
      .filter({ hasText: 'Harbour lobby' })
      .getByText('Harbour lobby', { exact: true })
      .click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);
    expect(await page.getByText('Unsaved changes found').count()).toBe(0);
  });

  it('sizes the canvas from the usual screens (undone as a change), zooms in and out, and snaps a dragged widget to the canvas’s centre', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/program/make`);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill('Canvas test');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);

    // A preset: the canvas becomes 1280 × 720; undo and redo take the size back and again.
    await choose(page, 'Canvas size', '720p landscape (1280 × 720)');
    await expect.poll(() => anyCanvas(page).getAttribute('aria-label')).toBe('Canvas of 1280 × 720 pixels');
    await editorButton(page, 'Undo').click();
    await expect.poll(() => anyCanvas(page).getAttribute('aria-label')).toBe('Canvas of 1920 × 1080 pixels');
    await page.keyboard.press('Control+y');
    await expect.poll(() => anyCanvas(page).getAttribute('aria-label')).toBe('Canvas of 1280 × 720 pixels');

    // Zoom: fitted at first; in by the button, out twice, in by the keyboard and the wheel, fitted again.
    const fitted = await zoomShown(page);
    expect(fitted).toBeGreaterThan(10);
    await editorButton(page, 'Zoom in').click();
    await expect.poll(() => zoomShown(page)).toBeGreaterThan(fitted);
    const zoomed = await zoomShown(page);
    await editorButton(page, 'Zoom out').click();
    await editorButton(page, 'Zoom out').click();
    await expect.poll(() => zoomShown(page)).toBeLessThan(zoomed);
    const out = await zoomShown(page);
    await page.keyboard.press('Control+Equal');
    await expect.poll(() => zoomShown(page)).toBeGreaterThan(out);
    const keyed = await zoomShown(page);
    const area = (await page.getByTestId('editor-area').boundingBox())!;
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -120);
    await page.keyboard.up('Control');
    await expect.poll(() => zoomShown(page)).toBeGreaterThan(keyed);
    await page.keyboard.press('Control+0');
    await expect.poll(() => zoomShown(page)).toBe(fitted);

    // A text (800 wide) moved to the left, then dragged back near the middle: it snaps to x = (1280 - 800) / 2.
    await editorButton(page, 'Text').click();
    const box = anyCanvas(page).locator('[data-widget-box]');
    await expect.poll(() => box.count()).toBe(1);
    const centred = (await box.boundingBox())!.x;
    await left(page).fill('100');
    await left(page).press('Tab');
    await expect.poll(async () => (await box.boundingBox())!.x).toBeLessThan(centred);
    const scale = (await box.boundingBox())!.width / 800;
    // 137 canvas pixels to the right: 3 short of the centre, well within the reach of snapping.
    await dragBy(page, box, 137 * scale, 0, async () => {
      await expect.poll(() => page.locator('[data-guide="x"]').count()).toBeGreaterThan(0);
    });
    await expect.poll(() => left(page).inputValue()).toBe(String((1280 - 800) / 2));
    expect(await page.locator('[data-guide]').count()).toBe(0);

    // With Alt held it goes where it is dragged.
    await page.keyboard.down('Alt');
    await dragBy(page, box, 4 * scale, 0);
    await page.keyboard.up('Alt');
    await expect.poll(() => left(page).inputValue()).not.toBe(String((1280 - 800) / 2));
  });
  it('chooses several widgets and moves them together (one undo step), locks, hides and restacks them by the layers and the right-click menu', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/program/make`);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill('Layers test');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);

    // Two texts, one above the other; the second added is the top layer.
    for (const y of ['100', '600']) {
      await editorButton(page, 'Text').click();
      await top(page).fill(y);
      await top(page).press('Tab');
    }
    await expect.poll(() => boxes(page).count()).toBe(2);
    await expect.poll(() => layerRows(page).count()).toBe(2);
    const [second, first] = await layerIds(page);
    await expect.poll(async () => (await boxAt(page, second!)).y).toBeGreaterThan((await boxAt(page, first!)).y);

    // Shift+click chooses both: the properties show how many, with the alignment buttons.
    await canvas(page).locator(`[data-widget-box="${first}"]`).click();
    await canvas(page)
      .locator(`[data-widget-box="${second}"]`)
      .click({ modifiers: ['Shift'] });
    await expect.poll(() => page.getByText('2 widgets chosen').isVisible()).toBe(true);
    await expect.poll(() => editorButton(page, 'Align left edges').isEnabled()).toBe(true);

    // Dragging one moves both by as much (Alt: no snapping); one undo puts both back.
    const before = [await boxAt(page, first!), await boxAt(page, second!)];
    await page.keyboard.down('Alt');
    await dragBy(page, canvas(page).locator(`[data-widget-box="${first}"]`), 60, 30);
    await page.keyboard.up('Alt');
    await expect.poll(async () => (await boxAt(page, first!)).x).toBeGreaterThan(before[0]!.x + 40);
    const after = [await boxAt(page, first!), await boxAt(page, second!)];
    expect(Math.round(after[1]!.x - before[1]!.x)).toBe(Math.round(after[0]!.x - before[0]!.x));
    expect(Math.round(after[1]!.y - before[1]!.y)).toBe(Math.round(after[0]!.y - before[0]!.y));
    await page.keyboard.press('Control+z');
    await expect.poll(async () => Math.round((await boxAt(page, first!)).x)).toBe(Math.round(before[0]!.x));
    expect(Math.round((await boxAt(page, second!)).x)).toBe(Math.round(before[1]!.x));
    expect(Math.round((await boxAt(page, second!)).y)).toBe(Math.round(before[1]!.y));

    // Escape chooses none; a rubber band on the empty canvas across both chooses both again.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText('2 widgets chosen').isVisible()).toBe(false);
    const a = before[0]!;
    const b = before[1]!;
    await page.mouse.move(a.x - 15, a.y - 15);
    await page.mouse.down();
    await page.mouse.move(b.x + 20, b.y + 10, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => page.getByText('2 widgets chosen').isVisible()).toBe(true);

    // The frame around both resized by its corner: both grow in proportion, one undo takes it back.
    await page.keyboard.down('Alt');
    await dragBy(page, canvas(page).locator('[data-handle="se"]'), 40, 0);
    await page.keyboard.up('Alt');
    await expect.poll(async () => (await boxAt(page, first!)).width).toBeGreaterThan(a.width + 5);
    const grown = (await boxAt(page, first!)).width / a.width;
    expect((await boxAt(page, second!)).width / b.width).toBeCloseTo(grown, 1);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => Math.round((await boxAt(page, first!)).width)).toBe(Math.round(a.width));

    // The canvas's right-click menu duplicates both (a right click on a chosen one keeps the choice).
    await canvas(page).locator(`[data-widget-box="${second}"]`).click({ button: 'right' });
    await page.getByRole('menuitem', { name: /Duplicate/ }).click();
    await expect.poll(() => boxes(page).count()).toBe(4);
    await page.keyboard.press('Control+z');
    await expect.poll(() => boxes(page).count()).toBe(2);

    // The first locked in its layer row: a drag on it moves nothing (the press goes through to the canvas).
    const firstRow = page.locator(`[data-layer="${first}"]`);
    await firstRow.getByRole('button', { name: 'Locked' }).click();
    await expect.poll(() => firstRow.getByRole('button', { name: 'Locked' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await dragBy(page, canvas(page).locator(`[data-widget-box="${first}"]`), 80, 40);
    expect(Math.round((await boxAt(page, first!)).x)).toBe(Math.round(a.x));
    expect(Math.round((await boxAt(page, first!)).y)).toBe(Math.round(a.y));

    // The second hidden: no longer drawn on the canvas, still a layer.
    const secondRow = page.locator(`[data-layer="${second}"]`);
    await secondRow.getByRole('button', { name: 'Hidden' }).click();
    await expect.poll(() => boxes(page).count()).toBe(1);
    expect(await layerRows(page).count()).toBe(2);

    // The first (below) brought to the front by its row's right-click menu; undone, it is below again.
    await firstRow.click({ button: 'right' });
    await page.getByRole('menuitem', { name: /Bring to front/ }).click();
    await expect.poll(() => layerIds(page)).toEqual([first, second]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => layerIds(page)).toEqual([second, first]);
    // And by the keyboard: Ctrl+] brings the chosen one forward.
    await firstRow.click();
    await page.keyboard.press('Control+BracketRight');
    await expect.poll(() => layerIds(page)).toEqual([first, second]);
    // And by dragging a row: the second dropped on the upper half of the first goes above it.
    await secondRow.dragTo(firstRow, { targetPosition: { x: 40, y: 2 } });
    await expect.poll(() => layerIds(page)).toEqual([second, first]);
  });

  it('uploads a picture for an image widget from the editor: it joins the library and the widget shows it; another kind is refused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-e2e-widget-picture-'));
    const picture = path.join(dir, 'logo.png');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=green:s=320x200',
      '-frames:v',
      '1',
      picture,
    ]);
    const notAPicture = path.join(dir, 'notes.png');
    fs.writeFileSync(notAPicture, 'Just words, not a picture.\n'.repeat(20));
    try {
      const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
      await page.goto(`${product.url}/program/make`);
      await page.getByRole('button', { name: 'New program' }).click();
      const create = dialog(page, 'New program');
      await create.getByLabel('Name').fill('Widget picture');
      await create.getByRole('button', { name: 'Create' }).click();
      await expect.poll(() => canvas(page).isVisible()).toBe(true);

      await editorButton(page, 'Picture').click();
      const picker = dialog(page, 'Choose a picture');
      await expect.poll(() => picker.isVisible()).toBe(true);
      // Not a picture: refused with the reason, nothing chosen.
      await picker.locator('input[type=file]').setInputFiles(notAPicture);
      await expect.poll(() => picker.getByRole('alert').textContent(), { timeout: 30_000 }).toMatch(/picture|JPEG|PNG/);
      expect(await picker.isVisible()).toBe(true);

      // A picture: sent, made a material of the library, and chosen for the widget.
      await picker.locator('input[type=file]').setInputFiles(picture);
      await expect.poll(() => picker.count(), { timeout: 30_000 }).toBe(0);
      const shown = canvas(page).locator('img');
      await expect.poll(() => shown.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => shown.first().evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(320);
      expect(product.server.sql<{ name: string }>("select name from material where name = 'logo.png'")).toHaveLength(1);
      expect(product.server.sql<{ name: string }>("select name from material where name = 'notes.png'")).toHaveLength(
        0,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('opens one program in the whole window at /programEditor, and in a frame of a console page at /inframe, which tells the page of its saves and its closing', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/program/make`);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill('Whole window');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);
    const id = product.server.sql<{ id: string }>("select id from program where name = 'Whole window'")[0]!.id;

    // The whole window: the editor alone, no menu; closing it goes to program production.
    await page.goto(`${product.url}/programEditor?id=${id}`);
    await expect.poll(() => canvas(page).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    await editorButton(page, 'Text').click();
    await editorButton(page, 'Save').click();
    await expect.poll(() => page.getByText(/^Saved · version \d+$/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/program/make');

    // In a frame of a page of the console's origin: saving and closing are told to that page.
    await page.goto(`${product.url}/home`);
    await page.evaluate((src) => {
      const w = window as unknown as { told: unknown[] };
      w.told = [];
      window.addEventListener('message', (e) => {
        if (e.origin === window.location.origin) w.told.push(e.data);
      });
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;border:0;background:#fff;z-index:9999';
      document.body.append(frame);
    }, `/inframe?id=${id}`);
    const framed = page.frameLocator('iframe');
    const framedCanvas = framed.getByRole('application', { name: 'Canvas of 1920 × 1080 pixels' });
    await expect.poll(() => framedCanvas.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => framedCanvas.locator('[data-widget-box]').count()).toBe(1);
    await framed.getByRole('button', { name: /(^|\s)Text$/ }).click();
    await framed.getByRole('button', { name: /(^|\s)Save$/ }).click();
    const told = () => page.evaluate(() => (window as unknown as { told: unknown[] }).told);
    await expect.poll(told, { timeout: 15_000 }).toEqual([{ type: 'apm:program-saved', id, version: 3 }]);
    await framed.getByRole('button', { name: 'Back to the list' }).click();
    await expect.poll(told).toEqual([
      { type: 'apm:program-saved', id, version: 3 },
      { type: 'apm:program-closed', id },
    ]);
    // The page around it stays where it was.
    expect(new URL(page.url()).pathname).toBe('/home');
  });

  it('writes rich text: a word made bold and red shows so on the canvas and in the preview; pasting is plain; typing and styling undo step by step', async () => {
    const { page } = await signedInAs(product.browser, product.url, ADMIN.loginName, ADMIN.password);
    await page.goto(`${product.url}/program/make`);
    await page.getByRole('button', { name: 'New program' }).click();
    const create = dialog(page, 'New program');
    await create.getByLabel('Name').fill('Rich text test');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => canvas(page).isVisible()).toBe(true);
    await addText(page, 'Fresh bread daily');
    // The text's editing area (the element's name field shows “Text” as its placeholder).
    const area = page.getByRole('textbox', { name: 'Text', exact: true }).and(page.locator('[contenteditable]'));
    await expect.poll(() => canvas(page).getByText('Fresh bread daily').isVisible()).toBe(true);

    /** How a word looks where it is drawn: its weight and colour. */
    const looks = (where: Locator, word: string) =>
      where
        .getByText(word, { exact: true })
        .evaluate((el) => `${getComputedStyle(el).fontWeight} ${getComputedStyle(el).color}`);
    /** A pause longer than the one that joins changes into one undo step. */
    const pause = () => page.waitForTimeout(1200);

    // "bread" chosen with the keyboard and made bold (Ctrl+B); after a pause, red by the colour tool.
    await area.click();
    await page.keyboard.press('Home');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Control+b');
    await expect.poll(() => looks(canvas(page), 'bread')).toBe('700 rgb(255, 255, 255)');
    await expect
      .poll(() => page.getByRole('button', { name: 'Bold (Ctrl+B)', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await pause();
    await page.getByRole('button', { name: 'Text colour' }).click();
    await page.locator('.ant-color-picker-hex-input:visible input').fill('ff0000');
    await expect.poll(() => looks(canvas(page), 'bread')).toBe('700 rgb(255, 0, 0)');
    // The editing area shows it so too; the canvas keeps the whole line.
    await expect.poll(() => looks(area, 'bread')).toBe('700 rgb(255, 0, 0)');
    await expect.poll(() => canvas(page).getByText('Fresh bread daily').isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    // The preview draws it the same.
    await editorButton(page, 'Preview').click();
    const preview = dialog(page, 'Preview');
    await expect.poll(() => looks(preview, 'bread')).toBe('700 rgb(255, 0, 0)');
    await expect.poll(() => preview.getByText('Fresh bread daily').isVisible()).toBe(true);
    await preview.getByRole('button', { name: 'Close' }).click();

    // Words written at the end (one step), then, after a pause, HTML pasted: only its plain text comes in.
    await pause();
    await area.click();
    await page.keyboard.press('End');
    // Put in at once, as a keyboard's input method commits words: typed key by key, a busy machine
    // could space the keys further apart than the second that makes them one step.
    await page.keyboard.insertText(' and cakes');
    await expect.poll(() => area.textContent()).toBe('Fresh bread daily and cakes');
    await pause();
    await area.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/html', '<b>Rolls</b><img src="x" onerror="window.pwned = true">');
      data.setData('text/plain', ', rolls');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => area.textContent()).toBe('Fresh bread daily and cakes, rolls');
    await expect.poll(() => canvas(page).getByText('Fresh bread daily and cakes, rolls').isVisible()).toBe(true);
    expect(await area.locator('img, b').count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();

    // Undone step by step: the paste, the typing, the red, the bold.
    await editorButton(page, 'Undo').click();
    await expect.poll(() => area.textContent()).toBe('Fresh bread daily and cakes');
    await editorButton(page, 'Undo').click();
    await expect.poll(() => area.textContent()).toBe('Fresh bread daily');
    await expect.poll(() => looks(canvas(page), 'bread')).toBe('700 rgb(255, 0, 0)');
    await editorButton(page, 'Undo').click();
    await expect.poll(() => looks(canvas(page), 'bread')).toBe('700 rgb(255, 255, 255)');
    await page.keyboard.press('Control+z');
    await expect.poll(() => canvas(page).getByText('bread', { exact: true }).count()).toBe(0);
    await expect.poll(() => canvas(page).getByText('Fresh bread daily', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => area.textContent()).toBe('Fresh bread daily');

    // A second paragraph (Enter), centred by the toolbar: on the canvas a line of its own, centred.
    await area.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Open on Sundays');
    await page.getByRole('button', { name: 'Centre paragraph' }).click();
    /** How a line of the canvas is aligned. */
    const alignOf = (words: string) =>
      canvas(page)
        .getByText(words, { exact: true })
        .evaluate((el) => getComputedStyle(el.closest('div')!).textAlign);
    await expect.poll(() => alignOf('Open on Sundays')).toBe('center');
    expect(await alignOf('Fresh bread daily')).toBe('left');
    const first = (await canvas(page).getByText('Fresh bread daily', { exact: true }).boundingBox())!;
    const second = (await canvas(page).getByText('Open on Sundays', { exact: true }).boundingBox())!;
    expect(second.y).toBeGreaterThan(first.y + first.height / 2);
  });
});
