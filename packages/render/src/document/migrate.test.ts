import { readFileSync } from 'node:fs';
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { createMigrator, migrate, ProgramFormatError, type ProgramFormatProblem } from './migrate.js';
import { PROGRAM_VERSION } from './program.js';

/** A document as stored in an older version (the example of docs/program-format.md then): never edit them. */
const stored = (version: 1 | 2 | 3 | 4 | 5): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/v${version}-program.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const storedV1 = () => stored(1);
const storedV2 = () => stored(2);
const storedV3 = () => stored(3);
const storedV4 = () => stored(4);
const storedV5 = () => stored(5);

/** What reading a document older than version 3 adds: the current version, and the idle timeout's default. */
const upgraded = (doc: Record<string, unknown>) => ({ ...doc, version: 6, interaction: { idleMs: 60_000 } });

const v1 = () => ({
  version: 1,
  canvas: { width: 1366, height: 768 },
  scenes: [{ id: 's1', durationMs: 5000 }],
});

/** The problem migrate reports for an input, or 'none' when it reads it. */
function problemOf(read: (input: unknown) => unknown, input: unknown): ProgramFormatProblem | 'none' {
  try {
    read(input);
    return 'none';
  } catch (e) {
    if (e instanceof ProgramFormatError) return e.problem;
    throw e;
  }
}

describe('migrate', () => {
  it('writes version 6', () => {
    expect(PROGRAM_VERSION).toBe(6);
  });

  it('reads a version 1 document as version 6, with its defaults', () => {
    const doc = migrate(v1());
    expect(doc.version).toBe(6);
    expect(doc.scenes[0]).toMatchObject({ id: 's1', durationMs: 5000, main: true, widgets: [] });
    expect(doc.interaction).toEqual({ idleMs: 60_000 });
  });

  it('opens a stored version 1 document as version 6, nothing else changed', () => {
    const doc = storedV1();
    expect(doc.version).toBe(1);
    expect(migrate(doc)).toEqual(upgraded(doc));
    expect(doc).toEqual(storedV1());
  });

  it('opens a stored version 2 document as version 6, nothing else changed', () => {
    const doc = storedV2();
    expect(doc.version).toBe(2);
    expect(migrate(doc)).toEqual(upgraded(doc));
    expect(doc).toEqual(storedV2());
  });

  it('opens a stored version 3 document as version 6, nothing else changed (its canvas has no screen size)', () => {
    const doc = storedV3();
    expect(doc.version).toBe(3);
    const read = migrate(doc);
    expect(read).toEqual({ ...doc, version: 6 });
    expect(read.canvas).toEqual({ width: 1920, height: 1080 });
    expect(doc).toEqual(storedV3());
  });

  it('opens a stored version 4 document as version 6, nothing else changed', () => {
    const doc = storedV4();
    expect(doc.version).toBe(4);
    expect(migrate(doc)).toEqual({ ...doc, version: 6 });
    expect(doc).toEqual(storedV4());
  });

  it('opens a stored version 5 document as version 6, nothing else changed', () => {
    const doc = storedV5();
    expect(doc.version).toBe(5);
    expect(migrate(doc)).toEqual({ ...doc, version: 6 });
    expect(doc).toEqual(storedV5());
  });

  it('reads a version 6 document as it is, with or without the screen’s size', () => {
    const doc = upgraded(storedV2());
    expect(migrate(doc)).toEqual(doc);
    const led = { ...doc, canvas: { width: 1920, height: 1080, realWidth: 1152, realHeight: 648 } };
    expect(migrate(led)).toEqual(led);
  });

  it('refuses a document of a newer version, saying which', () => {
    const error = (() => {
      try {
        migrate({ ...v1(), version: 7 });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ProgramFormatError);
    expect(error).toMatchObject({ problem: 'tooNew', version: 7 });
  });

  it('refuses what is not a document', () => {
    for (const input of [null, 'text', 42, [v1()], { canvas: v1().canvas }, { ...v1(), version: '1' }]) {
      expect(problemOf(migrate, input)).toBe('notADocument');
    }
  });

  it('refuses versions before the first', () => {
    expect(problemOf(migrate, { ...v1(), version: 0 })).toBe('unknownVersion');
  });

  it('refuses a broken document with the schema’s complaints', () => {
    const broken = { ...v1(), canvas: { width: 0, height: 768 } };
    expect(() => migrate(broken)).toThrow(/canvas\.width/);
    expect(problemOf(migrate, broken)).toBe('invalid');
  });

  it('does not change what it reads', () => {
    const input = v1();
    migrate(input);
    expect(input).toEqual(v1());
  });
});

describe('createMigrator', () => {
  // A made-up history: version 1 named the canvas "size", version 2 calls it "canvas".
  const read = createMigrator({
    version: 2,
    oldest: 1,
    schema: z.object({ version: z.literal(2), canvas: z.object({ width: z.number() }) }),
    upgrades: { 1: ({ size, ...rest }) => ({ ...rest, canvas: size }) },
  });

  it('brings an old version up step by step', () => {
    expect(read({ version: 1, size: { width: 800 } })).toEqual({ version: 2, canvas: { width: 800 } });
  });

  it('reads the current version untouched', () => {
    expect(read({ version: 2, canvas: { width: 800 } })).toEqual({ version: 2, canvas: { width: 800 } });
  });

  it('refuses an old version whose upgrade is missing', () => {
    const gap = createMigrator({ version: 3, oldest: 1, schema: z.unknown(), upgrades: { 2: (d) => d } });
    expect(problemOf(gap, { version: 1 })).toBe('unknownVersion');
    expect(problemOf(gap, { version: 2 })).toBe('none');
  });

  it('judges the upgraded document by the current schema', () => {
    expect(problemOf(read, { version: 1, size: { width: 'wide' } })).toBe('invalid');
  });
});
