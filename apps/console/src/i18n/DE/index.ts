import 'dayjs/locale/de';
import deDE from 'antd/es/locale/de_DE';
import type { LanguagePack } from '../pack';

export const pack: LanguagePack = {
  // The shell's namespaces come with the language, the others load with the pages that use them;
  // both lists are the same in every language folder (packs.test.ts checks).
  shellTexts: import.meta.glob(
    './{common,menu,errors,shell,tabs,settings,notice,announcement,exception,dataRange}.ts',
    { eager: true },
  ),
  pageTexts: import.meta.glob([
    './*.ts',
    '!./{index,sameAsUs,common,menu,errors,shell,tabs,settings,notice,announcement,exception,dataRange}.ts',
  ]),
  antdLocale: deDE,
  dayjsLocale: 'de',
  htmlLang: 'de',
};
