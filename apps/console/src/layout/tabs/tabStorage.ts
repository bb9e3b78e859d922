import type { PageTab } from './tabList';

/** Tabs live in session storage (spec 2): they survive a reload of this browser tab, not a new window. */
export const TABS_STORAGE_KEY = 'apm.tabs';

interface SavedTabs {
  userId: string;
  tabs: PageTab[];
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const browserStore = (): Store | undefined => globalThis.sessionStorage;

/** A path of this site: '/x', never '//host/x' (which a browser reads as another site). */
const isLocalPath = (v: unknown): v is string => typeof v === 'string' && v.startsWith('/') && !v.startsWith('//');

const isTab = (v: unknown): v is PageTab => {
  const t = v as Partial<PageTab> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    isLocalPath(t.key) &&
    isLocalPath(t.url) &&
    typeof t.title === 'string' &&
    typeof t.closable === 'boolean'
  );
};

/** Saves the open tabs of a user (on unload). */
export function saveTabs(userId: string, tabs: readonly PageTab[], store = browserStore()): void {
  try {
    store?.setItem(TABS_STORAGE_KEY, JSON.stringify({ userId, tabs: [...tabs] } satisfies SavedTabs));
  } catch {
    // A full or disabled storage only loses the tabs of the next load.
  }
}

/**
 * The tabs saved for this user, in their order: only well-formed tabs of pages the user may
 * still open (`mayOpen`), each page once. Another user's tabs, or garbage, give none.
 */
export function restoreTabs(userId: string, mayOpen: (path: string) => boolean, store = browserStore()): PageTab[] {
  let saved: Partial<SavedTabs> | null;
  try {
    saved = JSON.parse(store?.getItem(TABS_STORAGE_KEY) ?? 'null') as Partial<SavedTabs> | null;
  } catch {
    return [];
  }
  if (!saved || saved.userId !== userId || !Array.isArray(saved.tabs)) return [];
  const seen = new Set<string>();
  return saved.tabs.filter((t: unknown): t is PageTab => {
    if (!isTab(t) || seen.has(t.key) || !mayOpen(t.key)) return false;
    seen.add(t.key);
    return true;
  });
}
