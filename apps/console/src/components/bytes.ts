const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes as people read it, in the units of spec 9 (B, KB, MB, GB, TB; 1024 each): one
 * decimal where it says something ("12.3 GB", "10 GB", "512 B"). Materials' sizes, offices' storage.
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
  return `${shown} ${UNITS[unit]}`;
}
