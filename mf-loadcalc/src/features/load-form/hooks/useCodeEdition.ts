import { useCallback, useEffect, useState } from 'react';
import type { CodeEdition } from '@milestone/loadcalc';
import { browserStorage, readCodeEdition, storeCodeEdition } from '../load-form.storage.js';

/**
 * The NEC edition the calculation follows, remembered per signed-in user in this browser (a plain
 * key when nobody is signed in). Read again when the user changes: a shared tablet follows whoever
 * signs in.
 */
export function useCodeEdition(userId: string | number | null | undefined): [CodeEdition, (edition: CodeEdition) => void] {
  const [edition, setEdition] = useState<CodeEdition>(() => readCodeEdition(browserStorage('localStorage'), userId));

  useEffect(() => {
    setEdition(readCodeEdition(browserStorage('localStorage'), userId));
  }, [userId]);

  const choose = useCallback(
    (next: CodeEdition) => {
      setEdition(next);
      storeCodeEdition(browserStorage('localStorage'), userId, next);
    },
    [userId],
  );

  return [edition, choose];
}
