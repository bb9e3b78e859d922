import type { tabs as US } from '../US/tabs';

export const tabs: typeof US = {
  bar: '已打开的页面',
  refresh: '刷新',
  refreshPage: '刷新此页面',
  closeLeft: '关闭左侧标签',
  closeRight: '关闭右侧标签',
  closeOthers: '关闭其他标签',
  actions: '标签页操作',
  lastTab: '这已经是最后一页，不能再关闭了',
  lock: '将标签栏固定在顶部',
  unlock: '取消固定标签栏',
};
