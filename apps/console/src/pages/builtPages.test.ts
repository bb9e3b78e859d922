import { MENU_CATALOGUE } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { FULL_SCREEN_PAGES } from './fullScreenPages';
import { LAYOUT_PAGES } from './layoutPages';

/**
 * A page the catalogue marks `built` is offered by /routes, so the menu links to it: the console
 * must have its code, or the link opens "not found". (A page not built yet stays out of /routes.)
 */
describe('built pages', () => {
  it('each have a route in the console', () => {
    const served = new Set([...LAYOUT_PAGES.map((p) => p.path), ...FULL_SCREEN_PAGES.flatMap((p) => p.menuPath ?? [])]);
    const missing = MENU_CATALOGUE.filter(
      (m) => m.type === 'page' && m.built && m.path !== null && !served.has(m.path),
    );
    expect(missing.map((m) => m.path)).toEqual([]);
  });

  it('include the play plans', () => {
    const built = MENU_CATALOGUE.filter((m) => m.built).map((m) => m.path);
    expect(built).toEqual(expect.arrayContaining(['playPlan/list', 'playPlan/planMake']));
  });

  it('include the message pages', () => {
    const built = MENU_CATALOGUE.filter((m) => m.built).map((m) => m.path);
    expect(built).toEqual(expect.arrayContaining(['message/form', 'publishMessage/list']));
  });
});
