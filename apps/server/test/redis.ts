import { Redis } from 'ioredis';

/** The Redis the tests across server processes use (REDIS_URL, else the local one). */
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const c = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await c.connect();
    await c.ping();
    return true;
  } catch {
    return false;
  } finally {
    c.disconnect();
  }
}

/** Whether Redis answers; with CI=true its absence fails the suite instead of skipping these tests. */
export const hasRedis = await redisReachable();
if (!hasRedis && process.env.CI === 'true') throw new Error(`CI=true but no Redis at ${REDIS_URL}`);
