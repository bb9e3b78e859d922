import { z } from 'zod';

const md5 = z.string().regex(/^[0-9a-f]{32}$/);
const when = z.number().nullable().default(null);

const fileEntry = z.object({
  md5,
  size: z.number().int().nonnegative(),
  mime: z.string().default('application/octet-stream'),
  url: z.string().min(1),
  expiresAt: z.number(),
});

const program = z.object({
  id: z.string(),
  publishId: z.string(),
  name: z.string().default(''),
  // Read with @apm/render's migrate when played: a broken document fails its own delivery only.
  document: z.unknown(),
});

const scheduleEntry = z.object({
  publishId: z.string(),
  programId: z.string(),
  priority: z.number().default(0),
  from: when,
  to: when,
  /** When the publication was sent to this terminal (a re-send renews it): the latest plays first among equals. */
  queuedAt: z.number().optional(),
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An entry of a plan (docs/scheduling.md): its program is the manifest's of the same publication. */
const planEntry = z.object({
  id: z.string(),
  programId: z.string(),
  play: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('duration'), ms: z.number().positive() }),
    z.object({ mode: z.literal('plays'), count: z.number().int().positive() }),
  ]),
  priority: z.number().default(0),
  when: z
    .object({
      startDate: date.nullish(),
      endDate: date.nullish(),
      weekdays: z.array(z.number().int().min(1).max(7)).default([]),
      windows: z.array(z.object({ start: hhmm, end: hhmm })).default([]),
    })
    .default({ weekdays: [], windows: [] }),
});

const plan = z.object({
  publishId: z.string(),
  planId: z.string(),
  name: z.string().default(''),
  kind: z.enum(['loop', 'interstitial', 'default']),
  every: z
    .union([z.object({ items: z.number().int().positive() }), z.object({ minutes: z.number().positive() })])
    .nullable()
    .default(null),
  entries: z.array(planEntry),
  queuedAt: z.number().default(0),
});

/** How a message looks (docs/terminal-protocol.md 5, the contract's messageLook): drawn by @apm/render's MessageView. */
const messageLook = z.object({
  text: z.string(),
  fontFamily: z.string().default('sans-serif'),
  fontSize: z.number().positive().default(48),
  bold: z.boolean().default(false),
  color: z.string().default('#ffffff'),
  backgroundColor: z.string().default('#000000'),
  backgroundOpacity: z.number().min(0).max(100).default(70),
  position: z.enum(['top', 'middle', 'bottom', 'full']).default('bottom'),
  scroll: z.enum(['none', 'left', 'right', 'up', 'down']).default('left'),
  scrollSpeed: z.number().positive().default(120),
});

/**
 * A message publication: text shown from `from` until `to` (null: until it is stopped); an
 * emergency one covers everything. `repeats`: a scrolling one goes after that many passes.
 */
const message = z.object({
  publishId: z.string(),
  messageId: z.string(),
  name: z.string().default(''),
  look: messageLook,
  priority: z.number().default(0),
  emergency: z.boolean().default(false),
  from: z.number(),
  to: when,
  repeats: z.number().int().nullable().default(null),
  queuedAt: z.number().default(0),
});

/** A value the provider left out, or one this player cannot read, is null. */
const value = z.number().nullable().catch(null);
const code = z.number().int().nullable().catch(null);

/** The weather at a place as the server last got it (the contract's weatherReading; extra fields ignored). */
const weatherReading = z.object({
  timeZone: z.string().catch(''),
  current: z.object({ temperature: value, weatherCode: code, windSpeed: value, isDay: z.boolean().catch(true) }),
  days: z.array(z.object({ date, weatherCode: code, max: value, min: value })).catch([]),
  fetchedAt: z.number(),
});

/** The weather, rates and data sources' tables the programs draw (terminal-protocol.md 5, `data`). */
const manifestData = z.object({
  weather: z.array(z.object({ key: z.string(), reading: weatherReading })).catch([]),
  rates: z
    .object({ date: z.string(), rates: z.record(z.string(), z.number().positive()), fetchedAt: z.number() })
    .nullable()
    .catch(null),
  /** A program's data source as a table, by its key (feedKey); absent from servers before data sources. */
  feeds: z
    .array(
      z.object({
        key: z.string(),
        refreshMs: z
          .number()
          .int()
          .positive()
          .catch(30 * 60_000),
        table: z.object({
          columns: z.array(z.string()),
          rows: z.array(z.array(z.string())),
          fetchedAt: z.number(),
        }),
      }),
    )
    .catch([])
    .default([]),
});

export const manifestSchema = z.object({
  version: z.string().min(1),
  generatedAt: z.number(),
  terminal: z.object({ id: z.string(), name: z.string().default(''), timeZone: z.string().nullish() }),
  programs: z.array(program).default([]),
  schedule: z.array(scheduleEntry).default([]),
  plans: z.array(plan).default([]),
  /** Absent from servers before messages: none. */
  messages: z.array(message).default([]),
  files: z.array(fileEntry).default([]),
  /** Absent when the programs draw no weather nor rates; one that does not read is left out, not the manifest. */
  data: manifestData.optional().catch(undefined),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntry>;
export type ScheduleEntry = z.infer<typeof scheduleEntry>;
export type ManifestProgram = z.infer<typeof program>;
export type ManifestPlan = z.infer<typeof plan>;
export type ManifestMessage = z.infer<typeof message>;
export type ManifestData = z.infer<typeof manifestData>;

/** The manifest in an answer's jsonObject; throws when it is not one. */
export function parseManifest(json: unknown): Manifest {
  return manifestSchema.parse(json);
}
