/**
 * The storage check (`npm run storage:check`): reads every stored file and compares it with its
 * name (the MD5 of its content) and with the table of blobs, and every MD5 the modules' rows name
 * (their blob references) with the files. What is wrong: a file whose content is not its MD5 or
 * not the size recorded, a row naming a file that is gone, a recorded blob whose file is gone.
 * What is only listed: files no row names (the next collection frees them after the grace
 * period), files the table does not record (the periodic collection adopts them), and what a
 * stopped put or collection left behind.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { dialectOf, type BlobReference } from './references.js';

/** A row of a module naming a blob whose file is not stored. */
export interface MissingBlob {
  md5: string;
  /** The references naming it (BlobReference.name). */
  by: string[];
}

export interface StorageReport {
  /** Stored files read and hashed. */
  verified: number;
  /** Files whose content is not their MD5, with the MD5 it has. */
  corrupt: { md5: string; actual: string }[];
  /** Files whose size is not the one recorded in the table of blobs. */
  wrongSize: { md5: string; recorded: number; actual: number }[];
  /** MD5s that rows name and no file holds. */
  missing: MissingBlob[];
  /** Recorded blobs (put before the grace period) whose file is gone: orphan rows. */
  orphanRows: string[];
  /** Stored files no reference names: the next collection frees them once their grace period is over. */
  orphanFiles: string[];
  /** Stored files the table does not record: the periodic collection adopts them. */
  untracked: string[];
  /** Temporary files of puts and files set aside by collections, left by a stopped process. */
  leftovers: string[];
}

/** Whether the report holds something wrong (as opposed to only listed). */
export const somethingWrong = (r: StorageReport): boolean =>
  r.corrupt.length + r.wrongSize.length + r.missing.length + r.orphanRows.length > 0;

const MD5 = /^[0-9a-f]{32}$/;
/** Files hashed at once. */
const PARALLEL = 4;
/** MD5s read per statement. */
const BATCH = 1000;

async function md5OfFile(file: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(fs.createReadStream(file, { highWaterMark: 1024 * 1024 }), hash);
  return hash.digest('hex');
}

/**
 * Checks the blob store at `root` (the local driver's `<root>/<2 hex>/<md5>`) against the table of
 * blobs of `db` and the references. `graceMs`: a recorded blob put more recently may be a put under
 * way (its row comes before its file), so its missing file is not yet wrong.
 */
export async function checkStorage(
  db: Kysely<Database>,
  root: string,
  references: readonly BlobReference[],
  o: { graceMs: number; now?: number } = { graceMs: 3_600_000 },
): Promise<StorageReport> {
  const at = o.now ?? Date.now();
  const report: StorageReport = {
    verified: 0,
    corrupt: [],
    wrongSize: [],
    missing: [],
    orphanRows: [],
    orphanFiles: [],
    untracked: [],
    leftovers: [],
  };

  // The stored files, hashed a few at a time.
  const stored = new Map<string, number>();
  const top = await fs.promises.readdir(root).catch(() => [] as string[]);
  report.leftovers = top.filter((n) => n.startsWith('.put-') || n.startsWith('.gc-')).sort();
  for (const dir of top.filter((n) => /^[0-9a-f]{2}$/.test(n)).sort()) {
    const names = (await fs.promises.readdir(path.join(root, dir))).filter((n) => MD5.test(n) && n.startsWith(dir));
    for (let i = 0; i < names.length; i += PARALLEL) {
      await Promise.all(
        names.slice(i, i + PARALLEL).map(async (md5) => {
          const file = path.join(root, dir, md5);
          const [st, actual] = await Promise.all([fs.promises.stat(file), md5OfFile(file)]);
          stored.set(md5, st.size);
          report.verified++;
          if (actual !== md5) report.corrupt.push({ md5, actual });
        }),
      );
    }
  }

  // The table of blobs against the files, a batch of rows at a time in MD5 order.
  const recorded = new Set<string>();
  for (let after = ''; ; ) {
    const rows = await db
      .selectFrom('sys_blob')
      .select(['md5', 'size', 'put_at'])
      .where('md5', '>', after)
      .orderBy('md5')
      .limit(BATCH)
      .execute();
    for (const r of rows) {
      recorded.add(r.md5);
      const size = stored.get(r.md5);
      if (size === undefined) {
        if (Number(r.put_at) < at - o.graceMs) report.orphanRows.push(r.md5);
      } else if (size !== Number(r.size)) {
        report.wrongSize.push({ md5: r.md5, recorded: Number(r.size), actual: size });
      }
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.md5;
  }
  report.untracked = [...stored.keys()].filter((m) => !recorded.has(m)).sort();

  // Every MD5 each reference names, against the files.
  const named = new Map<string, string[]>();
  const ctx = { now: at, dialect: dialectOf(db) };
  for (const ref of references) {
    for (let after = ''; ; ) {
      const rows = await db
        .selectFrom(ref.md5s(db, ctx).as('r'))
        .select(sql<string>`${sql.ref('r.md5')}`.as('md5'))
        .where(sql.ref('r.md5'), '>', after)
        .groupBy('r.md5')
        .orderBy('r.md5')
        .limit(BATCH)
        .execute();
      for (const { md5 } of rows) {
        const by = named.get(md5);
        if (by) by.push(ref.name);
        else named.set(md5, [ref.name]);
      }
      if (rows.length < BATCH) break;
      after = rows.at(-1)!.md5;
    }
  }
  // Only real MD5s name a file (a reference may answer '' or another text of its column).
  for (const [md5, by] of [...named].sort(([a], [b]) => a.localeCompare(b))) {
    if (MD5.test(md5) && !stored.has(md5)) report.missing.push({ md5, by: [...new Set(by)] });
  }
  report.orphanRows = report.orphanRows.filter((m) => !named.has(m));
  report.orphanFiles = [...stored.keys()].filter((m) => !named.has(m)).sort();
  report.corrupt.sort((a, b) => a.md5.localeCompare(b.md5));
  return report;
}

/** The report as lines for a terminal: what is wrong first, then what is only listed; a last line that sums up. */
export function reportLines(r: StorageReport): string[] {
  const lines: string[] = [];
  for (const c of r.corrupt) lines.push(`CORRUPT ${c.md5}: its content's MD5 is ${c.actual}`);
  for (const w of r.wrongSize) lines.push(`WRONG SIZE ${w.md5}: ${w.actual} bytes, recorded ${w.recorded}`);
  for (const m of r.missing) lines.push(`MISSING ${m.md5}: named by ${m.by.join(', ')}, no such file`);
  for (const m of r.orphanRows) lines.push(`ORPHAN ROW ${m}: recorded in sys_blob, no such file, named by no row`);
  for (const m of r.orphanFiles) lines.push(`unreferenced ${m}: named by no row (freed by the next collection)`);
  for (const m of r.untracked) lines.push(`untracked ${m}: not in sys_blob (adopted by the periodic collection)`);
  for (const f of r.leftovers)
    lines.push(`leftover ${f}: of a stopped put or collection (cleared by the periodic collection)`);
  if (somethingWrong(r)) {
    const wrong = r.corrupt.length + r.wrongSize.length + r.missing.length + r.orphanRows.length;
    lines.push(`${wrong} problem(s) in ${r.verified} blobs`);
  } else {
    lines.push(`all ${r.verified} blobs verified`);
  }
  return lines;
}
