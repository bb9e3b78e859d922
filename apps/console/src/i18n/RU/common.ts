import type { common as US } from '../US/common';

export const common: typeof US = {
  brand: 'APM',
  tagline: 'Консоль управления цифровыми вывесками',
  language: 'Язык',
  loading: 'Загрузка…',
  pageLoading: 'Загрузка страницы',
  retry: 'Повторить',
  noPermission: 'Нет доступа',
  noOperationPermission: 'У вас нет прав на выполнение этой операции',
  account: 'Учётная запись',
  signOut: 'Выйти',
  backHome: 'На главную',
  notSet: 'Не задано',
  copyright: '© {{year}} APM — платформа цифровых вывесок',
};
