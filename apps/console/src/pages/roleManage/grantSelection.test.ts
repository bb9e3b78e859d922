import type { GrantNode } from '@apm/contract';
import { describe, expect, it } from 'vitest';
import { checkState, grantableIds, toggleGrant } from './grantSelection';

const n = (
  id: string,
  type: GrantNode['type'],
  children: GrantNode[] = [],
  grantable = type !== 'group',
): GrantNode => ({
  id,
  name: id,
  type,
  permission: type === 'group' ? '*' : `x:${id}:view`,
  built: true,
  custom: false,
  grantable,
  children,
});

const tree = [
  n('sys', 'group', [
    n('sys.user', 'page', [n('sys.user.edit', 'button'), n('sys.user.delete', 'button')]),
    n('sys.log', 'page', [n('sys.log.export', 'button')]),
  ]),
];

describe('grant tree selection', () => {
  it('checks a page with its buttons, and a button with its page', () => {
    expect([...toggleGrant(tree, new Set(), 'sys.user', true)].sort()).toEqual([
      'sys.user',
      'sys.user.delete',
      'sys.user.edit',
    ]);
    expect([...toggleGrant(tree, new Set(), 'sys.log.export', true)].sort()).toEqual(['sys.log', 'sys.log.export']);
  });

  it('unchecks a page with its buttons, but a button alone', () => {
    const all = grantableIds(tree);
    expect([...toggleGrant(tree, all, 'sys.user', false)].sort()).toEqual(['sys.log', 'sys.log.export']);
    expect(toggleGrant(tree, all, 'sys.user.delete', false).has('sys.user')).toBe(true);
  });

  it('checks and unchecks a whole group, which is never granted itself', () => {
    const all = toggleGrant(tree, new Set(), 'sys', true);
    expect(all.has('sys')).toBe(false);
    expect(all).toEqual(grantableIds(tree));
    expect(toggleGrant(tree, all, 'sys', false).size).toBe(0);
  });

  it('shows a group checked when all of it is granted, half-checked when part of it is', () => {
    expect(checkState(tree, grantableIds(tree))).toEqual({
      checked: ['sys', 'sys.user', 'sys.user.edit', 'sys.user.delete', 'sys.log', 'sys.log.export'],
      halfChecked: [],
    });
    expect(checkState(tree, new Set(['sys.user']))).toEqual({ checked: ['sys.user'], halfChecked: ['sys'] });
    expect(checkState(tree, new Set())).toEqual({ checked: [], halfChecked: [] });
  });
});
