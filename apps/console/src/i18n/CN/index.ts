import 'dayjs/locale/zh-cn';
import zhCN from 'antd/es/locale/zh_CN';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: zhCN, dayjsLocale: 'zh-cn', htmlLang: 'zh-CN' };
