import type { StRecordOf } from '@milestone/servicetitan-contract';
import { DAY, type GenContext, iso, scaled } from './context.js';

type BusinessUnit = StRecordOf['businessUnits'];
type Technician = StRecordOf['technicians'];
type Team = StRecordOf['teams'];

/** The four business units, the same ids and names in every tenant. */
export const BUSINESS_UNITS = [
  { id: 1001, name: 'Electrical' },
  { id: 1002, name: 'Plumbing' },
  { id: 1003, name: 'HVAC' },
  { id: 1004, name: 'General' },
] as const;
export type BusinessUnitName = (typeof BUSINESS_UNITS)[number]['name'];

const TEAM_KINDS: Record<BusinessUnitName, readonly string[]> = {
  Electrical: ['Electrical Service', 'Electrical Install'],
  Plumbing: ['Plumbing Service', 'Plumbing Install'],
  HVAC: ['HVAC Service', 'HVAC Install'],
  General: ['General Maintenance', 'General Projects'],
};

export interface People {
  businessUnits: BusinessUnit[];
  teams: Team[];
  technicians: Technician[];
  /** The technicians of each business unit (by business unit id), in id order. */
  techniciansByUnit: Map<number, Technician[]>;
}

/** A timestamp some time before the history starts (the company existed before its 52 weeks). */
function before(ctx: GenContext, minDays: number, maxDays: number): number {
  return ctx.start - ctx.rng.int(minDays, maxDays) * DAY - ctx.rng.int(0, 86_399) * 1000;
}

/** A later modification, before the anchor; `bias` > 1 keeps most near the creation. */
export function modifiedAfter(ctx: GenContext, createdOn: number, bias = 3): number {
  const span = ctx.anchor - 60_000 - createdOn;
  if (span <= 0) return createdOn;
  return createdOn + Math.floor(span * Math.pow(ctx.rng.next(), bias));
}

export function generatePeople(ctx: GenContext, companyName: string, state: string, city: string): People {
  const { faker, rng } = ctx;
  const businessUnits: BusinessUnit[] = BUSINESS_UNITS.map((unit, index) => {
    const createdOn = before(ctx, 900, 1500);
    return {
      id: unit.id,
      active: true,
      name: unit.name,
      officialName: `${companyName} ${unit.name}`,
      email: `${unit.name.toLowerCase()}@${companyDomain(companyName)}`,
      currency: 'USD',
      phoneNumber: phone(ctx),
      defaultTaxRate: 0.0725,
      address: {
        street: faker.location.streetAddress(),
        unit: null,
        city,
        state,
        zip: faker.location.zipCode({ state }),
        country: 'USA',
        latitude: null,
        longitude: null,
        isManualCoordinates: false,
        isMilitary: false,
      },
      quickbooksClass: unit.name,
      accountCode: `BU-${index + 1}`,
      trade: { id: 500 + index, name: unit.name },
      division: null,
      tagTypeIds: [],
      tenant: { id: ctx.spec.id, name: companyName, modifiedOn: iso(createdOn) },
      createdOn: iso(createdOn),
      modifiedOn: iso(modifiedAfter(ctx, createdOn, 4)),
      externalData: [],
    };
  });

  const teamsPerUnit = ctx.scale >= 0.3 ? 2 : 1;
  const teams: Team[] = [];
  const teamNamesByUnit = new Map<number, string[]>();
  let teamId = 2001;
  for (const unit of BUSINESS_UNITS) {
    const names = TEAM_KINDS[unit.name].slice(0, teamsPerUnit);
    teamNamesByUnit.set(unit.id, names);
    for (const name of names) {
      const createdOn = before(ctx, 700, 1400);
      teams.push({ id: teamId++, active: true, name, createdBy: 1, createdOn: iso(createdOn), modifiedOn: iso(modifiedAfter(ctx, createdOn, 4)) });
    }
  }

  const perUnit = scaled(ctx, 15, 1);
  const technicians: Technician[] = [];
  const techniciansByUnit = new Map<number, Technician[]>();
  const domain = companyDomain(companyName);
  let technicianId = 5001;
  for (const unit of BUSINESS_UNITS) {
    const list: Technician[] = [];
    const teamNames = teamNamesByUnit.get(unit.id) ?? [];
    for (let i = 0; i < perUnit; i++) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const createdOn = before(ctx, 30, 1400);
      const id = technicianId++;
      // Even whole-dollar rates keep hours (quarter hours) x rate x 1.5 exact in cents.
      const hourlyRate = rng.int(12, 24) * 2;
      const technician: Technician = {
        id,
        userId: 7000 + id,
        name: `${firstName} ${lastName}`,
        roleIds: [],
        businessUnitId: unit.id,
        mainZoneId: null,
        zoneIds: [],
        createdOn: iso(createdOn),
        modifiedOn: iso(modifiedAfter(ctx, createdOn, 3)),
        email: `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + `${id % 100}@${domain}`,
        phoneNumber: phone(ctx),
        loginName: `${firstName[0]}${lastName}`.toLowerCase().replace(/[^a-z]/g, ''),
        home: {
          street: faker.location.streetAddress(),
          unit: null,
          country: 'USA',
          city,
          state,
          zip: faker.location.zipCode({ state }),
          streetAddress: null,
          latitude: null,
          longitude: null,
        },
        dailyGoal: rng.int(8, 20) * 100,
        isManagedTech: true,
        licenseType: 'ManagedTech',
        customFields: [],
        active: true,
        aadUserId: null,
        burdenRate: rng.int(10, 30) / 2,
        team: teamNames[i % Math.max(1, teamNames.length)] ?? null,
        jobFilter: null,
        permissions: [],
        accountLocked: false,
        commissionRate: rng.int(2, 8) / 100,
        currentValue: null,
        firstName,
        lastName,
        hourlyRate,
        jobId: null,
        mobilePhone: phone(ctx),
        outboundCallerId: null,
        payrollId: `P${id}`,
        payrollProfileId: null,
        appoitmentId: null,
        shiftStart: null,
        shiftEnd: null,
        soldByRate: rng.int(2, 10) / 100,
        startDate: iso(createdOn),
        status: 'Idle',
        skills: [],
        positions: [],
        location: null,
        bio: null,
        memo: null,
      };
      list.push(technician);
      technicians.push(technician);
    }
    techniciansByUnit.set(unit.id, list);
  }
  return { businessUnits, teams, technicians, techniciansByUnit };
}

export function companyDomain(companyName: string): string {
  return (
    companyName
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z0-9]+/g, '') + '.example.com'
  );
}

/** A US phone number "(AAA) XXX-XXXX" from the cheap generator. */
export function phone(ctx: GenContext, areaCode?: number): string {
  const { rng } = ctx;
  const area = areaCode ?? rng.int(201, 989);
  return `(${area}) ${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}
