import { BUILT_IN_ROLES, grantCovers, MENU_CATALOGUE, WILDCARD, type MenuEntry } from '@apm/contract';
import type { Page } from 'playwright-core';
import { menu as US_MENU_NAMES } from '../../apps/console/src/i18n/US/menu.js';
import { apiOk } from './api.js';
import type { Product } from './product.js';
import { sider } from './shell.js';

/** Signing someone in, in a fresh browser profile (the one way the journeys do it; it lives beside signedInPage). */
export { signedInAs } from './shell.js';

/** A menu as labels: each top-level entry with the labels of its pages (none for a page). */
export type MenuLabels = Record<string, string[]>;

/** The side menu as the user sees it, every group opened: top-level label → its pages' labels. */
export async function sideMenuLabels(page: Page): Promise<MenuLabels> {
  const root = sider(page).locator('.ant-menu-root > li');
  const out: MenuLabels = {};
  for (let i = 0; i < (await root.count()); i++) {
    const item = root.nth(i);
    const isGroup = (await item.getAttribute('class'))?.includes('ant-menu-submenu') ?? false;
    if (!isGroup) {
      out[(await item.textContent())?.trim() ?? ''] = [];
      continue;
    }
    const sub = item.locator('.ant-menu-sub');
    if (!(await sub.isVisible())) await item.locator('.ant-menu-submenu-title').click();
    await sub.waitFor();
    const title = (await item.locator('.ant-menu-submenu-title').textContent())?.trim() ?? '';
    out[title] = (await sub.locator('.ant-menu-item').allTextContents()).map((s) => s.trim());
  }
  return out;
}

/**
 * The menu a user holding only the built-in role `code` must see, in US English: the built,
 * visible pages whose permission the role grants (docs/roles.md), under their groups; pages that
 * require a role only with that role, platform-only pages only in the platform office.
 */
export function builtInRoleMenu(code: string, inPlatformOffice = false): MenuLabels {
  const role = BUILT_IN_ROLES.find((r) => r.code === code);
  if (!role) throw new Error(`no built-in role ${code}`);
  const name = (e: MenuEntry) => (US_MENU_NAMES as Record<string, string>)[e.name] ?? e.name;
  const shown = (e: MenuEntry) =>
    e.type === 'page' &&
    e.built &&
    !e.invisible &&
    (e.roles === null || e.roles.includes(code)) &&
    (inPlatformOffice || !e.platformOnly) &&
    (e.permission === WILDCARD || grantCovers(role.grants, e.permission));
  const out: MenuLabels = {};
  for (const top of MENU_CATALOGUE.filter((e) => e.parentId === null)) {
    if (top.type === 'group') {
      const pages = MENU_CATALOGUE.filter((e) => e.parentId === top.id && shown(e)).map(name);
      if (pages.length > 0) out[name(top)] = pages;
    } else if (shown(top)) out[name(top)] = [];
  }
  return out;
}

/** Someone a journey signs in as. */
export interface Person {
  loginName: string;
  name: string;
  password: string;
}

/** Adds people to an office through the API, each with the built-in role of its code (`operator`, `reviewer`, …). */
export async function addPeople(
  product: Product,
  cookie: string,
  officeId: string,
  people: readonly (readonly [Person, string])[],
): Promise<void> {
  for (const [person, role] of people) {
    const [r] = product.server.sql<{ id: string }>('select id from sys_role where code = ?', role);
    await apiOk(product.url, 'POST', '/a/api/user/save', cookie, {
      officeId,
      loginName: person.loginName,
      name: person.name,
      password: person.password,
      roleIds: r!.id,
    });
  }
}
