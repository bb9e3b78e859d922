import type { JobState } from '@apm/contract';
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
    /** When the password was set; null: at creation (created_at). Expiry counts from it. */
    pwd_changed_at: Generated<number | null>;
    /** The office the user chose as default data range (null: their own office). */
    data_range_office_id: Generated<string | null>;
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
    /** 'subtree' (the user's office and below) or 'office' (the user's own office only). */
    data_scope: Generated<string>;
    remarks: Generated<string>;
    created_at: number;
    updated_at: Generated<number>;
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
    /** 1: added by an administrator; 0: an entry of the catalogue. */
    custom: Generated<number>;
    /** The external address of a link entry. */
    link: Generated<string | null>;
    /** An administrator's changes to a catalogue entry (null: the catalogue's value holds). */
    name_set: Generated<string | null>;
    icon_set: Generated<string | null>;
    sort_set: Generated<number | null>;
    invisible_set: Generated<number | null>;
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
    /** 1: the password expired; only the forced change (and sign-out) is allowed. */
    must_change_pwd: Generated<number>;
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
  /** A customer office's contact and own brand (personal = personalType "1"); JSON lists as text. */
  sys_customer: {
    office_id: string;
    contact_name: Generated<string>;
    contact_phone: Generated<string>;
    contact_email: Generated<string>;
    personal: Generated<number>;
    title: Generated<string>;
    logo: Generated<string>;
    icon: Generated<string>;
    copyright: Generated<string>;
    footer_links: Generated<string>;
    languages: string;
    default_language: string | null;
    register: Generated<number>;
    register_role: Generated<string>;
    policy_url: Generated<string>;
    manual_url: Generated<string>;
    created_at: number;
    updated_at: number;
  };
  /** Host names bound to customers, in normal form (lower case, ASCII), unique. */
  sys_customer_domain: { id: string; office_id: string; host: string; created_at: number };
  /** Pictures uploaded for customers' brands (blob MD5s), which are served without a session. */
  sys_brand_image: { md5: string; office_id: string; created_at: number };
  /** Verification codes (hashed), spent once, good for ten minutes. */
  sys_verification_code: {
    id: string;
    purpose: string;
    subject: string;
    destination: string;
    channel: string;
    code_hash: string;
    attempts: Generated<number>;
    created_at: number;
    expires_at: number;
    used_at: number | null;
  };
  /** Code sends per destination and per client IP: the last one and the current hour's count. */
  sys_code_throttle: { key: string; last_at: number; window_start: number; count: number };
  /** Mails not delivered: no mail server configured ('notConfigured') or refused ('failed'). */
  sys_mail_outbox: {
    id: string;
    office_id: string | null;
    to_addr: string;
    subject: string;
    body: string;
    status: string;
    error: Generated<string>;
    created_at: number;
  };
  /** Earlier password hashes of a user (the policy's history). */
  sys_password_history: { id: string; user_id: string; password_hash: string; created_at: number };
  /** Background jobs (platform/jobs owns this table). */
  sys_job: {
    id: string;
    kind: string;
    payload: string;
    state: JobState;
    owner_id: string | null;
    singleton_key: string | null;
    attempts: Generated<number>;
    max_attempts: number;
    run_at: number;
    locked_by: string | null;
    lock_expires_at: number | null;
    progress: string | null;
    result: string | null;
    error: string | null;
    created_at: number;
    updated_at: number;
    finished_at: number | null;
  };
  /** Stored contents by MD5 (platform/storage owns this table); put_at is the last put or keep. */
  sys_blob: { md5: string; size: number; created_at: number; put_at: number };
}
