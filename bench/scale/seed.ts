/**
 * The bulk data of `npm run bench:scale`, written by SQL into a database the server has created
 * and initialised (its migrations, the platform office and administrator, the demo organisation of
 * `seed:demo`). The same rows go into SQLite and PostgreSQL, made by formulas of a row number:
 *
 * - 100 groups of 100 offices (10,000): group 0 below the demo organisation, the 99 others below a
 *   regional office of their own under the platform office; so the demo administrator's range holds
 *   1 % of everything;
 * - 100,000 users, 10 per office, operators, one every minute going back;
 * - 1,000,000 audit rows, one every 30 s going back about a year, spread over the offices, the
 *   users and eight kinds of change.
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';

export const OFFICES_PER_GROUP = 100;
export const GROUPS = 100;
export const USERS = 100_000;
export const LOG_ROWS = 1_000_000;
/** Seconds between two audit rows. */
export const LOG_STEP_MS = 30_000;

/** The kinds of change the audit rows are made of (module, action), in turn. */
export const KINDS = [
  ['session', 'login'],
  ['session', 'logout'],
  ['user', 'update'],
  ['user', 'create'],
  ['office', 'update'],
  ['role', 'update'],
  ['material', 'upload'],
  ['program', 'save'],
] as const;

export interface SeedBase {
  /** The platform office's id and path. */
  platform: { id: string; path: string };
  /** The demo organisation's id and path (group 0's parent). */
  demo: { id: string; path: string };
  /** A password hash to give every user (nobody signs in as them). */
  passwordHash: string;
  /** The newest time of the data (epoch ms). */
  now: number;
}

/** Statements with `$1`… placeholders for PostgreSQL and `?` for SQLite; `series(n)` is the row numbers 1..n. */
function statements(b: SeedBase, dialect: 'sqlite' | 'postgres') {
  const pgsql = dialect === 'postgres';
  const series = (n: number) =>
    pgsql
      ? `generate_series(1::bigint, ${n}) as s(n)`
      : `(with recursive s(n) as (select 1 union all select n + 1 from s where n < ${n}) select n from s) as s`;
  const pad = (expr: string, width: number) =>
    pgsql ? `lpad((${expr})::text, ${width}, '0')` : `printf('%0${width}d', ${expr})`;
  const div = (a: string, d: number) => `((${a}) / ${d})`;
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  /** Group g's parent: the demo organisation for g = 0, else regional office g. */
  const regionId = (g: string) => `'bench-region-' || ${pad(g, 3)}`;
  const officeId = (g: string, c: string) => `'bench-office-' || ${pad(g, 3)} || '-' || ${pad(c, 3)}`;
  const groupPath = (g: string) =>
    `case when ${g} = 0 then ${q(b.demo.path)} else ${q(b.platform.path)} || ${regionId(g)} || ',' end`;
  // Office k (0-based) of the 10,000: group k % 100, child k / 100 — so consecutive numbers spread over the groups.
  const kinds = KINDS.map(([m, a], i) => `when ${i} then ${q(`${m}|${a}`)}`).join(' ');
  // By n / 7, not n: the demo organisation's rows (n a multiple of 100) get every kind too.
  const kind = (n: string, part: 1 | 2) =>
    pgsql
      ? `split_part(case (${n}) % ${KINDS.length} ${kinds} end, '|', ${part})`
      : part === 1
        ? `substr(case (${n}) % ${KINDS.length} ${kinds} end, 1, instr(case (${n}) % ${KINDS.length} ${kinds} end, '|') - 1)`
        : `substr(case (${n}) % ${KINDS.length} ${kinds} end, instr(case (${n}) % ${KINDS.length} ${kinds} end, '|') + 1)`;
  const total = GROUPS * OFFICES_PER_GROUP;
  return [
    `insert into sys_office (id, parent_id, path, name, type, sort, remarks, created_at, updated_at)
     select ${regionId('n')}, ${q(b.platform.id)}, ${q(b.platform.path)} || ${regionId('n')} || ',',
            'Region ' || n, 'office', n, '', ${b.now}, ${b.now}
     from ${series(GROUPS - 1)}`,
    `insert into sys_office (id, parent_id, path, name, type, sort, remarks, created_at, updated_at)
     select ${officeId('g', 'c')}, case when g = 0 then ${q(b.demo.id)} else ${regionId('g')} end,
            ${groupPath('g')} || ${officeId('g', 'c')} || ',', 'Branch ' || g || '-' || c, 'office', c, '', ${b.now}, ${b.now}
     from (select (n - 1) % 100 as g, ${div('n - 1', 100)} as c from ${series(total)}) as k`,
    `insert into sys_user (id, office_id, login_name, name, password_hash, email, phone, avatar, user_pwd_type, status,
                           login_ip, prev_login_ip, created_at, updated_at)
     select 'bench-user-' || ${pad('n', 6)}, ${officeId(`(n % ${total}) % 100`, `${div(`n % ${total}`, 100)}`)},
            'member' || n, 'Member ' || n, ${q(b.passwordHash)}, 'member' || n || '@example.com', '', '', '1', 'active',
            '', '', ${b.now} - n * 60000, ${b.now} - n * 60000
     from ${series(USERS)}`,
    `insert into sys_user_role (user_id, role_id) select 'bench-user-' || ${pad('n', 6)}, 'operator' from ${series(USERS)}`,
    `insert into sys_log (id, office_id, user_id, user_name, at, ip, user_agent, module, action, target, changes)
     select '00000000-0000-7000-8000-' || ${pad('n', 12)},
            ${officeId(`(n * 7 % ${total}) % 100`, `${div(`n * 7 % ${total}`, 100)}`)},
            'bench-user-' || ${pad(`n % ${USERS} + 1`, 6)}, 'member' || (n % ${USERS} + 1),
            ${b.now} - n * ${LOG_STEP_MS}, '10.0.0.' || (n % 250), 'bench', ${kind('n / 7', 1)}, ${kind('n / 7', 2)},
            'target ' || n, '{}'
     from ${series(LOG_ROWS)}`,
  ];
}

export function seedSqlite(db: Database.Database, base: SeedBase): void {
  db.transaction(() => {
    for (const s of statements(base, 'sqlite')) db.exec(s);
  })();
}

export async function seedPostgres(client: pg.Client, base: SeedBase): Promise<void> {
  await client.query('begin');
  for (const s of statements(base, 'postgres'))
    await client.query(s).catch((err: Error) => {
      throw new Error(`${err.message} in ${s}`);
    });
  await client.query('commit');
  // What autovacuum does after such a load: statistics, and the visibility map index-only scans need.
  await client.query('vacuum analyze');
}
