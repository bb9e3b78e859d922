import {
  ErrorCodes,
  OFFICE_TREE_REASONS,
  officeHoldings,
  type OfficeHoldings,
  type OfficeTreeReason,
} from '@apm/contract';
import { ApiError } from '../../api/ApiError';
import { errorText, type Translate } from '../../api/errorText';

/** What an office still holds, when the server refused to delete it for that reason. */
export function deleteRefusal(err: unknown): OfficeHoldings | undefined {
  if (!(err instanceof ApiError) || err.code !== ErrorCodes.CONFLICT.code) return undefined;
  const parsed = officeHoldings.safeParse(err.jsonObject);
  return parsed.success ? parsed.data : undefined;
}

/** What an office can hold, in the order the refusal lists it. */
export const HOLDING_KINDS = [
  'users',
  'offices',
  'roles',
  'terminals',
  'materials',
  'programs',
] as const satisfies readonly (keyof OfficeHoldings)[];
export type HoldingKind = (typeof HOLDING_KINDS)[number];

/** What the office still holds, each kind once with its count, leaving out what it holds none of. */
export const heldKinds = (holds: OfficeHoldings): { kind: HoldingKind; count: number }[] =>
  HOLDING_KINDS.filter((kind) => holds[kind] > 0).map((kind) => ({ kind, count: holds[kind] }));

/** The translation key of a line of the refusal ("Terminals: 2"). */
export const holdingKey = (kind: HoldingKind) => `office.holdings.${kind}` as const;

const isTreeReason = (message: string): message is OfficeTreeReason =>
  (OFFICE_TREE_REASONS as readonly string[]).includes(message);

/** Why the office tree refused a move or an edit (409 naming a field and a reason), if it did. */
export function treeRefusal(err: unknown): OfficeTreeReason | undefined {
  if (!(err instanceof ApiError) || err.code !== ErrorCodes.CONFLICT.code) return undefined;
  return err.fields.map((f) => f.message).find(isTreeReason);
}

/** The translation key of the sentence explaining a refusal of the office tree. */
export const treeRefusalKey = (reason: OfficeTreeReason) => `office.refused.${reason}` as const;

/**
 * The message for a failed move or edit: the tree's own reason in words when it gave one, else
 * the usual text of the failure (errorText).
 */
export function officeFailureText(err: unknown, translate: Translate): string {
  const reason = treeRefusal(err);
  return (reason && translate(treeRefusalKey(reason))) || errorText(err, translate);
}
