import type { StRecordOf } from '@milestone/servicetitan-contract';
import { DAY, type GenContext, iso, scaled } from './context.js';
import { modifiedAfter, phone } from './people.js';

type Customer = StRecordOf['customers'];
type Contact = StRecordOf['customerContacts'];
type Location = StRecordOf['locations'];

/** The custom field the property lookup and the customer search read. */
export const SQUARE_FOOTAGE_FIELD = { typeId: 9001, name: 'Square Footage' } as const;
// Contact preferences: two variants, shared by the records (nothing edits them in place).
const MARKETING_ON = {
  jobRemindersEnabled: true,
  marketingUpdatesEnabled: true,
  invoiceStatementNotification: true,
  invoiceNotification: true,
  statementNotification: true,
};
const MARKETING_OFF = { ...MARKETING_ON, marketingUpdatesEnabled: false };
const PREFERRED_CONTACT_FIELD = { typeId: 9002, name: 'Preferred Contact' } as const;

/** The tenant's service area: one state, a few dozen towns, each with its zip and area code. */
export interface ServiceArea {
  state: string;
  cities: { name: string; zip: string; areaCode: number; latitude: number; longitude: number }[];
}

const STATES: readonly { code: string; latitude: number; longitude: number }[] = [
  { code: 'TX', latitude: 30.27, longitude: -97.74 },
  { code: 'FL', latitude: 28.54, longitude: -81.38 },
  { code: 'AZ', latitude: 33.45, longitude: -112.07 },
  { code: 'GA', latitude: 33.75, longitude: -84.39 },
  { code: 'NC', latitude: 35.23, longitude: -80.84 },
  { code: 'CO', latitude: 39.74, longitude: -104.99 },
  { code: 'OH', latitude: 39.96, longitude: -83.0 },
  { code: 'TN', latitude: 36.16, longitude: -86.78 },
];

export function generateServiceArea(ctx: GenContext): ServiceArea {
  const { faker, rng } = ctx;
  const home = faker.helpers.arrayElement(STATES);
  const names = new Set<string>();
  while (names.size < 24) names.add(faker.location.city());
  const areaCodes = [rng.int(210, 989), rng.int(210, 989), rng.int(210, 989)];
  return {
    state: home.code,
    cities: [...names].map((name) => ({
      name,
      zip: faker.location.zipCode({ state: home.code }),
      areaCode: rng.pick(areaCodes),
      latitude: home.latitude + (rng.next() - 0.5) * 0.6,
      longitude: home.longitude + (rng.next() - 0.5) * 0.6,
    })),
  };
}

export interface Crm {
  customers: Customer[];
  contacts: Contact[];
  locations: Location[];
  /** Per customer index: the ids of its locations (the first is the main one). */
  locationsOfCustomer: Location[][];
  /** createdOn (ms) of each customer, ascending with the index. */
  customerCreated: number[];
}

export function generateCrm(ctx: GenContext, area: ServiceArea): Crm {
  const { faker, rng } = ctx;
  const count = scaled(ctx, 15_000, 40);
  // Pools sized to the tenant: a small tenant needs few names, and each faker call costs microseconds.
  const firstNames = pool(() => faker.person.firstName(), Math.min(400, 30 + Math.ceil(count / 10)));
  const lastNames = pool(() => faker.person.lastName(), Math.min(700, 40 + Math.ceil(count / 6)));
  const streets = pool(() => faker.location.street(), Math.min(600, 40 + Math.ceil(count / 8)));
  const domains = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'aol.com', 'comcast.net'];
  const usedAddresses = new Set<string>();

  // Three quarters of the customers predate the history; the rest arrive during it. Ids follow creation.
  const earliest = ctx.start - 3 * 365 * DAY;
  const latest = ctx.anchor - 3 * DAY;
  const customerCreated: number[] = [];
  for (let i = 0; i < count; i++) {
    const r = rng.next();
    customerCreated.push(
      r < 0.75 ? earliest + Math.floor((r / 0.75) * (ctx.start - earliest)) : ctx.start + Math.floor(((r - 0.75) / 0.25) * (latest - ctx.start)),
    );
  }
  customerCreated.sort((a, b) => a - b);

  const customers: Customer[] = [];
  const contacts: Contact[] = [];
  const locations: Location[] = [];
  const locationsOfCustomer: Location[][] = [];
  let locationId = 11_000_001;
  let contactId = 12_000_001;

  const address = () => {
    for (;;) {
      const city = rng.pick(area.cities);
      const street = `${rng.int(100, 9999)} ${rng.pick(streets)}`;
      const key = `${street}|${city.name}`.toLowerCase();
      if (usedAddresses.has(key)) continue;
      usedAddresses.add(key);
      return {
        street,
        unit: null,
        city: city.name,
        state: area.state,
        zip: city.zip,
        country: 'USA',
        latitude: round6(city.latitude + (rng.next() - 0.5) * 0.08),
        longitude: round6(city.longitude + (rng.next() - 0.5) * 0.08),
        areaCode: city.areaCode,
      };
    }
  };

  for (let i = 0; i < count; i++) {
    const id = 10_000_001 + i;
    const createdOn = customerCreated[i] as number;
    const commercial = rng.chance(0.1);
    const firstName = rng.pick(firstNames);
    const lastName = rng.pick(lastNames);
    const name = commercial ? faker.company.name() : `${firstName} ${lastName}`;
    const main = address();
    const { areaCode, ...mainAddress } = main;
    const customerFields = rng.chance(0.3) ? [{ ...PREFERRED_CONTACT_FIELD, value: rng.pick(['Phone', 'Email', 'Text']) }] : [];
    customers.push({
      id,
      active: true,
      name,
      type: commercial ? 'Commercial' : 'Residential',
      address: mainAddress,
      customFields: customerFields,
      balance: 0,
      taxExempt: commercial && rng.chance(0.2),
      tagTypeIds: [],
      doNotMail: rng.chance(0.05),
      doNotService: false,
      nationalAccount: false,
      createdOn: iso(createdOn),
      createdById: 1,
      modifiedOn: iso(modifiedAfter(ctx, createdOn, 4)),
      mergedToId: null,
      paymentTermId: null,
      creditLimit: null,
      creditLimitBalance: null,
      externalData: [],
    });

    const own: Location[] = [];
    const locationCount = rng.chance(commercial ? 0.4 : 0.08) ? 2 : 1;
    for (let l = 0; l < locationCount; l++) {
      const at = l === 0 ? mainAddress : stripAreaCode(address());
      const locationCreated = l === 0 ? createdOn : createdOn + Math.floor(rng.next() * (ctx.anchor - DAY - createdOn) * 0.5);
      const location: Location = {
        taxZoneId: null,
        id: locationId++,
        customerId: id,
        active: true,
        name: l === 0 ? name : `${name} - ${at.street}`,
        address: at,
        customFields: commercial ? [] : [{ ...SQUARE_FOOTAGE_FIELD, value: String(rng.int(80, 480) * 10) }],
        createdOn: iso(locationCreated),
        createdById: 1,
        modifiedOn: iso(modifiedAfter(ctx, locationCreated, 4)),
        mergedToId: null,
        zoneId: null,
        taxExempt: false,
        tagTypeIds: [],
        externalData: [],
      };
      own.push(location);
      locations.push(location);
    }
    locationsOfCustomer.push(own);

    const contact = (type: Contact['type'], value: string, isPhone: boolean) => {
      contacts.push({
        modifiedOn: iso(modifiedAfter(ctx, createdOn, 5)),
        phoneSettings: { phoneNumber: isPhone ? value : '', doNotText: isPhone && rng.chance(0.1) },
        createdOn: iso(createdOn),
        preferences: rng.chance(0.6) ? MARKETING_ON : MARKETING_OFF,
        id: contactId++,
        type,
        value,
        memo: null,
        customerId: id,
        active: true,
      });
    };
    if (rng.chance(0.97)) contact('Phone', phone(ctx, areaCode), true);
    if (rng.chance(0.85)) {
      const local = commercial ? rng.pick(['office', 'billing', 'facilities', 'info']) : `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
      const host = commercial ? name.toLowerCase().replace(/[^a-z0-9]+/g, '') + '.com' : rng.pick(domains);
      contact('Email', `${local}${commercial ? '' : rng.int(1, 99)}@${host}`, false);
    }
    if (rng.chance(0.3)) contact('MobilePhone', phone(ctx, areaCode), true);
  }
  return { customers, contacts, locations, locationsOfCustomer, customerCreated };
}

function stripAreaCode<T extends { areaCode: number }>(value: T): Omit<T, 'areaCode'> {
  const { areaCode: _unused, ...rest } = value;
  return rest;
}

function pool(make: () => string, size: number): string[] {
  const seen = new Set<string>();
  for (let i = 0; i < size * 3 && seen.size < size; i++) seen.add(make());
  return [...seen];
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
