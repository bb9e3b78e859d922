import 'dayjs/locale/zh-hk';
import zhHK from 'antd/es/locale/zh_HK';
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
  antdLocale: zhHK,
  dayjsLocale: 'zh-hk',
  htmlLang: 'zh-HK',
};
