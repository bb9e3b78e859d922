import type { ComponentType } from 'react';
import type { Authority } from '../access/authority';
import type { Namespace } from '../i18n/pack';

/**
 * A signed-in page without the main layout: the whole window, no header, menu or tabs (spec 2's
 * routes /programEditor, /PlanMake, /publishSet, /terminalSelection and /inframe). It gets the same
 * session and route checks as a page of the layout, and its title.
 */
export interface FullScreenPage {
  /** Its path from the root, e.g. 'programEditor'. */
  path: string;
  /** i18n key of the page name, for the document title. */
  title: string;
  /** Namespaces its texts come from, besides the shell's, loaded with it before it renders. */
  texts: readonly Namespace[];
  load: () => Promise<ComponentType>;
  /** The /routes entry that guards it (with the entry's parents), as a layout page's own path does. */
  menuPath?: string;
  /** A permission or roles it needs besides that entry's. */
  authority?: Authority;
}

/** The full-screen pages the console has code for; the work on programs, plans and publishing adds them. */
export const FULL_SCREEN_PAGES: readonly FullScreenPage[] = [];
