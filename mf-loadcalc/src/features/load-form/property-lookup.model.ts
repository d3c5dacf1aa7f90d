// The property lookup next to Address (spec 001 sections 2.2, 5, 7 and 8): from an answer or a
// failure of POST /api/zillow/property-lookup to the square feet and the toast the form shows.
import type { ReportingComponents } from '@milestone/contracts';
import { formatNumber } from '@milestone/loadcalc';
import type { ToastOptions } from '@milestone/platform-sdk';

export type PropertyLookupResult = ReportingComponents['schemas']['PropertyLookupResultDto'];

export const PROPERTY_LOOKUP_TOASTS = {
  addressRequired: { variant: 'error', title: 'Address Required', description: 'Please enter a property address to lookup' },
  notFound: {
    variant: 'warning',
    title: 'Property Not Found',
    description: 'Could not find property details from Zillow. Please enter square footage manually.',
  },
  rateLimited: {
    variant: 'warning',
    title: 'Rate Limited',
    description: 'Zillow API limit reached. Please try again later or enter square footage manually.',
  },
  failed: { variant: 'error', title: 'Lookup Failed', description: 'Unable to lookup property details. Please enter square footage manually.' },
} as const satisfies Record<string, ToastOptions>;

/** 'Property Found': the square footage as the form shows numbers ('2,150'). */
export function propertyFoundToast(squareFeet: number): ToastOptions {
  return { variant: 'success', title: 'Property Found', description: `Square footage updated to ${formatNumber(squareFeet)} sq ft from Zillow` };
}

/** What a lookup ends in: the square feet to put in the form (when found) and the toast to show. */
export interface PropertyLookupOutcome {
  squareFeet: number | null;
  toast: ToastOptions;
}

/** The address to send, or null when it is blank (no call is made then). */
export function lookupAddress(address: string): string | null {
  const trimmed = address.trim();
  return trimmed === '' ? null : trimmed;
}

/** A found property: its square footage as the form's whole number; an answer without one is not a find. */
export function outcomeOfAnswer(answer: Pick<PropertyLookupResult, 'squareFootage'>): PropertyLookupOutcome {
  const value = answer.squareFootage;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return { squareFeet: null, toast: PROPERTY_LOOKUP_TOASTS.notFound };
  // The fraction goes as the form reads square feet (parseInt, spec section 5).
  const squareFeet = Math.trunc(value);
  return { squareFeet, toast: propertyFoundToast(squareFeet) };
}

/**
 * A failed lookup by HTTP status (undefined for no answer at all): 404 not found, 429 rate
 * limited, 400 (the service found the address blank) address required, anything else failed.
 */
export function outcomeOfFailure(status: number | undefined): PropertyLookupOutcome {
  const toast =
    status === 404
      ? PROPERTY_LOOKUP_TOASTS.notFound
      : status === 429
        ? PROPERTY_LOOKUP_TOASTS.rateLimited
        : status === 400
          ? PROPERTY_LOOKUP_TOASTS.addressRequired
          : PROPERTY_LOOKUP_TOASTS.failed;
  return { squareFeet: null, toast };
}
