import 'dayjs/locale/pl';
import plPL from 'antd/es/locale/pl_PL';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: plPL, dayjsLocale: 'pl', htmlLang: 'pl' };
