import type { authDemo as US } from '../US/authDemo';

export const authDemo: typeof US = {
  intro:
    '本页以您自己的权限演示控制台如何保护按钮和操作。只有拥有权限 auth:demo:form 且具有“经理”角色的用户才能打开本页；其他用户在菜单中看不到它。',
  accessTitle: '您对本页的访问权限',
  operationsHeld: '{{entry}} 上的操作',
  held: '已拥有',
  notHeld: '未拥有',
  roles: '您的角色',
  none: '无',
  requires: '本页要求',
  requirement: '权限 auth:demo:form 和“经理”角色',
  buttonsTitle: '受保护的按钮',
  buttonsHelp: '缺少权限的按钮会被禁用；将鼠标指向它会提示您没有权限。',
  operations: { form: '打开表单', edit: '编辑', delete: '删除' },
  ran: '“{{action}}”已执行：您拥有其权限',
  actionsTitle: '受保护的操作',
  actionsHelp:
    '不是由受保护按钮触发的操作（点击行、键盘快捷键）会在执行时检查权限：没有权限时会显示错误，提示您无权执行该操作。',
  runAction: '执行“{{action}}”',
  mayDelete: '您拥有 auth:demo:delete：两个操作都会执行。',
  mayNotDelete: '您缺少 auth:demo:delete：执行“删除”会显示错误。',
};
