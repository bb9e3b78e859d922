import { sql, type Kysely } from 'kysely';

/** The job table (platform/jobs): background work that survives restarts and any instance can run. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ms = 'bigint' as const;
  await db.schema
    .createTable('sys_job')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // queued → running → done | failed | cancelled; a failed attempt goes back to queued until the last.
    .addColumn('state', 'text', (c) => c.notNull())
    // Whose job it is (a user's export, say): who may see it; null for the system's own.
    .addColumn('owner_id', 'text')
    .addColumn('singleton_key', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', ms, (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('lock_expires_at', ms)
    .addColumn('progress', 'text')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .addColumn('finished_at', ms)
    .execute();
  // Claiming reads the due queued jobs and the running ones whose lock ran out, oldest first.
  await db.schema.createIndex('sys_job_due').on('sys_job').columns(['state', 'run_at']).execute();
  await db.schema.createIndex('sys_job_owner').on('sys_job').columns(['owner_id', 'kind', 'state']).execute();
  // At most one job of a singleton key waits or runs at a time: a second enqueue is refused by the database.
  await sql`create unique index sys_job_singleton on sys_job (singleton_key) where singleton_key is not null and state in ('queued', 'running')`.execute(
    db,
  );
}
