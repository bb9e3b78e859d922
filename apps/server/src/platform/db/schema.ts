import type { Generated } from 'kysely';

/** Tables of the database. Ids are UUIDv7 text, times epoch ms, booleans 0/1, JSON text. */
export interface Database {
  schema_migration: { name: string; applied_at: number };
  sys_setting: { key: string; value: string; updated_at: number };
  sys_office: {
    id: string;
    parent_id: string | null;
    /** Ids of every ancestor and itself, comma-separated and comma-ended: subtree = LIKE 'path%'. */
    path: string;
    name: string;
    type: string;
    sort: Generated<number>;
    remarks: Generated<string>;
    created_at: number;
    updated_at: number;
  };
  sys_user: {
    id: string;
    office_id: string;
    login_name: string;
    name: string;
    password_hash: string;
    email: Generated<string>;
    phone: Generated<string>;
    avatar: Generated<string>;
    user_pwd_type: Generated<string>;
    status: Generated<string>;
    login_ip: Generated<string>;
    login_date: Generated<number | null>;
    /** The sign-in before the latest one, shown to the user as "last sign-in". */
    prev_login_ip: Generated<string>;
    prev_login_date: Generated<number | null>;
    created_at: number;
    updated_at: number;
  };
  sys_role: {
    id: string;
    code: string;
    name: string;
    office_id: string | null;
    built_in: Generated<number>;
    grants_all: Generated<number>;
    created_at: number;
  };
  sys_user_role: { user_id: string; role_id: string };
  sys_menu: {
    id: string;
    parent_id: string | null;
    name: string;
    type: string;
    path: string | null;
    icon: string | null;
    permission: string;
    sort: number;
    invisible: Generated<number>;
    built: Generated<number>;
  };
  sys_role_menu: { role_id: string; menu_id: string };
  sys_session: {
    /** SHA-256 of the cookie token: a leaked table does not leak sessions. */
    id: string;
    user_id: string;
    created_at: number;
    expires_at: number;
    renewed_at: number;
    ip: string;
    user_agent: string;
  };
  sys_login_failure: { key: string; count: number; first_at: number; last_at: number };
  /** One-time single-sign-on tokens (SHA-256 of the token), short-lived. */
  sys_sso_token: { id: string; user_id: string; expires_at: number };
  sys_captcha: { id: string; answer: string; expires_at: number };
  sys_log: {
    id: string;
    office_id: string | null;
    user_id: string | null;
    user_name: string;
    at: number;
    ip: string;
    user_agent: string;
    module: string;
    action: string;
    target: string;
    changes: string;
  };
  /** One announcement per office (spec 3); its window in epoch SECONDS as the spec fixes it. */
  sys_announcement: {
    id: string;
    office_id: string;
    start_time: number;
    /** null: no end, so the announcement is not shown. */
    end_time: number | null;
    enabled: number;
    title_cn: string;
    title_en: string;
    content_cn: string;
    content_en: string;
    updated_by: string | null;
    created_at: number;
    updated_at: number;
  };
  /** Notices addressed to one user (spec 3 notice item). */
  sys_notification: {
    id: string;
    office_id: string;
    user_id: string;
    kind: string;
    content_cn: string;
    content_en: string;
    link: Generated<string>;
    read_state: Generated<number>;
    read_at: number | null;
    created_at: number;
  };
}
