/** idle: no bar; running: a navigation is loading; finishing: the new page is shown, the bar completes and fades. */
export type ProgressPhase = 'idle' | 'running' | 'finishing';

export interface ProgressState {
  phase: ProgressPhase;
  /** Each route change is a run of its own: a new run redraws the bar from the start. */
  run: number;
  /** Whether the run loaded something (its bar then completes from where it got to). */
  loaded: boolean;
}

export type ProgressEvent =
  | { type: 'loading' }
  | { type: 'idle'; locationChanged: boolean }
  | { type: 'faded'; run: number };

export const IDLE: ProgressState = { phase: 'idle', run: 0, loaded: false };

/**
 * The progress bar's state (spec 2: it runs on every route change). A navigation that loads
 * something (a page's code) runs the bar until it is done; one that loads nothing still gets a
 * short run of its own, even right after another.
 */
export function nextProgress(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event.type) {
    case 'loading':
      return state.phase === 'running' ? state : { phase: 'running', run: state.run + 1, loaded: true };
    case 'idle':
      if (state.phase === 'running') return { ...state, phase: 'finishing' };
      return event.locationChanged ? { phase: 'finishing', run: state.run + 1, loaded: false } : state;
    case 'faded':
      return state.phase === 'finishing' && state.run === event.run ? { ...state, phase: 'idle' } : state;
  }
}
