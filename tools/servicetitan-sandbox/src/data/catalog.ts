import type { StRecordOf } from '@milestone/servicetitan-contract';
import { DAY, type GenContext, iso } from './context.js';
import { BUSINESS_UNITS, type BusinessUnitName, modifiedAfter } from './people.js';
import { cents, money } from './rng.js';

type JobType = StRecordOf['jobTypes'];
type Campaign = StRecordOf['campaigns'];
type ItemType = StRecordOf['invoiceItems']['type'];

/** What the generator needs to know about a job type beyond its record. */
export interface JobTypePlan {
  record: JobType;
  businessUnitId: number;
  /** Relative frequency inside its business unit. */
  weight: number;
  /** Hours on site, in quarter hours: [min, max]. */
  quarters: [number, number];
  noCharge: boolean;
}

interface JobTypeSeed {
  name: string;
  weight: number;
  quarters: [number, number];
  soldThreshold: number | null;
  noCharge?: boolean;
  klass: string;
}

const JOB_TYPES: Record<BusinessUnitName, JobTypeSeed[]> = {
  Electrical: [
    { name: 'Electrical Service Call', weight: 40, quarters: [3, 6], soldThreshold: 250, klass: 'Service' },
    { name: 'Panel Upgrade', weight: 10, quarters: [6, 10], soldThreshold: 1500, klass: 'Install' },
    { name: 'EV Charger Install', weight: 12, quarters: [5, 8], soldThreshold: 900, klass: 'Install' },
    { name: 'Lighting Install', weight: 18, quarters: [3, 7], soldThreshold: 400, klass: 'Install' },
    { name: 'Electrical Inspection', weight: 20, quarters: [2, 4], soldThreshold: null, klass: 'Maintenance' },
  ],
  Plumbing: [
    { name: 'Plumbing Service Call', weight: 40, quarters: [3, 6], soldThreshold: 250, klass: 'Service' },
    { name: 'Water Heater Replacement', weight: 14, quarters: [6, 10], soldThreshold: 1200, klass: 'Install' },
    { name: 'Drain Cleaning', weight: 22, quarters: [2, 5], soldThreshold: 200, klass: 'Service' },
    { name: 'Leak Repair', weight: 18, quarters: [3, 6], soldThreshold: 300, klass: 'Service' },
    { name: 'Repipe', weight: 6, quarters: [8, 12], soldThreshold: 3000, klass: 'Install' },
  ],
  HVAC: [
    { name: 'HVAC Service Call', weight: 36, quarters: [3, 6], soldThreshold: 300, klass: 'Service' },
    { name: 'AC Tune-Up', weight: 24, quarters: [2, 4], soldThreshold: 150, klass: 'Maintenance' },
    { name: 'Furnace Repair', weight: 18, quarters: [3, 7], soldThreshold: 350, klass: 'Service' },
    { name: 'System Replacement', weight: 8, quarters: [8, 12], soldThreshold: 5000, klass: 'Install' },
    { name: 'Duct Cleaning', weight: 14, quarters: [4, 7], soldThreshold: 400, klass: 'Maintenance' },
  ],
  General: [
    { name: 'Maintenance Visit', weight: 35, quarters: [2, 5], soldThreshold: 150, klass: 'Maintenance' },
    { name: 'Warranty Visit', weight: 12, quarters: [2, 4], soldThreshold: null, noCharge: true, klass: 'Warranty' },
    { name: 'Estimate Visit', weight: 18, quarters: [2, 3], soldThreshold: 500, klass: 'Sales' },
    { name: 'Handyman Repair', weight: 20, quarters: [3, 6], soldThreshold: 200, klass: 'Service' },
    { name: 'Home Safety Inspection', weight: 15, quarters: [2, 4], soldThreshold: null, klass: 'Maintenance' },
  ],
};

export function generateJobTypes(ctx: GenContext): JobTypePlan[] {
  const plans: JobTypePlan[] = [];
  let id = 3001;
  for (const unit of BUSINESS_UNITS) {
    for (const seed of JOB_TYPES[unit.name]) {
      const createdOn = ctx.start - ctx.rng.int(400, 1400) * DAY;
      plans.push({
        businessUnitId: unit.id,
        weight: seed.weight,
        quarters: seed.quarters,
        noCharge: seed.noCharge ?? false,
        record: {
          id: id++,
          name: seed.name,
          businessUnitIds: [unit.id],
          skills: [],
          tagTypeIds: [],
          priority: 'Normal',
          duration: ((seed.quarters[0] + seed.quarters[1]) / 2) * 900,
          soldThreshold: seed.soldThreshold,
          class: seed.klass,
          summary: `${seed.name} (${unit.name})`,
          noCharge: seed.noCharge ?? false,
          enforceRecurringServiceEventSelection: false,
          invoiceSignaturesRequired: seed.klass === 'Install',
          modifiedOn: iso(modifiedAfter(ctx, createdOn, 4)),
          createdOn: iso(createdOn),
          externalData: [],
          active: true,
          isSmartDispatched: false,
          defaultEstimateSoldAction: 'None',
          customFieldTypeIds: [],
        },
      });
    }
  }
  return plans;
}

const CAMPAIGNS: { name: string; category: string; source: string; medium: string; weight: number }[] = [
  { name: 'Repeat Customer', category: 'Existing Customers', source: 'Customer', medium: 'Phone', weight: 30 },
  { name: 'Google Ads', category: 'Online', source: 'Google', medium: 'Paid Search', weight: 16 },
  { name: 'Google Local Services', category: 'Online', source: 'Google', medium: 'LSA', weight: 10 },
  { name: 'Website', category: 'Online', source: 'Website', medium: 'Organic', weight: 10 },
  { name: 'Facebook', category: 'Social', source: 'Facebook', medium: 'Social', weight: 6 },
  { name: 'Nextdoor', category: 'Social', source: 'Nextdoor', medium: 'Social', weight: 3 },
  { name: 'Yelp', category: 'Online', source: 'Yelp', medium: 'Reviews', weight: 4 },
  { name: 'Referral', category: 'Word of Mouth', source: 'Customer', medium: 'Referral', weight: 9 },
  { name: 'Direct Mail', category: 'Print', source: 'Mailer', medium: 'Direct Mail', weight: 4 },
  { name: 'Yard Signs', category: 'Print', source: 'Signs', medium: 'Outdoor', weight: 2 },
  { name: 'Radio', category: 'Broadcast', source: 'Radio', medium: 'Radio', weight: 3 },
  { name: 'Home Show', category: 'Events', source: 'Event', medium: 'Event', weight: 3 },
];

export interface CampaignPlan {
  record: Campaign;
  weight: number;
}

export function generateCampaigns(ctx: GenContext): CampaignPlan[] {
  const categories = new Map<string, number>();
  return CAMPAIGNS.map((seed, index) => {
    if (!categories.has(seed.category)) categories.set(seed.category, 601 + categories.size);
    const createdOn = ctx.start - ctx.rng.int(100, 1200) * DAY;
    return {
      weight: seed.weight,
      record: {
        id: 4001 + index,
        name: seed.name,
        modifiedOn: iso(modifiedAfter(ctx, createdOn, 4)),
        createdOn: iso(createdOn),
        active: true,
        isDefaultCampaign: index === 0,
        category: { id: categories.get(seed.category) as number, name: seed.category, active: true },
        source: seed.source,
        otherSource: null,
        businessUnit: null,
        medium: seed.medium,
        otherMedium: null,
        campaignPhoneNumbers: [],
      },
    };
  });
}

/** A price-book entry invoices pick from. */
export interface Sku {
  id: number;
  name: string;
  type: ItemType;
  price: number;
  /** Materials and equipment carry sales tax; labour does not. */
  taxable: boolean;
  /** The item's money strings by quantity (index 0 = the no-charge line), made once. */
  lines: SkuLine[];
}

export interface SkuLine {
  quantity: string;
  price: string;
  cost: string;
  totalCost: string;
  total: string;
  totalValue: number;
}

/** The most of one material an invoice line takes. */
export const MAX_QUANTITY = 4;

function skuLines(price: number): SkuLine[] {
  const lines: SkuLine[] = [{ quantity: '1', price: '0.00', cost: money(price * 0.45), totalCost: money(price * 0.45), total: '0.00', totalValue: 0 }];
  for (let q = 1; q <= MAX_QUANTITY; q++) {
    lines.push({
      quantity: String(q),
      price: money(price),
      cost: money(price * 0.45),
      totalCost: money(q * price * 0.45),
      total: money(q * price),
      totalValue: cents(q * price),
    });
  }
  return lines;
}

const SKUS: Record<BusinessUnitName, [string, ItemType, number][]> = {
  Electrical: [
    ['Outlet Replacement', 'Service', 145],
    ['GFCI Outlet', 'Material', 38.5],
    ['Breaker Replacement', 'Service', 225],
    ['200A Panel', 'Equipment', 1850],
    ['Level 2 EV Charger', 'Equipment', 699],
    ['LED Fixture', 'Material', 89.99],
    ['Whole-Home Surge Protector', 'Equipment', 425],
    ['Wiring Labor (hour)', 'Service', 125],
    ['Smoke Detector', 'Material', 42.75],
  ],
  Plumbing: [
    ['Drain Clearing', 'Service', 189],
    ['50 Gal Water Heater', 'Equipment', 1450],
    ['Toilet Repair Kit', 'Material', 34.95],
    ['Faucet Replacement', 'Service', 260],
    ['PEX Pipe (10 ft)', 'Material', 22.4],
    ['Leak Detection', 'Service', 175],
    ['Garbage Disposal', 'Equipment', 385],
    ['Plumbing Labor (hour)', 'Service', 115],
    ['Shut-off Valve', 'Material', 27.5],
  ],
  HVAC: [
    ['AC Tune-Up', 'Service', 129],
    ['Capacitor', 'Material', 64.5],
    ['Refrigerant R-410A (lb)', 'Material', 95],
    ['3 Ton AC Condenser', 'Equipment', 4200],
    ['Furnace Igniter', 'Material', 78.25],
    ['Air Filter', 'Material', 24.99],
    ['Smart Thermostat', 'Equipment', 329],
    ['HVAC Labor (hour)', 'Service', 135],
    ['Duct Sealing', 'Service', 450],
  ],
  General: [
    ['Maintenance Plan Visit', 'Service', 99],
    ['Handyman Labor (hour)', 'Service', 85],
    ['Caulking', 'Material', 12.5],
    ['Door Adjustment', 'Service', 95],
    ['Weatherstripping', 'Material', 29.9],
    ['Safety Inspection', 'Service', 149],
    ['Grab Bar Install', 'Service', 175],
  ],
};

/** The service fee every invoice opens with (the "trip charge"), per business unit. */
export const SERVICE_CALL_FEE = 79;

export function priceBook(): Map<number, Sku[]> {
  const book = new Map<number, Sku[]>();
  let id = 8001;
  for (const unit of BUSINESS_UNITS) {
    const skus: Sku[] = [
      { id: id++, name: `${unit.name} Service Call`, type: 'Service', price: SERVICE_CALL_FEE, taxable: false, lines: skuLines(SERVICE_CALL_FEE) },
    ];
    for (const [name, type, price] of SKUS[unit.name]) skus.push({ id: id++, name, type, price, taxable: type !== 'Service', lines: skuLines(price) });
    book.set(unit.id, skus);
  }
  return book;
}
