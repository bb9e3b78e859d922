import { describe, expect, it } from 'vitest';
import { secondsLeft, waitAfterRefusal } from './countdown';

describe('secondsLeft', () => {
  it('counts whole seconds up, down to 0', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 100)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});

describe('waitAfterRefusal', () => {
  it("takes the server's retryAfter, else the default", () => {
    expect(waitAfterRefusal({ retryAfter: 42 }, 60)).toBe(42);
    expect(waitAfterRefusal({ retryAfter: 0 }, 60)).toBe(60);
    expect(waitAfterRefusal(undefined, 60)).toBe(60);
    expect(waitAfterRefusal({ retryAfter: '5' }, 60)).toBe(60);
  });
});
