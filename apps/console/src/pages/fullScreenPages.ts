import { createElement, type ComponentType } from 'react';
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

/**
 * The full-screen pages the console has code for. Each is guarded by its menu entry; the publishing
 * pages also need the permission that publishes the kind, which depends on the address (/publishSet)
 * or on the user's choice (/terminalSelection), so the pages check it themselves (docs/console.md).
 */
export const FULL_SCREEN_PAGES: readonly FullScreenPage[] = [
  {
    path: 'programEditor',
    title: 'menu.progMake',
    texts: [
      'program',
      'editing',
      'canvasTools',
      'richText',
      'widgets',
      'publish',
      'materialReview',
      'fullWindow',
      'material',
    ],
    menuPath: 'program/make',
    authority: 'content:program:edit',
    load: () => import('./programMake/ProgramEditorPage').then((m) => m.ProgramEditorPage),
  },
  {
    path: 'inframe',
    title: 'menu.progMake',
    texts: [
      'program',
      'editing',
      'canvasTools',
      'richText',
      'widgets',
      'publish',
      'materialReview',
      'fullWindow',
      'material',
    ],
    menuPath: 'program/make',
    authority: 'content:program:edit',
    load: () =>
      import('./programMake/ProgramEditorPage').then(
        (m) =>
          function InFrame() {
            return createElement(m.ProgramEditorPage, { framed: true });
          },
      ),
  },
  {
    path: 'PlanMake',
    title: 'menu.PlanMake',
    texts: ['playPlan', 'fullWindow'],
    menuPath: 'playPlan/planMake',
    load: () =>
      import('./playPlan/PlanMakePage').then(
        (m) =>
          function PlanMakeFullScreen() {
            return createElement(m.PlanMakePage, { fullScreen: true });
          },
      ),
  },
  {
    path: 'publishSet',
    title: 'menu.publishSet',
    // The plan's and the message's intros and the plan's kinds are theirs; the message preview's too.
    texts: ['fullWindow', 'publish', 'materialReview', 'playPlan', 'messages'],
    menuPath: 'publishSet',
    load: () =>
      Promise.all([import('./publishSet/PublishSetPage'), import('./message/MessagePreview')]).then(
        ([page, preview]) =>
          function PublishSet() {
            return createElement(page.PublishSetPage, { MessagePreview: preview.MessagePreview });
          },
      ),
  },
  {
    path: 'terminalSelection',
    title: 'menu.terminalSelection',
    texts: ['fullWindow', 'publish', 'playPlan'],
    menuPath: 'terminalSelection',
    load: () => import('./publishSet/TerminalSelectionPage').then((m) => m.TerminalSelectionPage),
  },
];
