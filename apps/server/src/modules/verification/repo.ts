import { sql } from 'kysely';
import type { Executor } from '../../platform/db/transaction.js';

export interface StoredCode {
  id: string;
  codeHash: string;
  attempts: number;
}

/** Verification codes and the send throttle. */
export function verificationRepo(db: Executor) {
  return {
    /** Spends every open code of this purpose and subject: only the newest code counts. */
    async supersede(purpose: string, subject: string, at: number): Promise<void> {
      await db
        .updateTable('sys_verification_code')
        .set({ used_at: at })
        .where('purpose', '=', purpose)
        .where('subject', '=', subject)
        .where('used_at', 'is', null)
        .execute();
    },
    async insert(c: {
      id: string;
      purpose: string;
      subject: string;
      destination: string;
      channel: string;
      codeHash: string;
      at: number;
      expiresAt: number;
    }): Promise<void> {
      await db
        .insertInto('sys_verification_code')
        .values({
          id: c.id,
          purpose: c.purpose,
          subject: c.subject,
          destination: c.destination,
          channel: c.channel,
          code_hash: c.codeHash,
          created_at: c.at,
          expires_at: c.expiresAt,
        })
        .execute();
    },
    /** The newest unspent, unexpired code of a purpose and subject. */
    open(purpose: string, subject: string, at: number): Promise<StoredCode | undefined> {
      return db
        .selectFrom('sys_verification_code')
        .select(['id', 'code_hash as codeHash', 'attempts'])
        .where('purpose', '=', purpose)
        .where('subject', '=', subject)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    /** Counts one answer to a code, unless it has had `max` already; the new count, or undefined. */
    async attempt(id: string, max: number): Promise<number | undefined> {
      const r = await db
        .updateTable('sys_verification_code')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .where('used_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return r?.attempts;
    },
    /** Spends a code; false when it was spent already (by a request at the same moment). */
    async spend(id: string, at: number): Promise<boolean> {
      const r = await db
        .updateTable('sys_verification_code')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async prune(before: number): Promise<void> {
      await db.deleteFrom('sys_verification_code').where('expires_at', '<', before).execute();
    },
    /**
     * Takes one send from a throttle key in one statement: refused while the last send is less
     * than `gapMs` old, or `perWindow` sends fell in the current window. Answers whether it passed.
     */
    async take(key: string, at: number, gapMs: number, perWindow: number, windowMs: number): Promise<boolean> {
      const windowOver = sql<boolean>`sys_code_throttle.window_start <= ${at - windowMs}`;
      const r = await db
        .insertInto('sys_code_throttle')
        .values({ key, last_at: at, window_start: at, count: 1 })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({
              last_at: at,
              window_start: sql`case when ${windowOver} then ${sql.lit(at)} else sys_code_throttle.window_start end`,
              count: sql`case when ${windowOver} then 1 else sys_code_throttle.count + 1 end`,
            })
            .where(sql<boolean>`sys_code_throttle.last_at <= ${at - gapMs}`)
            .where((eb) => eb.or([windowOver, eb('sys_code_throttle.count', '<', perWindow)])),
        )
        .returning('key')
        .executeTakeFirst();
      return r !== undefined;
    },
    /** When a throttle key lets the next send through (epoch ms). */
    async nextAllowed(key: string, gapMs: number, perWindow: number, windowMs: number): Promise<number> {
      const row = await db
        .selectFrom('sys_code_throttle')
        .select(['last_at as lastAt', 'window_start as windowStart', 'count'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return 0;
      const afterGap = row.lastAt + gapMs;
      return row.count >= perWindow ? Math.max(afterGap, row.windowStart + windowMs) : afterGap;
    },
  };
}
