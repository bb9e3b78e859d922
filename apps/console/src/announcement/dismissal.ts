/**
 * What a user did with an announcement, remembered per user as the announcement's hash:
 * - "No more reminders" in local storage: it survives signing out and in, and another user of
 *   the same browser still sees the announcement;
 * - "Close" in session storage: hidden until the user signs in again (reloads included); every
 *   page where a sign-in starts forgets it (`forgetEveryone`), so the announcement stays until
 *   "No more reminders" (spec 4).
 */
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface HashSlot {
  key(userId: string): string;
  read(userId: string, store?: Store): string | null;
  save(userId: string, hash: string, store?: Store): void;
  forget(userId: string, store?: Store): void;
  /** Forgets the slot of every user of this browser. */
  forgetEveryone(store?: Store): void;
}

function slot(prefix: string, browserStore: () => Store | undefined): HashSlot {
  const key = (userId: string) => `${prefix}${userId}`;
  return {
    key,
    read(userId, store = browserStore()) {
      try {
        return store?.getItem(key(userId)) ?? null;
      } catch {
        return null;
      }
    },
    save(userId, hash, store = browserStore()) {
      try {
        store?.setItem(key(userId), hash);
      } catch {
        // Storage full or disabled: the announcement simply shows again next time.
      }
    },
    forget(userId, store = browserStore()) {
      try {
        store?.removeItem(key(userId));
      } catch {
        // A disabled storage holds nothing to remove.
      }
    },
    forgetEveryone(store = browserStore()) {
      try {
        const keys = Array.from({ length: store?.length ?? 0 }, (_, i) => store!.key(i));
        for (const k of keys) if (k?.startsWith(prefix)) store!.removeItem(k);
      } catch {
        // A disabled storage holds nothing to remove.
      }
    },
  };
}

export const dismissed = slot('apm.announcement.dismissed.', () => globalThis.localStorage);
export const closed = slot('apm.announcement.closed.', () => globalThis.sessionStorage);
