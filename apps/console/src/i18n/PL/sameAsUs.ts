/** Keys whose Polish text is legitimately identical to the English one. */
export const sameAsUs: string[] = ['init.administrator', 'menu.sysManage', 'notice.kinds.system'];
