/** The nine appliance types of the spec (section 3), in the order the form offers them. */
export const APPLIANCE_TYPES = ['Heating Unit', 'A/C Unit', 'Heat Pump', 'Motor', 'EV', 'Dryer', 'Range', 'Oven', 'Cooktop'] as const;

export type ApplianceType = (typeof APPLIANCE_TYPES)[number];

/**
 * A number as the form holds it: inputs hand over text while the user types ('2,000', ''), saved
 * calculations may carry either. The engine parses and validates it; it never trusts it.
 */
export type NumberInput = number | string;

/** A row of "Appliances Fastened In Place". */
export interface Appliance {
  name: string;
  watts: NumberInput;
  quantity: NumberInput;
  loadManagement: boolean;
}

/** A row of "Large Appliances and Loads". */
export interface LargeAppliance {
  name: string;
  type: ApplianceType;
  watts: NumberInput;
  quantity: NumberInput;
  loadManagement: boolean;
}

/** The load calculation form data (spec section 3). */
export interface LoadCalculationForm {
  customerName: string;
  customerEmail: string;
  squareFeet: NumberInput;
  address: string;
  technician: string;
  /** ISO date, YYYY-MM-DD. */
  calculationDate: string;
  kitchenApplianceCircuits: NumberInput;
  laundryRoomCircuits: NumberInput;
  appliances: Appliance[];
  largeAppliances: LargeAppliance[];
}

/** The first rows of `appliances` are fixed named rows; only rows from this index on may be deleted. */
export const FIXED_APPLIANCE_COUNT = 4;

export function isApplianceRowDeletable(index: number): boolean {
  return Number.isInteger(index) && index >= FIXED_APPLIANCE_COUNT;
}

const APPLIANCE_TYPE_SET: ReadonlySet<string> = new Set(APPLIANCE_TYPES);

export function isApplianceType(value: unknown): value is ApplianceType {
  return typeof value === 'string' && APPLIANCE_TYPE_SET.has(value);
}
