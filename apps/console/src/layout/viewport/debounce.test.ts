import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { RESIZE_DEBOUNCE_MS, isMobileWidth } from './useViewportWidth';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, after the calls stop for the delay, with the last arguments', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d(1);
    vi.advanceTimersByTime(150);
    d(2);
    vi.advanceTimersByTime(150);
    d(3);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('runs again for calls after a quiet period', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d('a');
    vi.advanceTimersByTime(200);
    d('b');
    vi.advanceTimersByTime(200);
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('drops a pending run on cancel', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d();
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('viewport', () => {
  it('debounces resizes by 200 ms (spec 9)', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(200);
  });

  it('treats widths below 768 px as mobile (spec 9)', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
    expect(isMobileWidth(1440)).toBe(false);
  });
});
