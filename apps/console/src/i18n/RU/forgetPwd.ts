import type { forgetPwd as US } from '../US/forgetPwd';

export const forgetPwd: typeof US = {
  pageTitle: 'Забыли пароль',
  heading: 'Сброс пароля',
  stepAccount: 'Учётная запись',
  stepCode: 'Проверка',
  stepPassword: 'Новый пароль',
  next: 'Далее',
  back: 'Назад',
  way: 'Отправить код через',
  noWayTitle: 'Здесь нельзя сбросить пароль',
  noWay: 'У этой учётной записи нет адреса эл. почты или телефона для кодов. Попросите администратора сбросить пароль.',
  setPassword: 'Установить новый пароль',
  tokenGone: 'Срок проверки истёк: запросите новый код.',
  doneTitle: 'Пароль изменён',
  doneText: 'Войдите с новым паролем.',
  signIn: 'Войти',
  backToSignIn: 'Вернуться ко входу',
};
