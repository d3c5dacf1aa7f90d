import type { TaskStatus, TaskType } from '@milestone/contracts';
import { PURCHASE_ORDER_FORM, PURCHASE_ORDER_TEMPLATE } from '@milestone/contracts/forms';

export interface StarterTask {
  name: string;
  description: string;
  type: TaskType;
  status: TaskStatus;
  steps: string[];
  /** The task's config; none: {}. */
  config?: Record<string, unknown>;
}

export const TECHNICIAN_PAY_REPORT = 'Technician Pay Report';
export const RESIDENTIAL_LOAD_CALCULATION = 'Residential Load Calculation';

/** What every new company finds on its home page (ARCHITECTURE.md section 7). */
export const STARTER_TASKS: readonly StarterTask[] = [
  {
    name: TECHNICIAN_PAY_REPORT,
    description:
      'Generates the weekly technician pay report from ServiceTitan data: completed jobs, hours, revenue and commission per technician for a Monday-Sunday pay period.',
    type: 'api-reporting',
    status: 'active',
    steps: [
      'Choose the pay period (a Monday-Sunday week) and how to group the results: none, team or business unit.',
      'Fetch the completed jobs, invoices, payments and technician assignments of that period from ServiceTitan.',
      "Total each technician's hours, revenue and commission for the period.",
      'Write the pay report spreadsheet and review it before it goes to payroll.',
    ],
  },
  {
    name: RESIDENTIAL_LOAD_CALCULATION,
    description:
      'Residential electrical load calculation by the NEC 220 standard method: general lighting and receptacle loads, appliances and large loads with their demand factors, and the resulting service size in amps.',
    type: 'form-processing',
    status: 'active',
    steps: [
      'Enter the customer, the property address, the square footage, the technician and the calculation date.',
      'General lighting and receptacles: 3 VA per square foot plus 1,500 VA for each kitchen small-appliance and laundry circuit.',
      'Apply the demand factors: the first 3,000 VA at 100%, 3,001 to 120,000 VA at 35%, the rest at 25%.',
      'Add the appliances fastened in place, at 75% when there are more than three (NEC 220.53).',
      'Add the large appliances: ranges per Table 220.55, dryers at least 5,000 W, EV chargers at least 7,200 W; omit the smaller of heating and air conditioning.',
      'Review the total load and the amperage (watts / 240), then save or print the calculation.',
    ],
  },
  {
    name: PURCHASE_ORDER_TEMPLATE,
    description:
      'Purchase order for special-order parts from the warehouse: vendor, ship-to, the parts ordered with their quantities and prices, and the totals; printable, and submitted as a PDF with the lines as a spreadsheet.',
    type: 'form-processing',
    status: 'active',
    steps: [
      "Enter the PO number, pick the 'Date Created' in the date dialog, and fill in the vendor, who requested the parts and the job or customer reference.",
      'Ship To starts as WAREHOUSE and Order Type as Special Order; change them when the order is for somewhere or something else.',
      'Add a line for each part: part number, description, quantity, unit and unit price; each line total is the quantity times the unit price.',
      'Enter the tax rate: the subtotal, the tax and the total follow.',
      'Print the order, or Submit it to make its PDF and the spreadsheet of its lines.',
    ],
    config: { form: PURCHASE_ORDER_FORM },
  },
];

/** Instructions as the task stores them: JSON text of a list of steps `{ id, content }`. */
export function instructionsOf(steps: readonly string[]): string {
  return JSON.stringify(steps.map((content, i) => ({ id: `step-${i + 1}`, content })));
}
