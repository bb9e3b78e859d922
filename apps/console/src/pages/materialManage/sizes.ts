const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes as people read it, in the units of spec 9 (B, KB, MB, GB, TB; 1024 each): one
 * decimal where it says something ("12.3 GB", "10 GB", "512 B").
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

/** A duration in ms as a clock: "0:07", "12:05", "1:02:03". */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
