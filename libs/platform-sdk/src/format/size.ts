const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size for people (spec 001 section 9): B, KB, MB or GB, divisor 1024, at most 2 decimals
 * (trailing zeros dropped), e.g. '0 B', '512 B', '1.5 KB', '9.77 MB'. Past GB it stays in GB;
 * a size that is not a finite non-negative number reads 'Unknown size'.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return 'Unknown size';
  let unit = 0;
  let value = bytes;
  // Rounded as shown: 1023.999 KB reads '1 MB', not '1024 KB'.
  while (unit < UNITS.length - 1 && Number(value.toFixed(2)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${UNITS[unit]}`;
}
