import type { materialMedia as US } from '../US/materialMedia';

export const materialMedia: typeof US = {
  convert: {
    queued: 'Ожидает преобразования…',
    running: 'Преобразование для браузеров… {{percent}} %',
    cancel: 'Отменить преобразование',
    again: 'Преобразовать снова',
    cancelledNow: 'Преобразование отменено: оригинал сохранён',
  },
  preview: {
    zoomIn: 'Увеличить',
    zoomOut: 'Уменьшить',
    fit: 'По размеру окна',
    page: 'Страница {{page}} из {{count}}',
    live: 'Страница вживую',
    screenshot: 'Снимок экрана',
    open: 'Открыть в новой вкладке',
    noScreenshot: 'Не удалось сделать снимок этой страницы (недоступна или находится в частной сети).',
    notYet: 'Предпросмотр будет доступен после обработки.',
    converting: 'Это видео или аудио преобразуется в формат, который воспроизводят все браузеры и плееры.',
    failed: 'Этот медиафайл нельзя просмотреть: {{problem}}',
  },
  webPage: {
    button: 'Добавить веб-страницу',
    title: 'Добавление веб-страницы',
    name: 'Название',
    url: 'Адрес',
    urlHint: 'Адрес http или https, например https://example.com/menu',
    add: 'Добавить',
    added: 'Веб-страница добавлена',
    already: 'Этот адрес уже есть в библиотеке',
  },
  urlProblems: {
    badUrl: 'Это не веб-адрес (например, https://example.com/page).',
    notHttp: 'Можно добавлять только адреса http и https.',
  },
};
