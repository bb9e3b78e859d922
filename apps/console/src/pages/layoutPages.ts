import type { ComponentType } from 'react';
import type { PageMeta } from '../layout/routeHandle';

/** A page of the main layout: its path (as in /routes), its title key and its code, loaded on demand. */
export interface LayoutPage {
  path: string;
  title: string;
  load: () => Promise<ComponentType>;
  /** Tab options of the multi-tab view (spec 3 route meta page.*): closable, kept alive, tab title. */
  page?: PageMeta;
}

/**
 * The pages the console has code for. What the menu shows, and who may open each page, comes
 * from /routes; this table only says which component serves which path.
 */
export const LAYOUT_PAGES: readonly LayoutPage[] = [
  { path: 'home', title: 'menu.home', load: () => import('./home/HomePage').then((m) => m.HomePage) },
  {
    path: 'exception/403',
    title: 'menu.exception403',
    load: () => import('./exception/ExceptionPages').then((m) => m.Exception403Page),
  },
  {
    path: 'exception/404',
    title: 'menu.exception404',
    load: () => import('./exception/ExceptionPages').then((m) => m.Exception404Page),
  },
  {
    path: 'exception/500',
    title: 'menu.exception500',
    load: () => import('./exception/ExceptionPages').then((m) => m.Exception500Page),
  },
  {
    path: 'sys/sysSetting/announcementManager',
    title: 'menu.announcementManager',
    load: () => import('./announcementManager/AnnouncementManagerPage').then((m) => m.AnnouncementManagerPage),
  },
  {
    path: 'sysManage/messageNotification',
    title: 'menu.messageNotification',
    load: () => import('./messageNotification/MessageNotificationPage').then((m) => m.MessageNotificationPage),
  },
];
