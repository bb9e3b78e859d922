import { describe, expect, it } from 'vitest';
import { EVENTS_PER_MESSAGE, TERMINAL_FRAME_MAX_BYTES, eventsMessage, playerMessage } from './terminal.js';

describe('the socket frame limit', () => {
  it('holds the largest events message the schema accepts, every text escaped by JSON', () => {
    // A lone surrogate is the longest character in JSON (\ud800: six bytes for one character).
    const longest = (n: number) => '\ud800'.repeat(n);
    const event = {
      id: longest(64),
      type: 'click' as const,
      at: Number.MAX_SAFE_INTEGER,
      publishId: longest(64),
      programId: longest(64),
      sceneId: longest(64),
      widgetId: longest(64),
      kind: longest(32),
      action: longest(32),
    };
    const message = {
      type: 'events' as const,
      batch: longest(64),
      dropped: Number.MAX_SAFE_INTEGER,
      events: Array.from({ length: EVENTS_PER_MESSAGE }, () => event),
    };
    expect(eventsMessage.safeParse(message).success).toBe(true);
    expect(playerMessage.safeParse(message).success).toBe(true);
    // One character more anywhere is refused: this is the largest.
    expect(eventsMessage.safeParse({ ...message, batch: longest(65) }).success).toBe(false);
    const bytes = Buffer.byteLength(JSON.stringify(message));
    expect(bytes).toBeGreaterThan(200 * 1024);
    expect(bytes).toBeLessThanOrEqual(TERMINAL_FRAME_MAX_BYTES);
  });
});
