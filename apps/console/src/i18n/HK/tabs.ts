import type { tabs as US } from '../US/tabs';

export const tabs: typeof US = {
  bar: '已開啟的頁面',
  refresh: '重新整理',
  refreshPage: '重新整理此頁面',
  closeLeft: '關閉左側分頁',
  closeRight: '關閉右側分頁',
  closeOthers: '關閉其他分頁',
  actions: '分頁操作',
  lastTab: '這是最後一個頁面，無法關閉',
  lock: '將分頁列固定在頂部',
  unlock: '取消固定分頁列',
};
