import { describe, expect, it, vi } from 'vitest';
import { guardAction } from './guardAction';

describe('guardAction', () => {
  it('runs the action with its arguments when allowed', () => {
    const action = vi.fn();
    const denied = vi.fn();
    guardAction(true, action, denied)('row-1', 2);
    expect(action).toHaveBeenCalledExactlyOnceWith('row-1', 2);
    expect(denied).not.toHaveBeenCalled();
  });

  it('reports the missing permission instead of running the action', () => {
    const action = vi.fn();
    const denied = vi.fn();
    guardAction(false, action, denied)('row-1');
    expect(action).not.toHaveBeenCalled();
    expect(denied).toHaveBeenCalledOnce();
  });
});
