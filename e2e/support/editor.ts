import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A button of the program editor by its text or label (a name follows its icon's). */
export const editorButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });

/** The editor's canvas of a Full HD program. */
export const canvas = (page: Page) => page.getByRole('application', { name: 'Canvas of 1920 × 1080 pixels' });

/** The boxes of the widgets of the scene shown. */
export const boxes = (page: Page) => canvas(page).locator('[data-widget-box]');

/** Chooses an option of the antd Select with this label (in the properties or a drawer). */
export async function choose(page: Page, select: string, option: string): Promise<void> {
  await page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: select, exact: true }) })
    .click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** Types a whole number into a number field of the properties, replacing what it held. */
export async function typeNumber(field: Locator, value: number): Promise<void> {
  await field.fill(String(value));
  await field.press('Tab');
  await expect.poll(() => field.inputValue()).toBe(String(value));
}

/** The chosen widget put at (x, y) and sized, by its properties (canvas pixels). */
export async function frame(page: Page, x: number, y: number, width: number, height: number): Promise<void> {
  const spin = (name: string) => page.getByRole('spinbutton', { name, exact: true });
  await typeNumber(spin('Left'), x);
  await typeNumber(spin('Top'), y);
  await typeNumber(spin('Width'), width);
  await typeNumber(spin('Height'), height);
}
