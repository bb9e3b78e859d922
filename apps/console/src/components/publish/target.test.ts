import type { PublishTerminal } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { chosenOf, chosenState, kindsHeld, PUBLISH_PERMISSIONS, publishSetPath, targetOf } from './target';

const shop: PublishTerminal = { id: 't1', name: 'Shop window', officeId: 'o1', officeName: 'Shop', online: true };
const hall: PublishTerminal = { id: 't2', name: 'Hall', officeId: 'o1', officeName: 'Shop', online: false };

describe('the address of the full-window publishing page', () => {
  it('names the kind and the id, and reads back as the same target', () => {
    const path = publishSetPath('plan', 'p 1&x');
    expect(path).toBe('/publishSet?kind=plan&id=p+1%26x');
    expect(targetOf(new URL(path, 'http://x').searchParams)).toEqual({ kind: 'plan', id: 'p 1&x' });
  });

  it('names nothing without an id, or with a kind that is not published', () => {
    expect(targetOf(new URLSearchParams('kind=program'))).toBeNull();
    expect(targetOf(new URLSearchParams('kind=program&id=%20'))).toBeNull();
    expect(targetOf(new URLSearchParams('kind=terminal&id=t1'))).toBeNull();
    expect(targetOf(new URLSearchParams('id=t1'))).toBeNull();
  });
});

describe('the kinds a user may publish', () => {
  it('are those whose publish permission is held, in the pages’ order', () => {
    const held = new Set<string>([PUBLISH_PERMISSIONS.message, PUBLISH_PERMISSIONS.program]);
    expect(kindsHeld((p) => held.has(p))).toEqual(['program', 'message']);
    expect(kindsHeld(() => false)).toEqual([]);
  });

  it('each need their own module’s permission', () => {
    expect(PUBLISH_PERMISSIONS).toEqual({
      program: 'content:program:publish',
      plan: 'content:playPlan:publish',
      message: 'content:message:publish',
    });
  });
});

describe('the terminals handed from terminal selection to publishing', () => {
  it('go in the navigation state and come back by id', () => {
    const state = chosenState(
      new Map([
        [shop.id, shop],
        [hall.id, hall],
      ]),
    );
    expect([...chosenOf(state).entries()]).toEqual([
      ['t1', shop],
      ['t2', hall],
    ]);
  });

  it('are none when the state carries none, or something that is not a terminal', () => {
    expect(chosenOf(null).size).toBe(0);
    expect(chosenOf(undefined).size).toBe(0);
    expect(chosenOf({ terminals: 't1,t2' }).size).toBe(0);
    expect([...chosenOf({ terminals: [shop, { id: 't3' }, 'x'] }).keys()]).toEqual(['t1']);
  });
});
