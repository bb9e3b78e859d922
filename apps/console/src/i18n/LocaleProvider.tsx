import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { activeLanguage, onLanguageChange } from './setup';

/** Gives antd the locale of the active language, following every switch. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { pack } = useSyncExternalStore(onLanguageChange, activeLanguage);
  return <ConfigProvider locale={pack.antdLocale}>{children}</ConfigProvider>;
}
