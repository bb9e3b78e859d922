import type { BusEventName, BusEvents } from '@apm/contract';
import { afterCommit, type Executor } from '../db/transaction.js';
import type { Log } from '../log.js';

export type BusHandler<K extends BusEventName> = (payload: BusEvents[K]) => void | Promise<void>;

/**
 * Typed events between the parts of the server and between server processes (DESIGN 5).
 * An event tells of rows: published inside a transaction, it goes out only once that
 * transaction has committed, and never when it rolls back.
 */
export interface Bus {
  /** Publishes now, or after `within` commits when it is a transaction. */
  publish<K extends BusEventName>(name: K, payload: BusEvents[K], within?: Executor): void;
  /** Calls `handler` for every event of that name, from this process or another; answers the unsubscribe. */
  subscribe<K extends BusEventName>(name: K, handler: BusHandler<K>): () => void;
  close(): Promise<void>;
}

/** How a bus reaches other processes: `send` hands an event out; theirs come in through the bus's `receive`. */
export interface BusTransport {
  send(name: string, payload: unknown): void;
  close(): Promise<void>;
}

type Receive = (name: string, payload: unknown) => void;

/**
 * A bus delivering to this process's subscribers and, through the transport `connect` opens when
 * given, to other processes. Handlers run after the publisher's turn; a failing handler never
 * reaches the publisher or the other handlers: it is logged.
 */
export async function openBus(log: Log, connect?: (receive: Receive) => Promise<BusTransport>): Promise<Bus> {
  const handlers = new Map<string, Set<(payload: unknown) => void | Promise<void>>>();

  const deliver = (name: string, payload: unknown) => {
    for (const h of handlers.get(name) ?? []) {
      queueMicrotask(() => {
        try {
          void Promise.resolve(h(payload)).catch((err: unknown) =>
            log.error({ err, event: name }, 'bus handler failed'),
          );
        } catch (err) {
          log.error({ err, event: name }, 'bus handler failed');
        }
      });
    }
  };
  const transport = connect ? await connect(deliver) : undefined;

  return {
    publish(name, payload, within) {
      const send = () => {
        deliver(name, payload);
        transport?.send(name, payload);
      };
      if (within) afterCommit(within, send);
      else send();
    },
    subscribe(name, handler) {
      const set = handlers.get(name) ?? new Set();
      handlers.set(name, set);
      const h = handler as (payload: unknown) => void | Promise<void>;
      set.add(h);
      return () => set.delete(h);
    },
    async close() {
      handlers.clear();
      await transport?.close();
    },
  };
}
