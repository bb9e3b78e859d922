import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Log } from '../log.js';
import type { BusTransport } from './bus.js';

/** The channel every server process of one installation shares. */
export const BUS_CHANNEL = 'apm:bus';

/**
 * Carries the bus's events between server processes over Redis pub/sub. Each process tags what it
 * sends with its own id and skips its own messages when they come back: it has delivered them
 * locally already. Resolves once the subscription is in place, so nothing sent after start-up is missed.
 */
export async function redisTransport(
  url: string,
  log: Log,
  receive: (name: string, payload: unknown) => void,
  channel = BUS_CHANNEL,
): Promise<BusTransport> {
  const origin = randomUUID();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  for (const c of [pub, sub]) c.on('error', (err) => log.warn({ err }, 'Redis connection of the bus failed'));
  await Promise.all([pub.connect(), sub.connect()]);
  sub.on('message', (_channel: string, text: string) => {
    try {
      const m = JSON.parse(text) as { origin: string; name: string; payload: unknown };
      if (m.origin !== origin) receive(m.name, m.payload);
    } catch (err) {
      log.warn({ err }, 'unreadable message on the bus channel');
    }
  });
  await sub.subscribe(channel);
  return {
    send(name, payload) {
      pub
        .publish(channel, JSON.stringify({ origin, name, payload }))
        .catch((err: unknown) => log.error({ err, event: name }, 'could not send an event to Redis'));
    },
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
