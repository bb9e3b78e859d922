import { EMERGENCY_PERMISSION, type Permission, type PublishTerminal } from '@apm/contract';

/** What the full-window publishing page publishes: a program, a play plan or a message. */
export const PUBLISH_KINDS = ['program', 'plan', 'message'] as const;
export type PublishKind = (typeof PUBLISH_KINDS)[number];

/** The permission that publishes each kind: the full-window pages need it as well as their own. */
export const PUBLISH_PERMISSIONS: Record<PublishKind, Permission> = {
  program: 'content:program:publish',
  plan: 'content:playPlan:publish',
  message: 'content:message:publish',
};

/** Sending an emergency message needs this besides the message's publish permission. */
export const EMERGENCY_PUBLISH: Permission = EMERGENCY_PERMISSION;

/** The full-window pages' own permissions (their menu entries'): links to them show only to holders. */
export const PUBLISH_SET_PERMISSION: Permission = 'sys:publishSet:view';
export const TERMINAL_SELECTION_PERMISSION: Permission = 'sys:terminalSelection:view';

/** The full-window pages' paths. */
export const PUBLISH_SET_PATH = '/publishSet';
export const TERMINAL_SELECTION_PATH = '/terminalSelection';

/** What /publishSet is asked to publish: the kind and the id of the thing. */
export interface PublishTarget {
  kind: PublishKind;
  id: string;
}

const isKind = (s: string | null): s is PublishKind => (PUBLISH_KINDS as readonly string[]).includes(s ?? '');

/** The address of the full-window publishing page for one program, plan or message. */
export const publishSetPath = (kind: PublishKind, id: string): string =>
  `${PUBLISH_SET_PATH}?${new URLSearchParams({ kind, id }).toString()}`;

/** The target an address names (`?kind=program|plan|message&id=`), or null when it names none. */
export function targetOf(params: URLSearchParams): PublishTarget | null {
  const kind = params.get('kind');
  const id = params.get('id')?.trim() ?? '';
  return isKind(kind) && id !== '' ? { kind, id } : null;
}

/** The kinds a user may publish, by their permission check, in the order the pages offer them. */
export const kindsHeld = (can: (permission: Permission) => boolean): PublishKind[] =>
  PUBLISH_KINDS.filter((k) => can(PUBLISH_PERMISSIONS[k]));

/**
 * The router state /terminalSelection hands /publishSet: the terminals chosen there (the URL
 * would not hold a fleet's ids, and a reload or a shared link should not carry them).
 */
export interface ChosenState {
  terminals: PublishTerminal[];
}

const isTerminal = (x: unknown): x is PublishTerminal => {
  if (typeof x !== 'object' || x === null) return false;
  const t = x as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    typeof t.name === 'string' &&
    typeof t.officeId === 'string' &&
    typeof t.officeName === 'string' &&
    typeof t.online === 'boolean'
  );
};

/** The terminals a navigation's state carries, by id (none when it carries none, or something else). */
export function chosenOf(state: unknown): Map<string, PublishTerminal> {
  const terminals = (state as Partial<ChosenState> | null)?.terminals;
  if (!Array.isArray(terminals)) return new Map();
  return new Map(terminals.filter(isTerminal).map((t) => [t.id, t]));
}

/** The state that hands terminals to /publishSet. */
export const chosenState = (chosen: ReadonlyMap<string, PublishTerminal>): ChosenState => ({
  terminals: [...chosen.values()],
});

/** Where each kind is listed: the full-window pages close to it. */
export const LIST_PATHS: Record<PublishKind, string> = {
  program: '/program/make',
  plan: '/playPlan/list',
  message: '/publishMessage/list',
};
