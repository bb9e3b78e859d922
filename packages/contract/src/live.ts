import { endpoints } from './endpoint.js';
import type { BusEvents, LiveEventName } from './events.js';
import type { Permission } from './menu.js';

/** How often the live stream sends a comment when it has nothing to say (proxies close idle streams). */
export const LIVE_KEEPALIVE_MS = 25_000;

/** The permission a caller needs to be told of each live event (besides its office lying in the caller's range). */
export const LIVE_EVENT_PERMISSIONS: Record<LiveEventName, Permission> = {
  'material.changed': 'res:material:view',
  'material.progress': 'res:material:view',
  'terminal.changed': 'terminal:monitor:view',
  'delivery.changed': 'content:publishProgram:view',
};

/** The module (endpoint tag) whose reads a live event makes stale: the console refreshes them. */
export const LIVE_EVENT_TAGS: Record<LiveEventName, string> = {
  'material.changed': 'material',
  // Progress changes no read: the components showing it take the percent from the event itself.
  'material.progress': 'materialProgress',
  'terminal.changed': 'terminal',
  'delivery.changed': 'publish',
};

/** One event of the stream, as the console receives it (`event:` name, `data:` JSON payload). */
export type LiveEvent = { [K in LiveEventName]: { name: K; payload: BusEvents[K] } }[LiveEventName];

/**
 * The SSE event that ends a stream because the session ended (signed out, expired): the console
 * does not reconnect.
 */
export const LIVE_LOGOUT_EVENT = 'logout';

export const liveApi = endpoints('live', {
  events: {
    method: 'GET',
    path: '/a/api/events',
    access: 'login',
    transport: 'events',
    summary: 'The caller’s live events (server-sent events): what changed in their data range',
    description:
      'text/event-stream: `event: <name>` and `data: <JSON payload>` for material.changed, terminal.changed and ' +
      'delivery.changed (packages/contract/src/events.ts) whose office lies in the caller’s data range and whose ' +
      'page the caller may open; a comment every 25 s; `event: logout` and the end once the session ended.',
  },
});
