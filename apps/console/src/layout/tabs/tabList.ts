/** One tab of the multi-tab page view. */
export interface PageTab {
  /** The page's path (no query): one tab per page. */
  key: string;
  /** Where the tab leads: the path with its query, as last visited. */
  url: string;
  /** i18n key of the tab's title. */
  title: string;
  /** false (route meta page.closable): no close button, and close left/right/others leave it. */
  closable: boolean;
}

export interface TabsState {
  tabs: PageTab[];
  /** Key of the tab on screen. */
  active: string;
}

/** What closing answers: the new state, or a refusal (spec 2: the last tab cannot be closed). */
export type CloseResult = { ok: true; state: TabsState } | { ok: false; reason: 'lastTab' };

/** The tabs with a page opened: a new page is added at the end, a known one is updated in place. */
export function openTab(tabs: readonly PageTab[], tab: PageTab): PageTab[] {
  const i = tabs.findIndex((t) => t.key === tab.key);
  if (i < 0) return [...tabs, tab];
  const old = tabs[i]!;
  if (old.url === tab.url && old.title === tab.title && old.closable === tab.closable) return [...tabs];
  return tabs.map((t, j) => (j === i ? tab : t));
}

/**
 * Closes one tab. The last tab is refused; a tab that is not closable stays. Closing the tab on
 * screen shows the one that takes its place (its right neighbour, else its left).
 */
export function closeTab(state: TabsState, key: string): CloseResult {
  const i = state.tabs.findIndex((t) => t.key === key);
  if (i < 0) return { ok: true, state };
  if (state.tabs.length <= 1) return { ok: false, reason: 'lastTab' };
  if (!state.tabs[i]!.closable) return { ok: true, state };
  const tabs = state.tabs.filter((t) => t.key !== key);
  const active = key === state.active ? tabs[Math.min(i, tabs.length - 1)]!.key : state.active;
  return { ok: true, state: { tabs, active } };
}

/** Keeps `key` and the tabs that `keep` picks (plus every unclosable one); shows `key` if the active one went. */
function closeWhere(state: TabsState, key: string, keep: (index: number, target: number) => boolean): TabsState {
  const target = state.tabs.findIndex((t) => t.key === key);
  if (target < 0) return state;
  const tabs = state.tabs.filter((t, i) => i === target || !t.closable || keep(i, target));
  const active = tabs.some((t) => t.key === state.active) ? state.active : key;
  return { tabs, active };
}

/** Closes the closable tabs left of `key`. */
export const closeLeft = (state: TabsState, key: string): TabsState => closeWhere(state, key, (i, t) => i > t);

/** Closes the closable tabs right of `key`. */
export const closeRight = (state: TabsState, key: string): TabsState => closeWhere(state, key, (i, t) => i < t);

/** Closes every closable tab but `key`. */
export const closeOthers = (state: TabsState, key: string): TabsState => closeWhere(state, key, () => false);

/** Which of the context menu's close actions would close anything, for greying out the others. */
export function closable(state: TabsState, key: string): { left: boolean; right: boolean; others: boolean } {
  const target = state.tabs.findIndex((t) => t.key === key);
  const can = (pick: (i: number) => boolean) => state.tabs.some((t, i) => i !== target && t.closable && pick(i));
  return { left: can((i) => i < target), right: can((i) => i > target), others: can(() => true) };
}
