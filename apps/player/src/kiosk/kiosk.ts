const CURSOR_IDLE_MS = 3000;

/** Hides the mouse pointer once it has been still for a few seconds; a move shows it again. */
export function hideIdleCursor(root: HTMLElement = document.documentElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hide = () => root.classList.add('cursor-hidden');
  const moved = () => {
    root.classList.remove('cursor-hidden');
    clearTimeout(timer);
    timer = setTimeout(hide, CURSOR_IDLE_MS);
  };
  // One listener for the page's life, passive: never more than one timer.
  window.addEventListener('pointermove', moved, { passive: true });
  timer = setTimeout(hide, CURSOR_IDLE_MS);
}

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/** Keeps the screen awake where the browser allows it; asked again whenever the page is shown again. */
export function keepScreenAwake(): void {
  const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  if (!wakeLock) return;
  let held: WakeLockSentinelLike | undefined;
  const request = () => {
    if (document.visibilityState !== 'visible' || (held && !held.released)) return;
    wakeLock.request('screen').then(
      (s) => (held = s),
      () => undefined, // Refused (no gesture yet, battery saver): the kiosk's own settings decide.
    );
  };
  document.addEventListener('visibilitychange', request);
  request();
}

/** Errors nobody caught go to the console only: the screen keeps playing. */
export function swallowStrayErrors(): void {
  window.addEventListener('error', (e) => {
    console.error('player: uncaught', e.error ?? e.message);
    e.preventDefault();
  });
  window.addEventListener('unhandledrejection', (e) => {
    console.error('player: unhandled', e.reason);
    e.preventDefault();
  });
}
