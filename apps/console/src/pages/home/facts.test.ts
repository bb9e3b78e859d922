import { describe, expect, it } from 'vitest';
import { permissionCount } from './facts';

describe('permissionCount', () => {
  it('counts each operation of each entry once', () => {
    expect(
      permissionCount([
        { id: 'sys:user', operation: ['view', 'edit'] },
        { id: 'sys:role', operation: ['view'] },
      ]),
    ).toBe(3);
  });

  it('counts an entry without operations as one permission, and duplicates once', () => {
    expect(
      permissionCount([
        { id: 'form', operation: [] },
        { id: 'sys:user', operation: ['view', 'view'] },
        { id: 'sys:user', operation: ['view'] },
      ]),
    ).toBe(2);
  });

  it('counts nothing for no entries', () => {
    expect(permissionCount([])).toBe(0);
  });
});
