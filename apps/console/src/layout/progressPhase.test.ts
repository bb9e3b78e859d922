import { describe, expect, it } from 'vitest';
import { IDLE, nextProgress, type ProgressEvent, type ProgressState } from './progressPhase';

const after = (...events: ProgressEvent[]): ProgressState => events.reduce(nextProgress, IDLE);

describe('nextProgress', () => {
  it('runs while a navigation loads and finishes that run when it is done', () => {
    expect(after({ type: 'loading' })).toEqual({ phase: 'running', run: 1, loaded: true });
    expect(after({ type: 'loading' }, { type: 'idle', locationChanged: true })).toEqual({
      phase: 'finishing',
      run: 1,
      loaded: true,
    });
    expect(after({ type: 'loading' }, { type: 'idle', locationChanged: true }, { type: 'faded', run: 1 }).phase).toBe(
      'idle',
    );
  });

  it('gives a change that loads nothing a short run of its own', () => {
    expect(after({ type: 'idle', locationChanged: true })).toEqual({ phase: 'finishing', run: 1, loaded: false });
  });

  it('starts a new run for a change right after another, and ignores the older run fading', () => {
    const state = after({ type: 'idle', locationChanged: true }, { type: 'idle', locationChanged: true });
    expect(state).toEqual({ phase: 'finishing', run: 2, loaded: false });
    expect(nextProgress(state, { type: 'faded', run: 1 })).toBe(state);
  });

  it('finishes a navigation that was abandoned without changing the page', () => {
    expect(after({ type: 'loading' }, { type: 'idle', locationChanged: false }).phase).toBe('finishing');
  });

  it('stays idle without a change, and keeps one run while loading goes on', () => {
    expect(after({ type: 'idle', locationChanged: false })).toBe(IDLE);
    expect(after({ type: 'loading' }, { type: 'loading' }).run).toBe(1);
  });
});
