import type { Appliance, ApplianceType, LargeAppliance, LoadCalculationForm } from './load-form.types.js';

/** The calendar date of `date` in the local time zone (the user's "today"), as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

const DEFAULT_APPLIANCES: ReadonlyArray<Readonly<Appliance>> = [
  { name: 'Water Heater', watts: 4500, quantity: 1, loadManagement: false },
  { name: 'Microwave', watts: 1800, quantity: 1, loadManagement: false },
  { name: 'Dishwasher', watts: 1500, quantity: 1, loadManagement: false },
  { name: 'Disposer', watts: 800, quantity: 1, loadManagement: false },
];

const DEFAULT_LARGE_APPLIANCES: ReadonlyArray<Readonly<LargeAppliance>> = [
  { name: 'Heating Unit', type: 'Heating Unit', watts: 4500, quantity: 1, loadManagement: false },
  { name: 'Range', type: 'Range', watts: 12000, quantity: 1, loadManagement: false },
  { name: 'Cooktop', type: 'Cooktop', watts: 3300, quantity: 1, loadManagement: false },
  { name: 'Oven', type: 'Oven', watts: 2200, quantity: 1, loadManagement: false },
  { name: 'A/C Unit', type: 'A/C Unit', watts: 5040, quantity: 1, loadManagement: false },
  { name: 'Heating Unit 2', type: 'Heating Unit', watts: 15000, quantity: 1, loadManagement: false },
  { name: 'EV', type: 'EV', watts: 4500, quantity: 1, loadManagement: false },
];

/**
 * The form's initial value (spec section 3): kitchen 2 and laundry 1 circuits, the four fixed
 * appliances and the seven large appliances, calculationDate today. Every call returns fresh
 * objects, so a caller may mutate the result.
 */
export function defaultLoadForm(today: Date = new Date()): LoadCalculationForm {
  return {
    customerName: '',
    customerEmail: '',
    squareFeet: '',
    address: '',
    technician: '',
    calculationDate: toIsoDate(today),
    kitchenApplianceCircuits: 2,
    laundryRoomCircuits: 1,
    appliances: DEFAULT_APPLIANCES.map((row) => ({ ...row })),
    largeAppliances: DEFAULT_LARGE_APPLIANCES.map((row) => ({ ...row })),
  };
}

/** A blank row for "Add Appliance". */
export function newAppliance(): Appliance {
  return { name: '', watts: 0, quantity: 1, loadManagement: false };
}

/** A blank row for "Add Large Appliance". */
export function newLargeAppliance(type: ApplianceType = 'Motor'): LargeAppliance {
  return { name: '', type, watts: 0, quantity: 1, loadManagement: false };
}
