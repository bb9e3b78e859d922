import { kvGet, kvSet } from './db';

/** What a device keeps to stay itself (terminal-protocol.md 1); losing it means pairing again. */
export interface Credentials {
  terminalId: string;
  claimToken: string;
  /** Null until the terminal is authorised. */
  secret: string | null;
  /** The manifest poll while the socket is down, as the authorised register answer said. */
  pollMs?: number;
}

// IndexedDB is the first copy; localStorage the second, for a browser that loses one of them.
const HARDWARE = 'hardwareId';
const CREDENTIALS = 'credentials';
const local = (key: string) => `apm-player.${key}`;

function readLocal<T>(key: string): T | undefined {
  try {
    const v = localStorage.getItem(local(key));
    return v === null ? undefined : (JSON.parse(v) as T);
  } catch {
    return undefined;
  }
}

function writeLocal(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(local(key));
    else localStorage.setItem(local(key), JSON.stringify(value));
  } catch {
    // Storage full or refused: the IndexedDB copy still holds it.
  }
}

async function readBoth<T>(key: string): Promise<T | undefined> {
  let v: T | undefined;
  try {
    v = await kvGet<T>(key);
  } catch {
    v = undefined;
  }
  return v ?? readLocal<T>(key);
}

async function writeBoth(key: string, value: unknown): Promise<void> {
  writeLocal(key, value);
  try {
    await kvSet(key, value);
  } catch {
    // IndexedDB unavailable (private mode in some browsers): localStorage holds it.
  }
}

const validHardwareId = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9._:-]{8,128}$/.test(v);

/** A random UUID (version 4); also where randomUUID is missing (pages not served over HTTPS). */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device's hardware id: made once at the first start (a UUID) and kept for ever. */
export async function hardwareId(): Promise<string> {
  const kept = await readBoth<string>(HARDWARE);
  const id = validHardwareId(kept) ? kept : newUuid();
  // Written every start, so a copy lost from one storage comes back from the other.
  await writeBoth(HARDWARE, id);
  return id;
}

/** The terminal's id, claim token and secret, when it registered before. */
export function loadCredentials(): Promise<Credentials | undefined> {
  return readBoth<Credentials>(CREDENTIALS);
}

/** Keeps the terminal's id, claim token and secret (undefined forgets them). */
export function saveCredentials(c: Credentials | undefined): Promise<void> {
  return writeBoth(CREDENTIALS, c);
}
