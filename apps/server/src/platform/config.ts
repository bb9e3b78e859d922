import path from 'node:path';
import { z } from 'zod';
import type { PasswordHashStrength } from './auth/password.js';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The origins the console is reached at (comma-separated, e.g. https://screens.example.com):
   * state-changing calls must come from one of them (or a customer's host name). Unset: from a page
   * at an IP address or localhost that names the request's own Host.
   */
  PUBLIC_ORIGINS: z.string().default(''),
  /** Other sites that may send state-changing calls too (comma-separated origins). */
  TRUSTED_ORIGINS: z.string().default(''),
  /** Trust X-Forwarded-* from a reverse proxy (client IP, https for the Secure cookie). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Folder of the built console; the server serves it at `/`. */
  CONSOLE_DIR: z.string().optional(),
  /** Folder of the built browser player; the server serves it at `/player/`. */
  PLAYER_DIR: z.string().optional(),
  /** Redis for the bus between server processes (redis://host:6379); without it the bus stays in the process. */
  REDIS_URL: z.string().optional(),
  /** How long a job's claim holds without renewal: a crashed server's jobs are taken over after it. */
  JOB_LEASE_MS: z.coerce.number().int().min(300).max(3_600_000).default(30_000),
  /** JSON file mapping host names to brands (title, logo, languages ...), besides the built-in default. */
  BRANDS_FILE: z.string().optional(),
  /** How costly new password hashes are: argon2's `standard`, or OWASP's `minimum` (platform/auth/password.ts). */
  PASSWORD_HASH_STRENGTH: z.enum(['standard', 'minimum']).default('standard'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** PUBLIC_ORIGINS: where the console is reached; empty when unset. */
  publicOrigins: string[];
  trustedOrigins: string[];
  trustProxy: boolean;
  consoleDir: string | undefined;
  playerDir: string | undefined;
  brandsFile: string | undefined;
  redisUrl: string | undefined;
  jobLeaseMs: number;
  passwordHashStrength: PasswordHashStrength;
}

/** The items of a comma-separated list, trimmed, empty ones left out. */
const listOf = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Reads the configuration from the environment; throws with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bad configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
    publicOrigins: listOf(e.PUBLIC_ORIGINS),
    trustedOrigins: listOf(e.TRUSTED_ORIGINS),
    trustProxy: e.TRUST_PROXY === 'true',
    consoleDir: e.CONSOLE_DIR ? path.resolve(e.CONSOLE_DIR) : undefined,
    playerDir: e.PLAYER_DIR ? path.resolve(e.PLAYER_DIR) : undefined,
    brandsFile: e.BRANDS_FILE ? path.resolve(e.BRANDS_FILE) : undefined,
    redisUrl: e.REDIS_URL || undefined,
    jobLeaseMs: e.JOB_LEASE_MS,
    passwordHashStrength: e.PASSWORD_HASH_STRENGTH,
  };
}
