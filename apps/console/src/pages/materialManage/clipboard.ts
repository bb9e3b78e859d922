import type { ClipboardType } from '@apm/contract';
import { useSyncExternalStore } from 'react';

/**
 * The library's copy/cut state (spec 3): whether it was cut, what it holds (materials or folders),
 * their ids and names. Kept for the browser tab (session storage), so it survives going to another
 * page and back, and a reload.
 */
export interface Clipboard {
  isCut: boolean;
  type: ClipboardType;
  ids: string[];
  names: string[];
}

const KEY = 'apm.material.clipboard';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Clipboard | undefined } | undefined;

function read(): Clipboard | undefined {
  const raw = sessionStorage.getItem(KEY);
  if (cached?.raw !== raw) {
    let value: Clipboard | undefined;
    try {
      value = raw ? (JSON.parse(raw) as Clipboard) : undefined;
    } catch {
      value = undefined;
    }
    cached = { raw, value };
  }
  return cached.value;
}

/** Puts materials or folders on the clipboard (none: empties it). */
export function setClipboard(c: Clipboard | undefined): void {
  if (c) sessionStorage.setItem(KEY, JSON.stringify(c));
  else sessionStorage.removeItem(KEY);
  for (const l of listeners) l();
}

/** What is on the clipboard now; the component renders again when it changes. */
export function useClipboard(): Clipboard | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => undefined,
  );
}
