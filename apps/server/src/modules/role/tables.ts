import type { Generated } from 'kysely';
import { columns, type TableColumns } from '../../platform/db/tables.js';

// The tables this module owns: only its repos write them. Ids are UUIDv7 text, times epoch ms,
// booleans 0/1, JSON text.

export interface RoleTable {
  id: string;
  code: string;
  name: string;
  office_id: string | null;
  built_in: Generated<number>;
  grants_all: Generated<number>;
  /** 'subtree' (the user's office and below) or 'office' (the user's own office only). */
  data_scope: Generated<string>;
  remarks: Generated<string>;
  created_at: number;
  updated_at: Generated<number>;
}

export interface UserRoleTable {
  user_id: string;
  role_id: string;
}

export interface RoleMenuTable {
  role_id: string;
  menu_id: string;
}

declare module '../../platform/db/schema.js' {
  interface Database {
    sys_role: RoleTable;
    sys_user_role: UserRoleTable;
    sys_role_menu: RoleMenuTable;
  }
}

/** The module's tables and their columns (checked against the live schema by a test). */
export const tables: TableColumns = {
  sys_role: columns<RoleTable>()(
    'id',
    'code',
    'name',
    'office_id',
    'built_in',
    'grants_all',
    'data_scope',
    'remarks',
    'created_at',
    'updated_at',
  ),
  sys_user_role: columns<UserRoleTable>()('user_id', 'role_id'),
  sys_role_menu: columns<RoleMenuTable>()('role_id', 'menu_id'),
};
