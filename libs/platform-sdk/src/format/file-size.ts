const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count in B, KB, MB or GB with divisor 1024 and 2 decimals (spec 001 section 9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${parseFloat(value.toFixed(2))} ${UNITS[unit]}`;
}
