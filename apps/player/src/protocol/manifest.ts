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

export const manifestSchema = z.object({
  version: z.string().min(1),
  generatedAt: z.number(),
  terminal: z.object({ id: z.string(), name: z.string().default(''), timeZone: z.string().nullish() }),
  programs: z.array(program).default([]),
  schedule: z.array(scheduleEntry).default([]),
  files: z.array(fileEntry).default([]),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntry>;
export type ScheduleEntry = z.infer<typeof scheduleEntry>;
export type ManifestProgram = z.infer<typeof program>;

/** The manifest in an answer's jsonObject; throws when it is not one. */
export function parseManifest(json: unknown): Manifest {
  return manifestSchema.parse(json);
}

/** The program a schedule entry names. */
export function programOf(manifest: Manifest, entry: ScheduleEntry): ManifestProgram | undefined {
  return manifest.programs.find((p) => p.publishId === entry.publishId && p.id === entry.programId);
}
