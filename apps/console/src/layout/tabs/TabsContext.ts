import { createContext, useContext } from 'react';
import type { PageTab } from './tabList';

export interface TabsApi {
  tabs: readonly PageTab[];
  /** Key (path) of the page on screen. */
  active: string;
  /** Whether the user may open the page on screen (spec 2's route check). */
  pageAllowed: boolean;
  /** Tabs whose refresh spinner turns. */
  loading: ReadonlySet<string>;
  /** Remount counter per page: a refresh raises it, so the page starts afresh. */
  versions: Readonly<Record<string, number>>;
  /** The page being refreshed on screen: it is taken away while the spinner shows. */
  refreshing: string | null;
  select(key: string): void;
  close(key: string): void;
  closeLeft(key: string): void;
  closeRight(key: string): void;
  closeOthers(key: string): void;
  refresh(key: string): void;
}

export const TabsContext = createContext<TabsApi | null>(null);

/** The open pages and what can be done with them; inside TabsProvider. */
export function useTabs(): TabsApi {
  const api = useContext(TabsContext);
  if (!api) throw new Error('useTabs() outside TabsProvider');
  return api;
}
