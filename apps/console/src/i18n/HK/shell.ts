import type { shell as US } from '../US/shell';

export const shell: typeof US = {
  homeLink: '前往主頁',
  navigation: '主選單',
  collapseMenu: '收合選單',
  expandMenu: '展開選單',
  openMenu: '開啟選單',
  jumpToV4: '4.0 版',
  jumpToV4Hint: '在新分頁中以你目前的身分開啟 4.0 版',
  displaySettings: '顯示設定',
  settingsLoadFailed: '無法載入顯示設定。請重新整理頁面後再試。',
  footerLinks: '連結',
  manual: '用戶手冊',
  policy: '私隱政策',
  phoneTitle: '請使用電腦瀏覽',
  phoneText: '本控制台只支援電腦（或平板電腦）的瀏覽器。請在電腦上開啟此網址以繼續。',
  pageLoadFailedTitle: '無法載入頁面',
  pageLoadTimeout: '頁面未能在兩分鐘內載入。請檢查網絡連線，然後再試。',
  pageLoadFailed: '無法下載控制台的部分內容，可能是因為系統剛剛更新。請重試以重新載入。',
};
