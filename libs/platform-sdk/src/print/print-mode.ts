import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '../routing/router.js';

/** Print mode turns on this long before the browser's print dialog (spec 001 section 9: about 100 ms). */
export const PRINT_LEAD_MS = 100;

/** Whether the page URL asks for print mode: ?print=1 or ?print=true. */
export function isPrintQuery(search: string): boolean {
  const value = new URLSearchParams(search).get('print');
  return value === '1' || value === 'true';
}

/**
 * A form's print mode, as the load calculator and a form task print: `printQuery` under ?print=1,
 * and `printing` for the moment of Print Form (`print`), which turns the read-only print layout
 * on, opens the browser's print dialog PRINT_LEAD_MS later and turns it off again. The browser's
 * own print (Ctrl+P) prints the same layout through the screens' @media print rules.
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
