import { describe, expect, it } from '@jest/globals';
import { lookupAddress, outcomeOfAnswer, outcomeOfFailure, PROPERTY_LOOKUP_TOASTS, propertyFoundToast } from './property-lookup.model.js';

describe('property lookup outcomes', () => {
  it("asks for an address when it is blank: 'Address Required'", () => {
    expect(lookupAddress('   ')).toBeNull();
    expect(lookupAddress(' 1420 Oak Street, Springfield, IL 62704 ')).toBe('1420 Oak Street, Springfield, IL 62704');
    expect(PROPERTY_LOOKUP_TOASTS.addressRequired).toMatchObject({ title: 'Address Required', description: 'Please enter a property address to lookup' });
  });

  it('fills the square feet and says so with the number grouped as the form shows it', () => {
    expect(outcomeOfAnswer({ squareFootage: 2150 })).toEqual({
      squareFeet: 2150,
      toast: { variant: 'success', title: 'Property Found', description: 'Square footage updated to 2,150 sq ft from Zillow' },
    });
    expect(propertyFoundToast(12500).description).toBe('Square footage updated to 12,500 sq ft from Zillow');
    expect(propertyFoundToast(850).description).toBe('Square footage updated to 850 sq ft from Zillow');
  });

  it('drops the fraction of a square footage as the form does', () => {
    expect(outcomeOfAnswer({ squareFootage: 1800.7 }).squareFeet).toBe(1800);
  });

  it('treats an answer without a usable square footage as not found', () => {
    expect(outcomeOfAnswer({ squareFootage: 0 })).toEqual({ squareFeet: null, toast: PROPERTY_LOOKUP_TOASTS.notFound });
  });

  it("answers 404 with 'Property Not Found'", () => {
    expect(outcomeOfFailure(404).toast).toMatchObject({
      title: 'Property Not Found',
      description: 'Could not find property details from Zillow. Please enter square footage manually.',
    });
  });

  it("answers 429 with 'Rate Limited'", () => {
    expect(outcomeOfFailure(429).toast).toMatchObject({
      title: 'Rate Limited',
      description: 'Zillow API limit reached. Please try again later or enter square footage manually.',
    });
  });

  it("answers anything else, and no answer at all, with 'Lookup Failed'", () => {
    for (const status of [500, 502, 503, 401, undefined]) {
      expect(outcomeOfFailure(status)).toEqual({
        squareFeet: null,
        toast: { variant: 'error', title: 'Lookup Failed', description: 'Unable to lookup property details. Please enter square footage manually.' },
      });
    }
  });

  it("answers the service's own 400 (a blank address) with 'Address Required'", () => {
    expect(outcomeOfFailure(400).toast.title).toBe('Address Required');
  });
});
