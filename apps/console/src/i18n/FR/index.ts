import 'dayjs/locale/fr';
import frFR from 'antd/es/locale/fr_FR';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: frFR, dayjsLocale: 'fr', htmlLang: 'fr' };
