import type { dataRange as US } from '../US/dataRange';

export const dataRange: typeof US = {
  title: '数据范围',
  button: '数据范围：{{office}}',
  explain: '列表显示此机构及其所有下级机构的数据。选择您范围内的某个机构可缩小范围。',
  ownOfficeOnly: '您的角色将列表限制在本机构之内。',
  office: '数据范围所在机构',
  apply: '应用',
  reset: '我的机构',
  changed: '列表现在显示 {{office}} 的数据',
  resetDone: '列表重新显示您本机构的数据',
};
