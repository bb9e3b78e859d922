import 'dayjs/locale/es';
import esES from 'antd/es/locale/es_ES';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: esES, dayjsLocale: 'es', htmlLang: 'es' };
