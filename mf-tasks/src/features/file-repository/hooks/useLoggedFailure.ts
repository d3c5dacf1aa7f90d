import { useEffect } from 'react';

/**
 * A failed file list or detail fetch is only logged (spec 001 sections 7 and 8): the screen goes on
 * with the summary data it has.
 */
export function useLoggedFailure(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.error(`${what} could not be loaded:`, error);
  }, [what, error]);
}
