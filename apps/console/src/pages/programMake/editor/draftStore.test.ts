import { createDocument, createWidget, type ProgramDocument } from '@apm/render';
import { describe, expect, it } from 'vitest';
import { clearDraft, draftToOffer, readDraft, writeDraft, type ProgramDraft } from './draftStore';

/** Local storage as a map, its keys open to the test. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function stored(): ProgramDocument {
  const doc = createDocument({ width: 1920, height: 1080 });
  doc.scenes[0]!.widgets.push(createWidget('text', { props: { text: 'Opening hours' } }));
  return doc;
}

const edited = (doc: ProgramDocument): ProgramDocument => ({
  ...doc,
  scenes: doc.scenes.map((s) => ({ ...s, durationMs: 4000 })),
});

const draft = (document: ProgramDocument, name = 'Lobby'): ProgramDraft => ({
  savedAt: 1_700_000_000_000,
  baseVersion: 3,
  name,
  document,
});

describe('the draft of a program kept in the browser', () => {
  it('comes back as it was written, for its user and program only', () => {
    const store = memoryStore();
    const doc = edited(stored());
    writeDraft('ada', 'p1', draft(doc), store);
    expect(readDraft('ada', 'p1', store)).toEqual(draft(doc));
    expect(readDraft('bob', 'p1', store)).toBeUndefined();
    expect(readDraft('ada', 'p2', store)).toBeUndefined();
  });

  it('is gone once cleared, and clearing one program’s leaves the others’', () => {
    const store = memoryStore();
    writeDraft('ada', 'p1', draft(stored()), store);
    writeDraft('ada', 'p2', draft(stored()), store);
    clearDraft('ada', 'p1', store);
    expect(readDraft('ada', 'p1', store)).toBeUndefined();
    expect(readDraft('ada', 'p2', store)).toBeDefined();
  });

  it('is offered when it differs from the program as saved, by its document or its name', () => {
    const store = memoryStore();
    const doc = stored();
    const program = { id: 'p1', name: 'Lobby' };
    writeDraft('ada', 'p1', draft(edited(doc)), store);
    expect(draftToOffer('ada', program, doc, store)?.document.scenes[0]!.durationMs).toBe(4000);
    writeDraft('ada', 'p1', draft(doc, 'Lobby (new)'), store);
    expect(draftToOffer('ada', program, doc, store)?.name).toBe('Lobby (new)');
  });

  it('is not offered, and is removed, when it holds what is saved already', () => {
    const store = memoryStore();
    const doc = stored();
    writeDraft('ada', 'p1', draft(doc), store);
    // Written out and read back, as storage does: still the same program.
    expect(draftToOffer('ada', { id: 'p1', name: 'Lobby' }, JSON.parse(JSON.stringify(doc)), store)).toBeUndefined();
    expect(store.items.size).toBe(0);
  });

  it('is dropped when what is kept cannot be read (broken JSON, another shape, a document no longer valid)', () => {
    const store = memoryStore();
    for (const kept of ['{', '"text"', JSON.stringify({ ...draft(stored()), document: { version: 1 } })]) {
      store.items.set('apm.program.draft.ada.p1', kept);
      expect(readDraft('ada', 'p1', store)).toBeUndefined();
      expect(store.items.size).toBe(0);
    }
  });

  it('costs nothing where storage refuses to write', () => {
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writeDraft('ada', 'p1', draft(stored()), full)).not.toThrow();
    expect(readDraft('ada', 'p1', full)).toBeUndefined();
  });
});
