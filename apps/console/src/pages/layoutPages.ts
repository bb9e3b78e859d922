import { createElement, type ComponentType } from 'react';
import type { Namespace } from '../i18n/pack';
import type { PageMeta } from '../layout/routeHandle';

/**
 * A page of the main layout: its path (as in /routes), its title key, the namespaces of its texts
 * and its code; code and texts load on its first visit, before it renders.
 */
export interface LayoutPage {
  path: string;
  title: string;
  /** Namespaces its texts come from, besides the shell's (common, menu, errors ...), which come with the language. */
  texts: readonly Namespace[];
  load: () => Promise<ComponentType>;
  /** Tab options of the multi-tab view (spec 3 route meta page.*): closable, kept alive, tab title. */
  page?: PageMeta;
}

/**
 * The pages the console has code for. What the menu shows, and who may open each page, comes
 * from /routes; this table only says which component serves which path.
 */
export const LAYOUT_PAGES: readonly LayoutPage[] = [
  {
    path: 'home',
    title: 'menu.home',
    texts: ['home', 'user'],
    load: () => import('./home/HomePage').then((m) => m.HomePage),
  },
  {
    path: 'exception/403',
    title: 'menu.exception403',
    texts: [],
    load: () => import('./exception/ExceptionPages').then((m) => m.Exception403Page),
  },
  {
    path: 'exception/404',
    title: 'menu.exception404',
    texts: [],
    load: () => import('./exception/ExceptionPages').then((m) => m.Exception404Page),
  },
  {
    path: 'exception/500',
    title: 'menu.exception500',
    texts: [],
    load: () => import('./exception/ExceptionPages').then((m) => m.Exception500Page),
  },
  {
    path: 'sys/sysSetting/announcementManager',
    title: 'menu.announcementManager',
    texts: [],
    load: () => import('./announcementManager/AnnouncementManagerPage').then((m) => m.AnnouncementManagerPage),
  },
  {
    path: 'widget/list',
    title: 'menu.widgetManagement',
    // Kinds are named by the program and widgets texts, as in the program editor.
    texts: ['widgetManage', 'program', 'widgets'],
    load: () => import('./widgetManage/WidgetManagePage').then((m) => m.WidgetManagePage),
  },
  {
    path: 'sys/sysSetting/list',
    title: 'menu.systemSettings',
    texts: ['sysSetting', 'account', 'materialReview'],
    load: () => import('./sysSetting/SysSettingPage').then((m) => m.SysSettingPage),
  },
  {
    path: 'personalCenter',
    title: 'menu.personalCenter',
    texts: ['personal', 'account'],
    load: () => import('./personalCenter/PersonalCenterPage').then((m) => m.PersonalCenterPage),
  },
  {
    path: 'sysManage/messageNotification',
    title: 'menu.messageNotification',
    texts: [],
    load: () => import('./messageNotification/MessageNotificationPage').then((m) => m.MessageNotificationPage),
  },
  {
    path: 'sys/log',
    title: 'menu.sysLog',
    texts: ['log'],
    load: () => import('./sysLog/SysLogPage').then((m) => m.SysLogPage),
  },
  {
    path: 'sys/office',
    title: 'menu.officeManage',
    texts: ['office'],
    load: () => import('./officeManage/OfficeManagePage').then((m) => m.OfficeManagePage),
  },
  {
    path: 'sys/user',
    title: 'menu.userManage',
    texts: ['user', 'office', 'account'],
    load: () => import('./userManage/UserManagePage').then((m) => m.UserManagePage),
  },
  {
    path: 'sys/office/toOpenAgentOfficePage',
    title: 'menu.agentOpening',
    texts: ['agents', 'customers'],
    load: () => import('./agentOpening/AgentOpeningPage').then((m) => m.AgentOpeningPage),
  },
  {
    path: 'sys/customer/toOpenPersonalPage',
    title: 'menu.openPersonal',
    texts: ['customers'],
    load: () => import('./openPersonal/OpenPersonalPage').then((m) => m.OpenPersonalPage),
  },
  {
    path: 'sys/customer/doaminNameSetting',
    title: 'menu.createDomainName',
    texts: ['domains', 'customers'],
    load: () => import('./domainName/DomainNamePage').then((m) => m.DomainNamePage),
  },
  {
    path: 'sysManage/roleManage',
    title: 'menu.roleManage',
    texts: ['roleManage'],
    load: () => import('./roleManage/RoleManagePage').then((m) => m.RoleManagePage),
  },
  {
    path: 'program/make',
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
    load: () => import('./programMake/ProgramMakePage').then((m) => m.ProgramMakePage),
  },
  {
    path: 'playPlan/list',
    title: 'menu.playPlan',
    texts: ['playPlan', 'publish', 'materialReview', 'fullWindow'],
    load: () => import('./playPlan/PlayPlanListPage').then((m) => m.PlayPlanListPage),
  },
  {
    path: 'playPlan/planMake',
    title: 'menu.PlanMake',
    texts: ['playPlan', 'fullWindow'],
    load: () => import('./playPlan/PlanMakePage').then((m) => m.PlanMakePage),
  },
  {
    path: 'message/form',
    title: 'menu.messageMake',
    // Publishing from the form opens the publish dialog (publish, materialReview texts).
    texts: ['messages', 'publish', 'materialReview', 'fullWindow'],
    load: () => import('./message/MessageMakePage').then((m) => m.MessageMakePage),
  },
  {
    path: 'publishMessage/list',
    title: 'menu.messageManage',
    texts: ['messages', 'publish', 'materialReview', 'fullWindow'],
    load: () => import('./message/MessageManagePage').then((m) => m.MessageManagePage),
  },
  {
    path: 'resManage/checklist',
    title: 'menu.materialCheck',
    texts: ['materialReview', 'material', 'materialMedia'],
    // The review page previews with the library's preview (a page folder reaches into no other).
    load: () =>
      Promise.all([import('./materialCheck/MaterialCheckPage'), import('./materialManage/PreviewModal')]).then(
        ([page, preview]) =>
          function MaterialCheck() {
            return createElement(page.MaterialCheckPage, { Preview: preview.PreviewModal });
          },
      ),
  },
  // The three reviews of publications are one page, told which kind it reviews.
  {
    path: 'playPlan/checklist',
    title: 'menu.planCheck',
    // A plan's kinds and weekdays are named by the plan texts.
    texts: ['publishReview', 'playPlan'],
    load: () =>
      import('./publishReview/PublishReviewPage').then(
        (m) =>
          function PlanCheck() {
            return createElement(m.PublishReviewPage, { kind: 'plan' });
          },
      ),
  },
  {
    path: 'publishProgram/checklist',
    title: 'menu.progCheck',
    // One page serves the three reviews: it names the plan texts (a plan's kinds and weekdays) too.
    texts: ['publishReview', 'playPlan'],
    load: () =>
      import('./publishReview/PublishReviewPage').then(
        (m) =>
          function ProgramCheck() {
            return createElement(m.PublishReviewPage, { kind: 'program' });
          },
      ),
  },
  {
    path: 'publishMessage/checklist',
    title: 'menu.messageCheck',
    // A message is drawn by the message pages' preview (a page folder reaches into no other), with its texts.
    texts: ['publishReview', 'playPlan', 'messages'],
    load: () =>
      Promise.all([import('./publishReview/PublishReviewPage'), import('./message/MessagePreview')]).then(
        ([page, preview]) =>
          function MessageCheck() {
            return createElement(page.PublishReviewPage, { kind: 'message', Preview: preview.MessagePreview });
          },
      ),
  },
  {
    path: 'resManage/myRes',
    title: 'menu.materialManage',
    texts: ['material', 'library', 'volume', 'uploads', 'materialMedia', 'materialReview'],
    load: () => import('./materialManage/MaterialManagePage').then((m) => m.MaterialManagePage),
  },
  {
    path: 'terminalMonitor/monitor',
    title: 'menu.terminalMonitor',
    texts: ['terminal', 'office', 'publish', 'messages'],
    load: () => import('./terminalMonitor/TerminalMonitorPage').then((m) => m.TerminalMonitorPage),
  },
  {
    path: 'publishProgram/list',
    title: 'menu.progManage',
    texts: ['publish', 'fullWindow'],
    load: () => import('./publishProgramList/PublishListPage').then((m) => m.PublishListPage),
  },
  {
    path: 'sysManage/menuManage',
    title: 'menu.menuManage',
    texts: ['menuManage'],
    load: () => import('./menuManage/MenuManagePage').then((m) => m.MenuManagePage),
  },
  {
    path: 'auth/demo',
    title: 'menu.authDemo',
    texts: ['authDemo', 'user'],
    load: () => import('./authDemo/AuthDemoPage').then((m) => m.AuthDemoPage),
  },
];
