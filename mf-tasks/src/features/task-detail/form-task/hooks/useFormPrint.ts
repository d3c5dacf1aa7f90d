import { useCallback, useEffect, useRef, useState } from 'react';

/** Print mode turns on this long before the browser's print dialog (spec section 9: about 100 ms). */
export const PRINT_LEAD_MS = 100;

/**
 * Print Form: the read-only print layout turns on, the browser's print dialog opens PRINT_LEAD_MS
 * later, and the form comes back after it. The browser's own print (Ctrl+P) prints the same layout
 * through @media print.
 */
export function useFormPrint(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const print = useCallback(() => {
    if (timer.current) return;
    setPrinting(true);
    timer.current = setTimeout(() => {
      try {
        window.print();
      } finally {
        timer.current = null;
        setPrinting(false);
      }
    }, PRINT_LEAD_MS);
  }, []);
  return { printing, print };
}
