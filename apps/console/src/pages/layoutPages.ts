import type { ComponentType } from 'react';

/** A page of the main layout: its path (as in /routes), its title key and its code, loaded on demand. */
export interface LayoutPage {
  path: string;
  title: string;
  load: () => Promise<ComponentType>;
}

/**
 * The pages the console has code for. What the menu shows, and who may open each page, comes
 * from /routes; this table only says which component serves which path.
 */
export const LAYOUT_PAGES: readonly LayoutPage[] = [
  { path: 'home', title: 'menu.home', load: () => import('./home/HomePage').then((m) => m.HomePage) },
];
