import type { materialMedia as US } from '../US/materialMedia';

export const materialMedia: typeof US = {
  convert: {
    queued: '等待转码…',
    running: '正在转码为浏览器可播放格式… {{percent}} %',
    cancel: '取消转码',
    again: '重新转码',
    cancelledNow: '已取消转码：原文件仍保留',
  },
  preview: {
    zoomIn: '放大',
    zoomOut: '缩小',
    fit: '适应窗口',
    page: '第 {{page}} 页，共 {{count}} 页',
    live: '实时网页',
    screenshot: '截图',
    open: '在新标签页打开',
    noScreenshot: '无法为此网页截图（无法访问，或位于内网）。',
    notYet: '处理完成后即可预览。',
    converting: '此视频或音频正在转码为所有浏览器和播放器都能播放的格式。',
    failed: '此素材无法预览：{{problem}}',
  },
  webPage: {
    button: '添加网页',
    title: '添加网页素材',
    name: '名称',
    url: '网址',
    urlHint: 'http 或 https 网址，例如 https://example.com/menu',
    add: '添加',
    added: '网页已添加',
    already: '素材库中已有此网址',
  },
  urlProblems: {
    badUrl: '这不是有效的网址（例如 https://example.com/page）。',
    notHttp: '只能添加 http 和 https 网址。',
  },
};
