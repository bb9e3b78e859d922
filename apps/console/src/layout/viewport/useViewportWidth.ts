import { useEffect, useState } from 'react';
import { debounce } from './debounce';

/** Spec 9: window resizes are handled 200 ms after the last one. */
export const RESIZE_DEBOUNCE_MS = 200;

/** Spec 9: below 768 px the layout is the mobile one (menu in a drawer). */
export const MOBILE_BREAKPOINT = 768;

export const isMobileWidth = (width: number): boolean => width < MOBILE_BREAKPOINT;

/** The window's inner width, updated 200 ms after resizing stops rather than on every frame of a drag. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = debounce(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, []);
  return width;
}

/** Whether the window is narrower than the mobile breakpoint. */
export const useIsMobile = (): boolean => isMobileWidth(useViewportWidth());
