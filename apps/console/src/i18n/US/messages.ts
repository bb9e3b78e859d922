import { account } from './account';
import { agents } from './agents';
import { announcement } from './announcement';
import { common } from './common';
import { customers } from './customers';
import { dataRange } from './dataRange';
import { domains } from './domains';
import { errors } from './errors';
import { exception } from './exception';
import { forgetPwd } from './forgetPwd';
import { home } from './home';
import { init } from './init';
import { log } from './log';
import { login } from './login';
import { menu } from './menu';
import { menuManage } from './menuManage';
import { notice } from './notice';
import { office } from './office';
import { passwordExpired } from './passwordExpired';
import { personal } from './personal';
import { register } from './register';
import { roleManage } from './roleManage';
import { settings } from './settings';
import { shell } from './shell';
import { sysSetting } from './sysSetting';
import { tabs } from './tabs';
import { user } from './user';

/** Every text of the console in US English; the other languages have exactly these keys. */
export const messages = {
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
  roleManage,
  menuManage,
  dataRange,
  agents,
  customers,
  domains,
  log,
  office,
  user,
  account,
  forgetPwd,
  register,
  passwordExpired,
  personal,
  sysSetting,
};
