/** Where the calculator keeps its form for print preview (spec 001 section 4). */
export const LOAD_CALCULATION_STORAGE_KEY = 'loadCalculation_6';

export interface Appliance {
  name: string;
  watts: number;
  quantity: number;
  loadManagement: boolean;
}

export interface LargeAppliance extends Appliance {
  type: string;
}

export interface LoadCalculationForm {
  customerName: string;
  customerEmail: string;
  squareFeet: number;
  address: string;
  technician: string;
  calculationDate: string;
  kitchenApplianceCircuits: number;
  laundryRoomCircuits: number;
  appliances: Appliance[];
  largeAppliances: LargeAppliance[];
}

const appliance = (name: string, watts: number): Appliance => ({ name, watts, quantity: 1, loadManagement: false });
const large = (name: string, type: string, watts: number): LargeAppliance => ({ ...appliance(name, watts), type });

/**
 * The calculator's default form (spec 001 section 3). Until the calculator lands, this is the
 * form data the Save Calculation dialog stores.
 */
export function defaultLoadCalculationForm(today: Date = new Date()): LoadCalculationForm {
  return {
    customerName: '',
    customerEmail: '',
    squareFeet: 0,
    address: '',
    technician: '',
    calculationDate: today.toISOString().slice(0, 10),
    kitchenApplianceCircuits: 2,
    laundryRoomCircuits: 1,
    appliances: [appliance('Water Heater', 4500), appliance('Microwave', 1800), appliance('Dishwasher', 1500), appliance('Disposer', 800)],
    largeAppliances: [
      large('Heating Unit', 'Heating Unit', 4500),
      large('Range', 'Range', 12000),
      large('Cooktop', 'Cooktop', 3300),
      large('Oven', 'Oven', 2200),
      large('A/C Unit', 'A/C Unit', 5040),
      large('Heating Unit 2', 'Heating Unit', 15000),
      large('EV', 'EV', 4500),
    ],
  };
}

export const NAME_REQUIRED = 'Please enter a name for the calculation';

export interface SaveCalculationRequest {
  name: string;
  description?: string;
  formData: Record<string, unknown>;
}

/**
 * The body of POST /api/calculations/save, or the validation message: the name is required and
 * name and description are trimmed (spec 001 section 5).
 */
export function saveRequest(name: string, description: string, formData: object): { ok: true; body: SaveCalculationRequest } | { ok: false; message: string } {
  const trimmedName = name.trim();
  if (!trimmedName) return { ok: false, message: NAME_REQUIRED };
  const trimmedDescription = description.trim();
  return {
    ok: true,
    body: { name: trimmedName, ...(trimmedDescription ? { description: trimmedDescription } : {}), formData: { ...formData } },
  };
}
