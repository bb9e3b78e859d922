import { describe, expect, it } from 'vitest';
import { closed, dismissed } from './dismissal';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
  key = (i: number) => [...this.items.keys()][i] ?? null;
  get length() {
    return this.items.size;
  }
}

describe('stored dismissals', () => {
  it('are kept per user: one user dismissing does not dismiss for another', () => {
    const store = new MemoryStore();
    dismissed.save('u1', 'hash-1', store);
    expect(dismissed.read('u1', store)).toBe('hash-1');
    expect(dismissed.read('u2', store)).toBeNull();
    dismissed.save('u2', 'hash-2', store);
    dismissed.forget('u1', store);
    expect(dismissed.read('u1', store)).toBeNull();
    expect(dismissed.read('u2', store)).toBe('hash-2');
  });

  it('keep "No more reminders" and "Close" apart', () => {
    expect(dismissed.key('u1')).not.toBe(closed.key('u1'));
    expect(dismissed.key('u1')).not.toBe(dismissed.key('u2'));
  });

  it('do nothing harmful without a storage or with a failing one', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
      key: () => {
        throw new Error('denied');
      },
      length: 1,
    };
    expect(dismissed.read('u1', failing)).toBeNull();
    expect(() => dismissed.save('u1', 'h', failing)).not.toThrow();
    expect(() => dismissed.forget('u1', failing)).not.toThrow();
    expect(() => closed.forgetEveryone(failing)).not.toThrow();
  });

  it('of "Close" are forgotten for every user at once, leaving "No more reminders" and other entries', () => {
    const store = new MemoryStore();
    closed.save('u1', 'hash-1', store);
    closed.save('u2', 'hash-2', store);
    dismissed.save('u1', 'hash-1', store);
    store.setItem('apm.tabs', '[]');
    closed.forgetEveryone(store);
    expect(closed.read('u1', store)).toBeNull();
    expect(closed.read('u2', store)).toBeNull();
    expect(dismissed.read('u1', store)).toBe('hash-1');
    expect(store.getItem('apm.tabs')).toBe('[]');
  });
});
