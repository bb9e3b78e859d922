import 'dayjs/locale/zh-hk';
import zhHK from 'antd/es/locale/zh_HK';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: zhHK, dayjsLocale: 'zh-hk', htmlLang: 'zh-HK' };
