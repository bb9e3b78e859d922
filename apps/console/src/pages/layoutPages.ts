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
    path: 'sys/sysSetting/list',
    title: 'menu.systemSettings',
    load: () => import('./sysSetting/SysSettingPage').then((m) => m.SysSettingPage),
  },
  {
    path: 'personalCenter',
    title: 'menu.personalCenter',
    load: () => import('./personalCenter/PersonalCenterPage').then((m) => m.PersonalCenterPage),
  },
  {
    path: 'sysManage/messageNotification',
    title: 'menu.messageNotification',
    load: () => import('./messageNotification/MessageNotificationPage').then((m) => m.MessageNotificationPage),
  },
  {
    path: 'sys/log',
    title: 'menu.sysLog',
    load: () => import('./sysLog/SysLogPage').then((m) => m.SysLogPage),
  },
  {
    path: 'sys/office',
    title: 'menu.officeManage',
    load: () => import('./officeManage/OfficeManagePage').then((m) => m.OfficeManagePage),
  },
  {
    path: 'sys/user',
    title: 'menu.userManage',
    load: () => import('./userManage/UserManagePage').then((m) => m.UserManagePage),
  },
  {
    path: 'sys/office/toOpenAgentOfficePage',
    title: 'menu.agentOpening',
    load: () => import('./agentOpening/AgentOpeningPage').then((m) => m.AgentOpeningPage),
  },
  {
    path: 'sys/customer/toOpenPersonalPage',
    title: 'menu.openPersonal',
    load: () => import('./openPersonal/OpenPersonalPage').then((m) => m.OpenPersonalPage),
  },
  {
    path: 'sys/customer/doaminNameSetting',
    title: 'menu.createDomainName',
    load: () => import('./domainName/DomainNamePage').then((m) => m.DomainNamePage),
  },
  {
    path: 'sysManage/roleManage',
    title: 'menu.roleManage',
    load: () => import('./roleManage/RoleManagePage').then((m) => m.RoleManagePage),
  },
  {
    path: 'sysManage/menuManage',
    title: 'menu.menuManage',
    load: () => import('./menuManage/MenuManagePage').then((m) => m.MenuManagePage),
  },
];
