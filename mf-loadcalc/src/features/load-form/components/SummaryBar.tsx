import { useEffect, useRef } from 'react';
import { formatAmperes, formatService, formatVa, type LoadTotals } from '@milestone/loadcalc';

interface SummaryBarProps {
  totals: LoadTotals | null;
}

/** The CSS variable the phone layout lifts the bar by (see load-form.styles.ts). */
const HOST_BAR_VARIABLE = '--lc-host-bar';

/**
 * How tall a bar the host fixes at the bottom of the window is (the task detail's tab bar on a
 * phone), so the summary sits above it instead of under it; 0 when there is none.
 */
function hostBottomBarHeight(own: HTMLElement): number {
  const x = window.innerWidth / 2;
  const y = window.innerHeight - 1;
  for (const element of document.elementsFromPoint(x, y)) {
    if (own.contains(element)) continue;
    if (window.getComputedStyle(element).position === 'fixed') return Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top));
  }
  return 0;
}

/**
 * The totals kept in view while a long form scrolls: net VA, amperes and the recommended service.
 * On a desktop it sticks to the bottom of the window until the form's own Load Summary comes up; on
 * a phone (640 px or less) it is a bar fixed at the bottom of the screen. Print hides it.
 */
export function SummaryBar({ totals }: SummaryBarProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = ref.current;
    if (!bar) return undefined;
    const place = () => bar.style.setProperty(HOST_BAR_VARIABLE, `${hostBottomBarHeight(bar)}px`);
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);

  return (
    <div ref={ref} className="lc-summary-bar" role="region" aria-label="Totals summary" data-testid="summary-bar">
      <span className="lc-summary-bar__item">
        <span className="lc-summary-bar__label">Net</span>
        <strong data-testid="summary-net-va">{formatVa(totals?.netVa)}</strong>
      </span>
      <span className="lc-summary-bar__item">
        <span className="lc-summary-bar__label lc-summary-bar__label--amperes">Amperes</span>
        <strong data-testid="summary-amperes">{formatAmperes(totals?.amperes)}</strong>
      </span>
      <span className="lc-summary-bar__item">
        <span className="lc-summary-bar__label">Service</span>
        <strong data-testid="summary-service">{formatService(totals?.recommendedServiceAmperes)}</strong>
      </span>
    </div>
  );
}
