import type { tabs as US } from '../US/tabs';

export const tabs: typeof US = {
  bar: 'Открытые страницы',
  refresh: 'Обновить',
  refreshPage: 'Обновить эту страницу',
  closeLeft: 'Закрыть вкладки слева',
  closeRight: 'Закрыть вкладки справа',
  closeOthers: 'Закрыть другие вкладки',
  actions: 'Действия с вкладками',
  lastTab: 'Это последняя страница; её нельзя закрыть',
  lock: 'Закрепить вкладки вверху',
  unlock: 'Открепить вкладки',
};
