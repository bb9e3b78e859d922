import type { Language } from '@apm/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { log as DE_LOG } from '../../apps/console/src/i18n/DE/log.js';
import { user as DE_USER } from '../../apps/console/src/i18n/DE/user.js';
import { log as TR_LOG } from '../../apps/console/src/i18n/TR/log.js';
import { apiOk } from '../support/api.js';
import { signInThroughApi } from '../support/flows.js';
import { useProduct } from '../support/product.js';
import { newShellContext } from '../support/shell.js';

/**
 * Issue 14 item 10: long German and Turkish words neither clip nor overlap on the customers, log
 * and announcements pages (and the users table), on a laptop's 1440 px wide window; and the log
 * names a change of the system settings in the language, not in English.
 */
const product = useProduct();
const WIDTH = 1440;
let session: string;

beforeAll(async () => {
  session = await signInThroughApi(product.url);
  const me = await apiOk<{ officeId: string }>(product.url, 'GET', '/a/api/user/getUserInfo', session);
  // Customers with names of the length people give them, one with its own brand.
  for (const name of ['Nordhafen Verkehrsbetriebe', 'İstanbul Büyükşehir Belediyesi Ulaşım']) {
    const c = await apiOk<{ id: string }>(product.url, 'POST', '/a/api/customer/save', session, {
      name,
      parentId: me.officeId,
    });
    await apiOk(product.url, 'POST', '/a/api/customer/saveBrand', session, {
      id: c.id,
      personalType: '1',
      title: name,
      languages: 'DE,TR',
    });
  }
  // A change of the system settings, whose log entry once named its target in English in every language.
  await apiOk(product.url, 'POST', '/a/api/sysSetting/save', session, { pwdExpireDays: '365' });
  // Users in every state the table shows: several roles, never signed in, disabled.
  const users = [
    { loginName: 'greta', name: 'Greta Großmann-Schönberger', roleIds: 'operator,reviewer,manager', status: 'active' },
    { loginName: 'oguz', name: 'Oğuz Çağlayan', roleIds: 'operator', status: 'disabled' },
  ];
  for (const u of users) {
    await apiOk(product.url, 'POST', '/a/api/user/save', session, {
      officeId: me.officeId,
      password: 'Harbour2026',
      ...u,
    });
  }
});

/** The console in `lang`, signed in as the administrator, in a laptop-sized window. */
async function openIn(lang: Language) {
  const opened = await newShellContext(product.browser, { viewport: { width: WIDTH, height: 900 } });
  await opened.context.addCookies([
    { name: 'lang', value: lang, url: product.url },
    { name: 'Authorization', value: session, url: product.url, httpOnly: true },
  ]);
  return opened;
}

/** Opens a page of the layout and waits until it is drawn with its data (no spinner left). */
async function show(page: Page, path: string): Promise<void> {
  await page.goto(`${product.url}${path}`);
  await page.locator(`[data-page="${path}"]`).waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
  // Fonts and a last layout pass before measuring.
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Texts of the page (under `root`) that a reader cannot read whole, each as "what: text":
 * - clipped: a text runs out of a box that hides what overflows, without an ellipsis (…) to say so;
 * - overlapping: two texts are drawn over each other;
 * - covered: something else is drawn over a text's middle (a fixed column, a header).
 * Scrolling boxes (a wide table) do not clip: the rest is a scroll away. Texts off the window, and
 * texts kept for screen readers only (boxes of a pixel), are not looked at.
 */
function unreadableTexts(page: Page, root: string): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const top = document.querySelector(rootSelector);
    if (!top) return [`no ${rootSelector}`];
    /** `rects` as laid out; `shown`: the parts of them that the boxes around, which clip, let through. */
    type Box = { left: number; top: number; right: number; bottom: number };
    type Piece = { text: string; el: Element; rects: DOMRect[]; shown: Box[] };
    const shownParts = (el: Element, rects: DOMRect[]): Box[] => {
      let parts: Box[] = rects.map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        const b = a.getBoundingClientRect();
        if (s.overflowX !== 'visible')
          parts = parts.map((r) => ({ ...r, left: Math.max(r.left, b.left), right: Math.min(r.right, b.right) }));
        if (s.overflowY !== 'visible')
          parts = parts.map((r) => ({ ...r, top: Math.max(r.top, b.top), bottom: Math.min(r.bottom, b.bottom) }));
      }
      return parts.filter((r) => r.right - r.left > 1 && r.bottom - r.top > 1);
    };
    const pieces: Piece[] = [];
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const rects = Array.from(range.getClientRects()).filter(
        (r) => r.width > 1 && r.height > 1 && r.bottom > 0 && r.top < innerHeight && r.left < innerWidth,
      );
      const shown = shownParts(el, rects);
      if (shown.length) pieces.push({ text, el, rects, shown });
    }
    const out: string[] = [];
    const short = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

    for (const p of pieces) {
      // Clipped: by the nearest ancestor that hides overflow in the direction the text runs out.
      let ellipsis = false;
      for (let a: Element | null = p.el; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none') ellipsis = true;
        const hidesX = s.overflowX === 'hidden' || s.overflowX === 'clip';
        const hidesY = s.overflowY === 'hidden' || s.overflowY === 'clip';
        if (!hidesX && !hidesY) continue;
        const b = a.getBoundingClientRect();
        if (b.width <= 2 || b.height <= 2) break; // visually hidden, for screen readers
        const left = b.left + a.clientLeft;
        const topEdge = b.top + a.clientTop;
        const outX = p.rects.some((r) => r.left < left - 1 || r.right > left + a.clientWidth + 1);
        const outY = p.rects.some((r) => r.top < topEdge - 1 || r.bottom > topEdge + a.clientHeight + 1);
        if (((hidesX && outX) || (hidesY && outY)) && !ellipsis) {
          out.push(`clipped: "${short(p.text)}" in ${a.tagName.toLowerCase()}.${Array.from(a.classList).join('.')}`);
          break;
        }
      }
      // Covered: what is drawn at the middle of its first line is something else that paints (a
      // fixed column's cell, a header), not the text's own element nor a clear box around it.
      const r = p.shown[0]!;
      const x = (r.left + r.right) / 2;
      const y = (r.top + r.bottom) / 2;
      if (x < 0 || x >= innerWidth || y < 0 || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || p.el.contains(hit) || hit.contains(p.el)) continue;
      // A form control's own input lies over its placeholder and value: that is how antd draws them.
      const control = '.ant-select, .ant-picker';
      if (hit instanceof HTMLInputElement && hit.closest(control) && hit.closest(control) === p.el.closest(control))
        continue;
      let paints = false;
      for (let e: Element | null = hit; e && !e.contains(p.el); e = e.parentElement) {
        const s = getComputedStyle(e);
        const background = s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.backgroundImage !== 'none';
        if (background || e instanceof SVGElement || e instanceof HTMLImageElement) paints = true;
      }
      if (paints)
        out.push(
          `covered: "${short(p.text)}" under ${hit.tagName.toLowerCase()}.${Array.from(hit.classList).join('.')}`,
        );
    }

    // Overlapping: the shown parts of two texts share more than a sliver.
    for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const a = pieces[i]!;
        const b = pieces[j]!;
        const meet = a.shown.some((ra) =>
          b.shown.some(
            (rb) =>
              Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 2 &&
              Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > 2,
          ),
        );
        if (meet) out.push(`overlapping: "${short(a.text)}" and "${short(b.text)}"`);
      }
    }
    return out;
  }, root);
}

const PAGES = ['/sys/customer/toOpenPersonalPage', '/sys/log', '/sys/sysSetting/announcementManager', '/sys/user'];

describe('texts fit in German and Turkish at 1440 px', () => {
  it.each(['DE', 'TR'] as const)(
    '%s: customers, log, announcements and users: nothing clipped, covered or overlapping, nothing in English',
    async (lang) => {
      const { context, page } = await openIn(lang);
      const found: string[] = [];
      for (const path of PAGES) {
        await show(page, path);
        found.push(...(await unreadableTexts(page, `[data-page="${path}"]`)).map((f) => `${path}: ${f}`));
      }
      // The settings' entry in the log speaks the language too: no English target left in it.
      const words = { DE: DE_LOG, TR: TR_LOG }[lang];
      await show(page, '/sys/log');
      const settingsRow = page
        .locator('[data-page="/sys/log"] tr.ant-table-row')
        .filter({ hasText: words.modules.setting })
        .filter({ hasText: words.actions.setting.update });
      expect(await settingsRow.count()).toBe(1);
      expect(found).toEqual([]);
      expect(await settingsRow.innerText()).not.toMatch(/system ?settings?/i);
      await context.close();
    },
  );

  it("DE: the users table shows each user's status whole, beside the actions, without scrolling", async () => {
    const { context, page } = await openIn('DE');
    await show(page, '/sys/user');
    const table = page.locator('[data-page="/sys/user"] .ant-table');
    await expect.poll(() => table.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(3);
    const { status, statuses } = DE_USER;
    // The header and every status tag: inside the table's visible part, nothing drawn over either end.
    const seen = await table.evaluate(
      (t, words) => {
        const view = (t.querySelector('.ant-table-content, .ant-table-body') ?? t).getBoundingClientRect();
        const head = Array.from(t.querySelectorAll('th')).find((th) => th.textContent?.trim() === words.status);
        const tags = Array.from(t.querySelectorAll('.ant-table-tbody tr.ant-table-row .ant-tag')).filter((tag) =>
          words.statuses.includes(tag.textContent?.trim() ?? ''),
        );
        return [head, ...tags].map((el) => {
          if (!el) return 'no status header';
          const r = el.getBoundingClientRect();
          const inside = r.width > 0 && r.left >= view.left - 1 && r.right <= view.right + 1;
          const free = [r.left + 2, r.right - 2].every((x) => {
            const hit = document.elementFromPoint(x, r.top + r.height / 2);
            return !!hit && (el.contains(hit) || hit.contains(el));
          });
          return `${el.textContent?.trim()}: ${inside && free ? 'visible' : `hidden (inside: ${inside}, uncovered: ${free})`}`;
        });
      },
      { status, statuses: [statuses.active, statuses.disabled] },
    );
    expect(seen.sort()).toEqual(
      [
        `${status}: visible`,
        `${statuses.active}: visible`,
        `${statuses.active}: visible`,
        `${statuses.disabled}: visible`,
      ].sort(),
    );
    // And no sideways scrolling is needed to reach it.
    const scroller = table.locator('.ant-table-content, .ant-table-body').first();
    expect(await scroller.evaluate((s) => s.scrollWidth - s.clientWidth)).toBeLessThanOrEqual(1);
    await context.close();
  });
});
