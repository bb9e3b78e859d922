import type { materialMedia as US } from '../US/materialMedia';

export const materialMedia: typeof US = {
  convert: {
    queued: '等待轉碼…',
    running: '正在轉碼為瀏覽器可播放格式… {{percent}} %',
    cancel: '取消轉碼',
    again: '重新轉碼',
    cancelledNow: '已取消轉碼：原檔案仍保留',
  },
  preview: {
    zoomIn: '放大',
    zoomOut: '縮小',
    fit: '符合視窗',
    page: '第 {{page}} 頁，共 {{count}} 頁',
    live: '即時網頁',
    screenshot: '截圖',
    open: '在新分頁開啟',
    noScreenshot: '無法為此網頁截圖（無法連線，或位於內部網絡）。',
    notYet: '處理完成後即可預覽。',
    converting: '此影片或音訊正在轉碼為所有瀏覽器和播放器都能播放的格式。',
    failed: '此素材無法預覽：{{problem}}',
  },
  webPage: {
    button: '加入網頁',
    title: '加入網頁素材',
    name: '名稱',
    url: '網址',
    urlHint: 'http 或 https 網址，例如 https://example.com/menu',
    add: '加入',
    added: '已加入網頁',
    already: '素材庫中已有此網址',
  },
  urlProblems: {
    badUrl: '這不是有效的網址（例如 https://example.com/page）。',
    notHttp: '只能加入 http 和 https 網址。',
  },
};
