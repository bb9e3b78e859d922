import { z } from 'zod/mini';
import { endpoints, pageOf } from './endpoint.js';
import { pageQuery } from './envelope.js';
import { commaIdList, line, requiredLine, trimmedLine, withDefault } from './inputs.js';

/**
 * Terminal groups (spec 7, /a/api/terminal: groupTree, saveTerminalGroup, deleteTerminalGroup,
 * updateTerminalGroup): named sets of terminals that cut across the office tree ("entrance
 * screens", "menu boards"), to filter the terminal list by and to publish to at once. A group
 * belongs to an office and holds terminals of that office and its sub-offices; a terminal is in
 * at most one group. Deleting a group leaves its terminals where they are, in no group.
 */

export const TERMINAL_GROUP_NAME_MAX = 64;
/** How many terminals one move may name (a page of the terminal list holds at most this many). */
export const TERMINAL_GROUP_MOVE_MAX = 200;

const id = requiredLine(64);

/** Why a move of terminals into a group is refused (`data.fields[].message` on `groupId`). */
export const TERMINAL_GROUP_REFUSALS = {
  /** A terminal does not lie in the group's office or below it. */
  outsideOffice: 'outsideOffice',
} as const;

export const terminalGroupItem = z.object({
  id: z.string(),
  name: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  /** Its terminals (authorised or pending), and how many of them are online. */
  terminals: z.int(),
  online: z.int(),
  createdAt: z.number(),
});
export type TerminalGroupItem = z.infer<typeof terminalGroupItem>;

/** GET groupTree: the groups of the caller's range, by name; `officeId` those of that office's subtree. */
export const terminalGroupListQuery = z.extend(pageQuery, {
  name: withDefault(trimmedLine(TERMINAL_GROUP_NAME_MAX), ''),
  officeId: z.optional(id),
});
export type TerminalGroupListQuery = z.infer<typeof terminalGroupListQuery>;

/** POST saveTerminalGroup: a new group of an office of the range (no id), or a new name for one. */
export const terminalGroupSave = z.object({
  id: z.optional(id),
  officeId: id,
  name: requiredLine(TERMINAL_GROUP_NAME_MAX),
});
export type TerminalGroupSave = z.infer<typeof terminalGroupSave>;

export const terminalGroupIdInput = z.object({ id });

/** POST updateTerminalGroup: puts terminals of the range into a group, or into none (`groupId` empty). */
export const terminalGroupMove = z.object({
  ids: commaIdList(z.minLength(1, 'required'), z.maxLength(TERMINAL_GROUP_MOVE_MAX, 'tooMany')),
  groupId: withDefault(line().check(z.trim(), z.maxLength(64)), ''),
});
export type TerminalGroupMove = z.infer<typeof terminalGroupMove>;

export const terminalGroupApi = endpoints('terminal', {
  groupTree: {
    method: 'GET',
    path: '/a/api/terminal/groupTree',
    access: 'terminal:monitor:view',
    summary: 'A page of the terminal groups of your range by name, each with its office and terminal counts',
    input: terminalGroupListQuery,
    answer: { data: pageOf(terminalGroupItem) },
  },
  saveTerminalGroup: {
    method: 'POST',
    path: '/a/api/terminal/saveTerminalGroup',
    access: 'terminal:monitor:edit',
    summary:
      'Creates a terminal group in an office of your range (no id) or renames one; a name an office already has ' +
      'is refused at `name` (exists)',
    input: terminalGroupSave,
    answer: { jsonObject: terminalGroupItem },
  },
  deleteTerminalGroup: {
    method: 'POST',
    path: '/a/api/terminal/deleteTerminalGroup',
    access: 'terminal:monitor:edit',
    summary: 'Deletes a terminal group of your range; its terminals stay, in no group',
    input: terminalGroupIdInput,
  },
  updateTerminalGroup: {
    method: 'POST',
    path: '/a/api/terminal/updateTerminalGroup',
    access: 'terminal:monitor:edit',
    summary:
      'Puts terminals of your range (comma-joined ids, up to 200) into a group of your range, or into none; ' +
      'a terminal outside the group’s office subtree refuses the whole move at `groupId` (outsideOffice)',
    input: terminalGroupMove,
    answer: { jsonObject: z.object({ count: z.int() }) },
  },
});
