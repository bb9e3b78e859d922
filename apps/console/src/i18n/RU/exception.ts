import type { exception as US } from '../US/exception';

export const exception: typeof US = {
  forbiddenTitle: 'Доступ запрещён',
  forbidden: 'Извините, у вас нет доступа к этой странице.',
  routeDenied: 'У вас нет доступа к этой странице; обратитесь к администратору',
  notFoundTitle: 'Страница не найдена',
  notFound: 'Извините, запрашиваемая страница не существует.',
  sessionExpiredTitle: 'Сеанс истёк',
  signInAgain: 'Войти снова',
  errorTitle: 'Что-то пошло не так',
  error: 'Не удалось отобразить страницу. Перезагрузите её, чтобы повторить попытку.',
  reload: 'Перезагрузить',
  serverError: 'Извините, сервер сообщил об ошибке.',
};
