import { randomInt } from 'node:crypto';
import { defaultLoadForm } from '@milestone/loadcalc';

export function aCompanyId(): number {
  return randomInt(100_000, 2_000_000_000);
}

export function aUserId(): number {
  return randomInt(100_000, 2_000_000_000);
}

/** The load calculator's form as the front end sends it (spec 001 section 3). */
export function aFormData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerName: 'Dana Whitfield',
    customerEmail: 'dana@example.com',
    squareFeet: 2150,
    address: '4417 Elm Ridge Dr, Naperville, IL',
    technician: 'Marco R.',
    calculationDate: '2026-03-02',
    kitchenApplianceCircuits: 2,
    laundryRoomCircuits: 1,
    appliances: [
      { name: 'Water Heater', watts: 4500, quantity: 1, loadManagement: false },
      { name: 'Microwave', watts: 1800, quantity: 1, loadManagement: false },
    ],
    largeAppliances: [{ name: 'Range', type: 'Range', watts: 12000, quantity: 1, loadManagement: false }],
    ...overrides,
  };
}

/** The calculator's default form (spec 001 section 3) with 2,000 sq ft: the hand-checked house of the e2e tests. */
export function aDefaultFormData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { appliances, largeAppliances } = defaultLoadForm();
  return aFormData({ squareFeet: 2000, appliances, largeAppliances, ...overrides });
}

let seq = 0;
export function aSaveBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return { name: `Panel upgrade ${seq}`, description: 'Customer asks about a 200 A service', formData: aFormData(), ...overrides };
}
