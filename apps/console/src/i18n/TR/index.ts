import 'dayjs/locale/tr';
import trTR from 'antd/es/locale/tr_TR';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: trTR, dayjsLocale: 'tr', htmlLang: 'tr' };
