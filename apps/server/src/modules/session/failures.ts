import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { AppError } from '../../platform/http/envelope.js';
import { sessionRepo } from './repo.js';

/** A failure count (an account's, an IP's) and the count after which it refuses attempts. */
export interface FailureLimit {
  key: string;
  lockAfter: number;
}

/** What a password check gets: each key's failures before this attempt, and how to say the password was wrong. */
export interface Attempt {
  before: number[];
  /** Marks `err` as a wrong password, so the attempt's reservation stays as its failure; throw what it answers. */
  wrong(err: AppError): AppError;
}

/**
 * Password checks under failure limits (sign-in, the old-password checks of the personal center).
 * The failure is counted BEFORE the password is checked, on every key in one statement, and the
 * count that comes back decides; attempts sent at once therefore never check more passwords than
 * a limit allows, which a read-check-then-count could not promise. An attempt that was not a wrong
 * password (right, refused unchecked, failed otherwise) gives its reservation back.
 */
export function failureLimiter(db: Kysely<Database>, windowMs: number) {
  const repo = sessionRepo(db);
  return {
    /** Failures of a key within the current window (attempts being checked included). */
    async count(key: string, at: number): Promise<number> {
      const row = await repo.failures(key);
      return row && row.firstAt >= at - windowMs ? row.count : 0;
    },

    /**
     * Runs `check` with one failure reserved on each key; a key already at its limit refuses the
     * attempt unchecked with `tooMany`. `check` throws `attempt.wrong(err)` for a wrong password.
     */
    async attempt<T>(
      limits: readonly FailureLimit[],
      at: number,
      tooMany: () => AppError,
      check: (attempt: Attempt) => Promise<T>,
    ): Promise<T> {
      const keys = limits.map((l) => l.key);
      const counts = await repo.reserveFailures(keys, at, at - windowMs);
      const after = keys.map((k) => counts.get(k) ?? 1);
      let wasWrong = false;
      try {
        if (limits.some((l, i) => after[i]! > l.lockAfter)) throw tooMany();
        return await check({
          before: after.map((n) => n - 1),
          wrong: (err) => {
            wasWrong = true;
            return err;
          },
        });
      } finally {
        if (!wasWrong) await repo.releaseFailures(keys);
      }
    },
  };
}
export type FailureLimiter = ReturnType<typeof failureLimiter>;
