import pino from 'pino';

/** What services log through: the server's pino logger (Fastify's), or a child of it. */
export type Log = Pick<pino.Logger, 'error' | 'warn' | 'info' | 'debug'>;

/** A plain JSON logger for code that runs without the HTTP server (seed, worker threads). */
export const plainLog = (level: string): Log => pino({ level });
