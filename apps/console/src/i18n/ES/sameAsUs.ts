/** Keys whose Spanish text is legitimately identical to the English one. */
export const sameAsUs: string[] = ['home.roles', 'menu.roleManage', 'menu.widgetManagement'];
