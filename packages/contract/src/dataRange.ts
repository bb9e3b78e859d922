import { z } from 'zod/mini';
import { requiredLine, withDefault } from './inputs.js';
import { endpoints } from './endpoint.js';
import { officeNode } from './office.js';
import { DATA_SCOPES } from './role.js';

/**
 * The default data range of a user (spec 7, GET /a/api/user/updateDefDataRange): by default the
 * user's office and its subtree; a user may narrow it to an office inside that range (e.g. one
 * customer of an agent) until they reset it. Lists then show that office's subtree only.
 */

const id = requiredLine(64);

/** GET /a/api/user/updateDefDataRange: `officeId` to narrow, empty or absent to reset. */
export const updateDataRangeQuery = z.object({
  officeId: withDefault(z.union([z.literal(''), id]), ''),
});

/** GET /a/api/user/dataRangeTree: one level of the offices the user may choose (no id: the root). */
export const dataRangeTreeQuery = z.object({ id: z.optional(id) });

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

/** The calls of the default data range (/a/api/user, tag user): every signed-in user's own. */
export const dataRangeApi = endpoints('user', {
  updateDefDataRange: {
    method: 'GET',
    path: '/a/api/user/updateDefDataRange',
    access: 'login',
    summary:
      'Narrow your default data range to an office of your range (officeId), or reset it (no officeId); answers the range',
    input: updateDataRangeQuery,
    answer: { jsonObject: dataRangeInfo },
    changesState: true,
  },
  dataRange: {
    method: 'GET',
    path: '/a/api/user/dataRange',
    access: 'login',
    summary: 'The data range your lists show now',
    answer: { jsonObject: dataRangeInfo },
  },
  dataRangeTree: {
    method: 'GET',
    path: '/a/api/user/dataRangeTree',
    access: 'login',
    summary: 'One level of the offices you may choose as data range (no id: your own office)',
    input: dataRangeTreeQuery,
    answer: { jsonObject: z.array(officeNode) },
  },
});
