import { z } from 'zod';
import { DATA_SCOPES } from './role.js';

/**
 * The default data range of a user (spec 7, GET /a/api/user/updateDefDataRange): by default the
 * user's office and its subtree; a user may narrow it to an office inside that range (e.g. one
 * customer of an agent) until they reset it. Lists then show that office's subtree only.
 */

const id = z.string().trim().min(1).max(64);

/** GET /a/api/user/updateDefDataRange: `officeId` to narrow, empty or absent to reset. */
export const updateDataRangeQuery = z.object({
  officeId: z
    .union([z.literal(''), id])
    .optional()
    .default(''),
});

/** GET /a/api/user/dataRangeTree: one level of the offices the user may choose (no id: the root). */
export const dataRangeTreeQuery = z.object({ id: id.optional() });

/** The range lists show now. */
export const dataRangeInfo = z.object({
  officeId: z.string(),
  officeName: z.string(),
  /** Whether the range is the user's own default (nothing chosen). */
  isDefault: z.boolean(),
  /** 'office' when the user's roles limit them to their own office (no narrowing possible). */
  dataScope: z.enum(DATA_SCOPES),
});
export type DataRangeInfo = z.infer<typeof dataRangeInfo>;
