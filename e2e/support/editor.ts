import type { Page } from 'playwright-core';
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
