import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@milestone/platform-sdk';
import { lookupProperty } from '../lookup.api.js';
import { lookupAddress, PROPERTY_LOOKUP_TOASTS } from '../property-lookup.model.js';

/**
 * The property lookup next to Address: `lookup(address)` asks svc-reporting for the square
 * footage, hands a found one to `onSquareFeet` and shows the spec's toast. One at a time: a
 * second press while one runs does nothing (the button is disabled then too).
 */
export function usePropertyLookup(onSquareFeet: (squareFeet: number) => void): { lookup: (address: string) => void; running: boolean } {
  const { toast } = useToast();
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  const onFound = useRef(onSquareFeet);
  onFound.current = onSquareFeet;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const lookup = useCallback(
    (address: string) => {
      const query = lookupAddress(address);
      if (query === null) {
        toast(PROPERTY_LOOKUP_TOASTS.addressRequired);
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setRunning(true);
      void lookupProperty(query).then((outcome) => {
        busy.current = false;
        // The form may have gone (print mode, another section): the answer has no field to fill.
        if (!mounted.current) return;
        setRunning(false);
        if (outcome.squareFeet !== null) onFound.current(outcome.squareFeet);
        toast(outcome.toast);
      });
    },
    [toast],
  );

  return { lookup, running };
}
