const UNIQUE_VIOLATION = '23505';

/** The unique index a failed insert or update ran into, if that is why it failed. */
export function violatedUniqueIndex(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const driver = e.driverError ?? e;
  return driver.code === UNIQUE_VIOLATION ? (driver.constraint ?? '') : null;
}
