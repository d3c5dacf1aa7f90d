import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@milestone/platform-sdk';

/** Print mode turns on this long before the browser's print dialog (spec section 9: about 100 ms). */
export const PRINT_LEAD_MS = 100;

/** The task detail's print mode: ?print=1 (or true) in the page URL. */
export function isPrintQuery(search: string): boolean {
  const value = new URLSearchParams(search).get('print');
  return value === '1' || value === 'true';
}

/**
 * Whether the form shows its read-only print layout: always under ?print=1, and for the moment of
 * Print Form, which turns print mode on, prints after PRINT_LEAD_MS and turns it off again.
 */
export function usePrintMode(): { printQuery: boolean; printing: boolean; print: () => void } {
  const location = useLocation();
  const printQuery = isPrintQuery(location.search);
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
        // Blocks until the dialog closes in most browsers; some return at once and print later
        // from the page as it is then, which the @media print rules keep in the print layout.
        window.print();
      } finally {
        timer.current = null;
        setPrinting(false);
      }
    }, PRINT_LEAD_MS);
  }, []);

  return { printQuery, printing, print };
}
