import 'dayjs/locale/ko';
import koKR from 'antd/es/locale/ko_KR';
import type { LanguagePack } from '../pack';
import { messages } from './messages';

export const pack: LanguagePack = { messages, antdLocale: koKR, dayjsLocale: 'ko', htmlLang: 'ko' };
