import 'dayjs/locale/ru';
import ruRU from 'antd/es/locale/ru_RU';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: ruRU, dayjsLocale: 'ru', htmlLang: 'ru' };
