import type { Messages } from '../pack';
import { announcement } from './announcement';
import { common } from './common';
import { errors } from './errors';
import { exception } from './exception';
import { home } from './home';
import { init } from './init';
import { login } from './login';
import { menu } from './menu';
import { notice } from './notice';
import { settings } from './settings';
import { shell } from './shell';
import { tabs } from './tabs';

/** Every text of the console in German. */
export const messages: Messages = {
  common,
  menu,
  errors,
  login,
  init,
  home,
  exception,
  shell,
  tabs,
  settings,
  notice,
  announcement,
};
