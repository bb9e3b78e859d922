import { OFFICE_TREE_REASONS, officeHoldings } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { US } from '../../i18n/allTexts';
import {
  deleteRefusal,
  heldKinds,
  HOLDING_KINDS,
  holdingKey,
  officeFailureText,
  treeRefusal,
  treeRefusalKey,
} from './refusal';

/** The English text of a key, as the texts find it; undefined when there is none. */
const english = (key: string): string | undefined => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], US);
  return typeof found === 'string' ? found : undefined;
};

const refused = (field: string, reason: string) =>
  new ApiError(409, 'The office tree refused it', 409, undefined, { fields: [{ field, message: reason }] });

describe('refusals of the office tree', () => {
  it.each(OFFICE_TREE_REASONS)('has an English sentence for %s', (reason) => {
    expect(english(treeRefusalKey(reason))?.trim()).toBeTruthy();
  });

  it('reads the reason from the field the server names', () => {
    expect(treeRefusal(refused('parentId', 'customerUnderAgent'))).toBe('customerUnderAgent');
    expect(treeRefusal(refused('id', 'platformFixed'))).toBe('platformFixed');
  });

  it('ignores what is no refusal of the tree', () => {
    expect(treeRefusal(refused('parentId', 'somethingElse'))).toBeUndefined();
    expect(
      treeRefusal(
        new ApiError(400, 'Invalid', 400, undefined, { fields: [{ field: 'name', message: 'agentUnderPlatform' }] }),
      ),
    ).toBeUndefined();
    expect(treeRefusal(new ApiError(409, 'It was changed or exists already', 409))).toBeUndefined();
    expect(treeRefusal(new Error('agentUnderPlatform'))).toBeUndefined();
  });

  it('shows the sentence of the reason, else the usual text of the failure', () => {
    expect(officeFailureText(refused('parentId', 'agentUnderPlatform'), english)).toBe(
      'Agents stay directly under the platform.',
    );
    expect(officeFailureText(refused('parentId', 'somethingElse'), english)).toBe('It was changed or exists already');
    expect(officeFailureText(new ApiError(404, 'No such office in your range', 404), english)).toBe('Not found');
  });
});

describe('deleteRefusal', () => {
  const holds = { users: 2, offices: 1, roles: 3, terminals: 4, materials: 5, programs: 6 };

  it('reads what an office still holds from a refused delete, and nothing from other failures', () => {
    expect(deleteRefusal(new ApiError(409, 'The office still holds …', 409, holds))).toEqual(holds);
    expect(deleteRefusal(new ApiError(409, 'Your own office and the platform cannot be deleted', 409))).toBeUndefined();
    expect(deleteRefusal(new ApiError(404, 'No such office', 404, holds))).toBeUndefined();
    expect(deleteRefusal(new Error('x'))).toBeUndefined();
  });

  it('lists only what the office holds, in order, each in English', () => {
    const none = { users: 0, offices: 0, roles: 0, terminals: 0, materials: 0, programs: 0 };
    expect(heldKinds({ ...none, programs: 1, terminals: 3 })).toEqual([
      { kind: 'terminals', count: 3 },
      { kind: 'programs', count: 1 },
    ]);
    expect(heldKinds(holds).map((h) => h.kind)).toEqual([...HOLDING_KINDS]);
    // Every count the server may answer is listed.
    expect([...HOLDING_KINDS].sort()).toEqual(Object.keys(officeHoldings.shape).sort());
    expect(heldKinds(none)).toEqual([]);
    expect(HOLDING_KINDS.map((k) => english(holdingKey(k))?.replace('{{count}}', '2'))).toEqual([
      'Users: 2',
      'Sub-institutions: 2',
      'Roles belonging to it: 2',
      'Terminals: 2',
      'Materials: 2',
      'Programs: 2',
    ]);
  });
});
