import 'dayjs/locale/de';
import deDE from 'antd/es/locale/de_DE';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: deDE, dayjsLocale: 'de', htmlLang: 'de' };
