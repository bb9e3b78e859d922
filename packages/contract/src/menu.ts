/**
 * The menu and permission catalogue of the console (spec 2): every group, page and
 * guarded button, with its i18n key (`menu.<name>`), icon, path and permission string
 * `module:resource:action`. It is seeded into the database at start; a page whose
 * `built` flag is false stays out of `/routes`, so the menu offers only pages that work.
 */
/** 'link': an entry an administrator added that opens an external address (route meta `link`). */
export type MenuType = 'group' | 'page' | 'button' | 'link';

export interface MenuEntry {
  id: string;
  parentId: string | null;
  name: string;
  type: MenuType;
  path: string | null;
  icon: string | null;
  /** `module:resource:action`, or '*' for an entry open to every signed-in user. */
  permission: string;
  sort: number;
  invisible: boolean;
  built: boolean;
  /**
   * The entry's calls affect every tenant (the menu table, system-wide settings, agents under the
   * platform): only users of the platform office ever hold its permission (buttons inherit it).
   */
  platformOnly: boolean;
  /** Role codes of which the user must hold one, besides the permission (spec 6 route roles); null: none. */
  roles: readonly string[] | null;
}

/** Permission of entries open to every signed-in user. */
export const WILDCARD = '*' as const;

interface PageDef<P extends string = string, B extends readonly string[] = readonly string[]> {
  name: string;
  path: string;
  permission: P;
  icon?: string;
  invisible?: boolean;
  built?: boolean;
  /** Only users of the platform office hold its permissions (see MenuEntry.platformOnly). */
  platformOnly?: boolean;
  /** Roles of which the user must hold one besides the permission (spec 6: the demo route needs `manager`). */
  roles?: readonly string[];
  /** Guarded actions on the page: each becomes a button entry `<module:resource>:<action>`. */
  buttons?: B;
}
interface GroupDef {
  name: string;
  icon: string;
  pages: readonly PageDef[];
}

const page = <const P extends string, const B extends readonly string[] = []>(
  name: string,
  path: string,
  permission: P,
  extra: Omit<PageDef<P, B>, 'name' | 'path' | 'permission'> = {},
): PageDef<P, B> => ({ name, path, permission, ...extra });

const CATALOGUE = [
  page('home', 'home', WILDCARD, { icon: 'HomeOutlined', built: true }),
  {
    name: 'resManage',
    icon: 'FolderOpenOutlined',
    pages: [
      page('materialManage', 'resManage/myRes', 'res:material:view', {
        buttons: ['upload', 'edit', 'delete', 'submit'],
        built: true,
      }),
    ],
  },
  {
    name: 'contentManage',
    icon: 'AppstoreOutlined',
    pages: [
      page('progMake', 'program/make', 'content:program:view', {
        buttons: ['edit', 'delete', 'publish'],
        built: true,
      }),
      page('playPlan', 'playPlan/list', 'content:playPlan:view', {
        buttons: ['edit', 'delete', 'publish'],
        built: true,
      }),
      page('PlanMake', 'playPlan/planMake', 'content:playPlan:edit', { invisible: true, built: true }),
      page('progManage', 'publishProgram/list', 'content:publishProgram:view', {
        buttons: ['delete'],
        built: true,
      }),
      page('messageMake', 'message/form', 'content:message:edit', { buttons: ['emergency'], built: true }),
      page('messageManage', 'publishMessage/list', 'content:message:view', {
        buttons: ['delete', 'publish'],
        built: true,
      }),
    ],
  },
  {
    name: 'contentCheck',
    icon: 'AuditOutlined',
    pages: [
      page('materialCheck', 'resManage/checklist', 'check:material:view', { buttons: ['review'], built: true }),
      page('planCheck', 'playPlan/checklist', 'check:playPlan:view', { buttons: ['review'], built: true }),
      page('progCheck', 'publishProgram/checklist', 'check:program:view', { buttons: ['review'], built: true }),
      page('messageCheck', 'publishMessage/checklist', 'check:message:view', { buttons: ['review'], built: true }),
    ],
  },
  {
    name: 'terminalManage',
    icon: 'DesktopOutlined',
    pages: [
      page('terminalMonitor', 'terminalMonitor/monitor', 'terminal:monitor:view', {
        buttons: ['edit', 'delete', 'control'],
        built: true,
      }),
      page('terminalInfo', 'terminalMonitor/info', 'terminal:info:view'),
      page('terminalSetting', 'terminalMonitor/setting', 'terminal:setting:view', { buttons: ['edit'] }),
      page('synchronizedBroadcast', 'terminalMonitor/synchronizedBroadcast', 'terminal:sync:view', {
        buttons: ['edit'],
      }),
    ],
  },
  {
    name: 'sysManage',
    icon: 'SettingOutlined',
    pages: [
      page('personalInterface', 'sys/customer/personalInterface', 'sys:personal:view', { buttons: ['edit'] }),
      page('createDomainName', 'sys/customer/doaminNameSetting', 'sys:domain:view', {
        buttons: ['edit'],
        built: true,
      }),
      // The page needs sys:customer:personal (and it switches brands on); reading customers is
      // sys:customer:view, creating and editing them sys:customer:edit.
      page('openPersonal', 'sys/customer/toOpenPersonalPage', 'sys:customer:personal', {
        buttons: ['view', 'edit'],
        built: true,
      }),
      page('userManage', 'sys/user', 'sys:user:view', { buttons: ['edit', 'delete', 'resetPwd'], built: true }),
      // Agents sit directly under the platform: opening one changes the tree of every tenant.
      page('agentOpening', 'sys/office/toOpenAgentOfficePage', 'sys:agent:view', {
        buttons: ['edit'],
        platformOnly: true,
        built: true,
      }),
      page('officeManage', 'sys/office', 'sys:office:view', {
        // quota: an office's own storage quota (the library's storage by office).
        buttons: ['edit', 'delete', 'move', 'quota'],
        built: true,
      }),
      // One menu table for the whole product: its names, order and links are every tenant's.
      page('menuManage', 'sysManage/menuManage', 'sys:menu:view', {
        buttons: ['edit', 'delete'],
        platformOnly: true,
        built: true,
      }),
      page('roleManage', 'sysManage/roleManage', 'sys:role:view', { buttons: ['edit', 'delete'], built: true }),
      page('terminalMap', 'sysManage/terminalMap', 'sys:terminalMap:view'),
      // Sign-in and password policy, the mail server, review and encryption: one value for all tenants.
      page('systemSettings', 'sys/sysSetting/list', 'sys:setting:view', {
        buttons: ['edit'],
        platformOnly: true,
        built: true,
      }),
      page('sysLog', 'sys/log', 'sys:log:view', { buttons: ['export'], built: true }),
      page('debugging', 'sysManage/debugging', 'sys:debugging:view', { buttons: ['edit'] }),
      // The dictionaries and the FAQ are one list each, read by every tenant.
      page('dictManage', 'sysManage/dictManage', 'sys:dict:view', { buttons: ['edit', 'delete'], platformOnly: true }),
      page('commonProblemManager', 'sysManage/commonProblem', 'sys:faq:view', {
        buttons: ['edit', 'delete'],
        platformOnly: true,
      }),
      page('callCenter', 'sysManage/callCenter', 'sys:callCenter:view'),
      page('alarmManagement', 'abnormalAlarm/abnormalAlarmList', 'sys:alarm:view', {
        buttons: ['clean', 'export'],
      }),
      // One catalogue of widget kinds for every tenant; offices of the caller's range get their lists.
      page('widgetManagement', 'widget/list', 'sys:widget:view', {
        buttons: ['edit'],
        platformOnly: true,
        built: true,
      }),
      page('announcementManager', 'sys/sysSetting/announcementManager', 'sys:announcement:view', {
        buttons: ['edit'],
        built: true,
      }),
      page('dataStatistics', 'sysManage/dataStatistics', 'sys:statistics:view'),
      page('userBehaviorStatistics', 'sysManage/userBehaviorStatistics', 'sys:behavior:view'),
      page('purchaseService', 'sysManage/purchaseService', 'sys:purchase:view'),
      // Full-window publishing (console /publishSet, /terminalSelection): each also needs the publish
      // permission of what is sent (content:program|playPlan|message:publish), which the page checks.
      page('publishSet', 'publishSet', 'sys:publishSet:view', { invisible: true, built: true }),
      page('terminalSelection', 'terminalSelection', 'sys:terminalSelection:view', { invisible: true, built: true }),
      page('messageNotification', 'sysManage/messageNotification', 'sys:messageNotification:view', {
        buttons: ['delete'],
        built: true,
      }),
    ],
  },
  page('paymentCenter', 'paymentCenter', 'pay:center:view', { icon: 'WalletOutlined' }),
  // The spec's demo route (spec 2, 6): guarded buttons and actions, for holders of `auth:demo:form`
  // who also have the role manager.
  page('authDemo', 'auth/demo', 'auth:demo:form', {
    icon: 'SafetyOutlined',
    buttons: ['edit', 'delete'],
    roles: ['manager'],
    built: true,
  }),
  // The spec's "exception group": the error pages inside the main layout, open to every user.
  {
    name: 'exception',
    icon: 'WarningOutlined',
    pages: [
      page('exception403', 'exception/403', WILDCARD, { built: true }),
      page('exception404', 'exception/404', WILDCARD, { built: true }),
      page('exception500', 'exception/500', WILDCARD, { built: true }),
    ],
  },
  page('personalCenter', 'personalCenter', WILDCARD, { invisible: true, built: true }),
] satisfies (GroupDef | PageDef)[];

type PagesOf<E> = E extends { pages: readonly (infer P)[] } ? P : E;
type ButtonsOf<P extends string, B> = B extends readonly (infer A extends string)[]
  ? P extends `${infer M}:${infer R}:${string}`
    ? `${M}:${R}:${A}`
    : never
  : never;
type PermissionsOf<P> = P extends PageDef<infer Q, infer B> ? Q | ButtonsOf<Q, B> : never;

/** A permission string of the catalogue: a page's, or one of its buttons' (`<module:resource>:<action>`). */
export type Permission = Exclude<PermissionsOf<PagesOf<(typeof CATALOGUE)[number]>>, typeof WILDCARD>;

function flatten(): MenuEntry[] {
  const out: MenuEntry[] = [];
  const addPage = (p: PageDef, parentId: string | null, sort: number) => {
    const id = parentId ? `${parentId}.${p.name}` : p.name;
    out.push({
      id,
      parentId,
      name: p.name,
      type: 'page',
      path: p.path,
      icon: p.icon ?? null,
      permission: p.permission,
      sort,
      invisible: p.invisible ?? false,
      built: p.built ?? false,
      platformOnly: p.platformOnly ?? false,
      roles: p.roles ?? null,
    });
    const resource = p.permission.split(':').slice(0, 2).join(':');
    (p.buttons ?? []).forEach((action, i) =>
      out.push({
        id: `${id}.${action}`,
        parentId: id,
        name: action,
        type: 'button',
        path: null,
        icon: null,
        permission: `${resource}:${action}`,
        sort: i + 1,
        invisible: true,
        built: p.built ?? false,
        platformOnly: p.platformOnly ?? false,
        roles: null,
      }),
    );
  };
  CATALOGUE.forEach((entry, i) => {
    const sort = (i + 1) * 10;
    if ('pages' in entry) {
      out.push({
        id: entry.name,
        parentId: null,
        name: entry.name,
        type: 'group',
        path: null,
        icon: entry.icon,
        permission: WILDCARD,
        sort,
        invisible: false,
        built: true,
        platformOnly: false,
        roles: null,
      });
      entry.pages.forEach((p, j) => addPage(p, entry.name, (j + 1) * 10));
    } else {
      addPage(entry, null, sort);
    }
  });
  return out;
}

/** Every entry of the catalogue, parents before children. */
export const MENU_CATALOGUE: readonly MenuEntry[] = flatten();

/** Every permission string the catalogue knows, without the wildcard. */
export const ALL_PERMISSIONS: readonly Permission[] = [
  ...new Set(MENU_CATALOGUE.map((m) => m.permission).filter((p) => p !== WILDCARD)),
] as Permission[];

/** `module:resource:` of each platform-only page: its buttons, and any an administrator adds, share it. */
export const PLATFORM_ONLY_RESOURCES: readonly string[] = MENU_CATALOGUE.filter(
  (m) => m.type === 'page' && m.platformOnly,
).map((m) => m.permission.split(':').slice(0, 2).join(':') + ':');

/** Whether only users of the platform office may hold `permission` (its resource is a platform-only page's). */
export const isPlatformOnly = (permission: string): boolean =>
  PLATFORM_ONLY_RESOURCES.some((r) => permission.startsWith(r));

/** The roles a catalogue entry requires besides its permission (spec 6), by entry id. */
export const ROUTE_ROLES: ReadonlyMap<string, readonly string[]> = new Map(
  MENU_CATALOGUE.filter((m) => m.roles !== null).map((m) => [m.id, m.roles!]),
);
