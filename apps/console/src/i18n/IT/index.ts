import 'dayjs/locale/it';
import itIT from 'antd/es/locale/it_IT';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: itIT, dayjsLocale: 'it', htmlLang: 'it' };
