import type { z } from 'zod/mini';
import { PROGRAM_VERSION, programDocument, type ProgramDocument } from './program.js';

/** Why a document cannot be read; the console translates these (`program.format.<problem>`). */
export type ProgramFormatProblem = 'notADocument' | 'unknownVersion' | 'tooNew' | 'invalid';

/** A document that cannot be read, with what is wrong. */
export class ProgramFormatError extends Error {
  override readonly name = 'ProgramFormatError';
  constructor(
    readonly problem: ProgramFormatProblem,
    /** The version the document declares, when it declares one. */
    readonly version?: number,
    /** The schema's complaints, for 'invalid'. */
    readonly issues: readonly z.core.$ZodIssue[] = [],
  ) {
    super(
      problem === 'invalid'
        ? `Program document (version ${version}) is not valid: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`
        : `Program document cannot be read: ${problem}${version === undefined ? '' : ` (version ${version})`}`,
    );
  }
}

type Json = Record<string, unknown>;

/** How to read documents: the current version and its schema, and one upgrade per older version. */
export interface MigrationPlan<T> {
  version: number;
  schema: z.ZodMiniType<T>;
  /**
   * `upgrades[n]` turns the JSON of version n into that of version n + 1. It receives the JSON as
   * it was stored (not validated against its old schema) and must not change its input.
   */
  upgrades: Readonly<Record<number, (doc: Json) => Json>>;
  /** The oldest version still readable. */
  oldest: number;
}

/** A reader of stored documents for a migration plan (exported so that the chain itself is tested). */
export function createMigrator<T>(plan: MigrationPlan<T>): (input: unknown) => T {
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw new ProgramFormatError('notADocument');
    }
    const declared = (input as Json).version;
    if (typeof declared !== 'number' || !Number.isInteger(declared)) throw new ProgramFormatError('notADocument');
    if (declared > plan.version) throw new ProgramFormatError('tooNew', declared);
    if (declared < plan.oldest) throw new ProgramFormatError('unknownVersion', declared);
    let doc = input as Json;
    for (let v = declared; v < plan.version; v++) {
      const upgrade = plan.upgrades[v];
      if (!upgrade) throw new ProgramFormatError('unknownVersion', declared);
      doc = { ...upgrade(doc), version: v + 1 };
    }
    const parsed = plan.schema.safeParse(doc);
    if (!parsed.success) throw new ProgramFormatError('invalid', declared, parsed.error.issues);
    return parsed.data;
  };
}

/**
 * Reads a stored program document of any known version and returns it in the current version,
 * every default filled in. Throws a ProgramFormatError for a document of a newer version (this
 * code is too old to show it), of an unknown one, or a broken one.
 */
export const migrate: (input: unknown) => ProgramDocument = createMigrator({
  version: PROGRAM_VERSION,
  schema: programDocument,
  upgrades: {
    // Version 2 added the clock, date, countdown, shape and qrcode widgets: a version 1 document reads as it is.
    1: (doc) => doc,
    // Version 3 added the button widget and the document's `interaction` (its default filled in on reading).
    2: (doc) => doc,
    // Version 4 added the canvas's optional realWidth and realHeight: a version 3 canvas has neither.
    3: (doc) => doc,
    // Version 5 added widget kinds (carousel, playlist, audio, webpage) and sounds as media: a version 4 document reads as it is.
    4: (doc) => doc,
    // Version 6 added the document's data sources, the table widget, data-bound and rich text: a version 5 document reads as it is.
    5: (doc) => doc,
  },
  oldest: 1,
});
