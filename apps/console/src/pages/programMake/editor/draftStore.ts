import { migrate, type ProgramDocument } from '@apm/render';

/**
 * The unsaved edit of a program kept in this browser (local storage), per user and program, so
 * that a reload, a crash or a closed tab loses nothing: the editor writes it a few seconds after a
 * change, and opening the program again offers it back. A save, a discard, or leaving the editor
 * on purpose (its "leave without saving") removes it.
 */
export interface ProgramDraft {
  /** When it was written, ms since the epoch (this browser's clock). */
  savedAt: number;
  /** The program's version the edit started from. */
  baseVersion: number;
  name: string;
  document: ProgramDocument;
}

/** How long after a change the editor writes its draft (changes meanwhile go in the same write). */
export const DRAFT_DELAY_MS = 2000;

const PREFIX = 'apm.program.draft';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const browserStore = (): Store | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

const keyOf = (userId: string, programId: string) => `${PREFIX}.${userId}.${programId}`;

/**
 * The draft of a program kept for a user, its document read in the current format; undefined
 * when there is none, or when what is kept cannot be read (it is then removed).
 */
export function readDraft(userId: string, programId: string, store = browserStore()): ProgramDraft | undefined {
  if (!store) return undefined;
  const key = keyOf(userId, programId);
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(key) ?? 'null');
  } catch {
    raw = undefined;
  }
  if (raw === null) return undefined;
  const r = (typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  try {
    if (typeof r.savedAt !== 'number' || typeof r.baseVersion !== 'number' || typeof r.name !== 'string') {
      throw new TypeError('Not a program draft');
    }
    return { savedAt: r.savedAt, baseVersion: r.baseVersion, name: r.name, document: migrate(r.document) };
  } catch {
    clearDraft(userId, programId, store);
    return undefined;
  }
}

/** Keeps a draft (over the one kept before). A full or disabled storage keeps nothing: the editor goes on. */
export function writeDraft(userId: string, programId: string, draft: ProgramDraft, store = browserStore()): void {
  try {
    store?.setItem(keyOf(userId, programId), JSON.stringify(draft));
  } catch {
    // Over the storage's quota (a very large program) or storage disabled: only the safety net is lost.
  }
}

export function clearDraft(userId: string, programId: string, store = browserStore()): void {
  try {
    store?.removeItem(keyOf(userId, programId));
  } catch {
    // Storage disabled: there is nothing kept to remove.
  }
}

/**
 * The draft worth offering back when a program opens: one that differs from the program as stored
 * (name or document). One that does not is removed.
 */
export function draftToOffer(
  userId: string,
  program: { id: string; name: string },
  stored: ProgramDocument,
  store = browserStore(),
): ProgramDraft | undefined {
  const draft = readDraft(userId, program.id, store);
  if (!draft) return undefined;
  if (draft.name === program.name && JSON.stringify(draft.document) === JSON.stringify(stored)) {
    clearDraft(userId, program.id, store);
    return undefined;
  }
  return draft;
}
