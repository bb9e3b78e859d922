import type { dataRange as US } from '../US/dataRange';

export const dataRange: typeof US = {
  title: '數據範圍',
  button: '數據範圍：{{office}}',
  explain: '列表顯示此機構及其所有下級機構的數據。選擇您範圍內的某個機構可縮小範圍。',
  ownOfficeOnly: '您的角色將列表限制在本機構之內。',
  office: '數據範圍所在機構',
  apply: '套用',
  reset: '我的機構',
  changed: '列表現在顯示 {{office}} 的數據',
  resetDone: '列表重新顯示您本機構的數據',
};
