import type { Log } from '../log.js';
import { openBus, type Bus } from './bus.js';
import { BUS_CHANNEL, redisTransport } from './redis.js';

export type { Bus, BusHandler } from './bus.js';

/** The server's bus: in this process only, or across processes through Redis when `redisUrl` is set. */
export function busFor(log: Log, redisUrl: string | undefined, channel = BUS_CHANNEL): Promise<Bus> {
  return openBus(log, redisUrl ? (receive) => redisTransport(redisUrl, log, receive, channel) : undefined);
}
