import enUS from 'antd/es/locale/en_US';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: enUS, dayjsLocale: 'en', htmlLang: 'en' };
