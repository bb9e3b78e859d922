/** The device's own IANA time zone: what it tells at pairing, and what plans read when the manifest names none. */
export function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
