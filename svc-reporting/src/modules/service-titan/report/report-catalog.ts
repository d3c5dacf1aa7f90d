/**
 * The report builder's catalog, as data in one place: the entities a report can use, their fields,
 * the field groups (ServiceTitan's modules) and the join rules between entities (spec 001
 * sections 2.6 and 3: Field catalog item, Field group, the Entity Relationships table's 15 rows).
 *
 * Every SQL identifier of a report comes from here, never from a request: a field names its
 * replica column, an entity its table, a rule its key column. report-catalog.spec.ts checks each
 * against the replica's entity classes (no field the replica cannot answer, no column a user
 * needs left out).
 */

export type FieldType = 'string' | 'number' | 'date' | 'boolean' | 'object' | 'array';

export const ENTITY_KEYS = [
  'customers',
  'locations',
  'jobs',
  'appointments',
  'invoices',
  'invoiceItems',
  'payments',
  'estimates',
  'jobSplits',
  'technicians',
  'businessUnits',
  'jobTypes',
  'campaigns',
] as const;
export type EntityKey = (typeof ENTITY_KEYS)[number];

export interface CatalogEntity {
  key: EntityKey;
  /** Plural, as a list heading: 'Invoice Items'. */
  label: string;
  /** One of them: 'invoice item'. */
  singular: string;
  /** The replica table. */
  table: string;
  description: string;
  groupId: string;
}

/** Where a field's value is read: a typed replica column, or a key of the record ServiceTitan sent (raw). */
export type FieldSource = { column: string } | { raw: string };

export interface CatalogField {
  /** '<entity>.<property>', e.g. 'invoices.subTotal'. */
  id: string;
  label: string;
  description: string;
  type: FieldType;
  entity: EntityKey;
  source: FieldSource;
  /** Money in dollars (the UI formats it as currency). */
  currency?: boolean;
}

export interface FieldGroup {
  id: string;
  name: string;
  /** The ServiceTitan module the entities come from (its API's name). */
  officialModule: string;
  description: string;
  entities: EntityKey[];
}

export type Cardinality = 'many-to-one';

/** `from` rows each name at most one `to` row by `fromColumn` (= to.id); one `to` row has many `from` rows. */
export interface JoinRule {
  key: string;
  from: EntityKey;
  /** The field of `from` holding the key (a property name of the replica row). */
  fromField: string;
  fromColumn: string;
  to: EntityKey;
  toField: 'id';
  cardinality: Cardinality;
  description: string;
}

export const FIELD_GROUPS: readonly FieldGroup[] = [
  {
    id: 'crm',
    name: 'Customers & Locations',
    officialModule: 'CRM',
    description: 'Who the company works for and where: customers with their balance, and their service locations.',
    entities: ['customers', 'locations'],
  },
  {
    id: 'job-planning',
    name: 'Jobs & Appointments',
    officialModule: 'Job Planning and Management',
    description: 'The work: jobs with their status, type and total, and the appointments booked for them.',
    entities: ['jobs', 'appointments', 'jobTypes'],
  },
  {
    id: 'accounting',
    name: 'Invoices & Payments',
    officialModule: 'Accounting',
    description: 'What was billed and paid: invoices with their subtotal, tax and balance, their line items, and payments.',
    entities: ['invoices', 'invoiceItems', 'payments'],
  },
  {
    id: 'sales',
    name: 'Estimates',
    officialModule: 'Sales',
    description: 'Estimates given to customers, with their subtotal and when they were sold.',
    entities: ['estimates'],
  },
  {
    id: 'payroll',
    name: 'Job Splits',
    officialModule: 'Payroll',
    description: 'Which technicians share the credit for a job, and their share.',
    entities: ['jobSplits'],
  },
  {
    id: 'settings',
    name: 'Technicians & Business Units',
    officialModule: 'Settings',
    description: 'The people doing the work with their pay rates, and the business units (trades) the work belongs to.',
    entities: ['technicians', 'businessUnits'],
  },
  {
    id: 'marketing',
    name: 'Campaigns',
    officialModule: 'Marketing',
    description: 'The marketing campaigns that brought the jobs in.',
    entities: ['campaigns'],
  },
];

const groupOf = (key: EntityKey): string => FIELD_GROUPS.find((g) => g.entities.includes(key))!.id;

const entity = (key: EntityKey, label: string, singular: string, table: string, description: string): CatalogEntity => ({
  key,
  label,
  singular,
  table,
  description,
  groupId: groupOf(key),
});

export const ENTITIES: readonly CatalogEntity[] = [
  entity('customers', 'Customers', 'customer', 'st_customers', 'People and businesses the company serves.'),
  entity('locations', 'Locations', 'location', 'st_locations', 'The addresses where work is done; a customer can have several.'),
  entity('jobs', 'Jobs', 'job', 'st_jobs', 'A piece of work for a customer at a location: booked, done and invoiced.'),
  entity('appointments', 'Appointments', 'appointment', 'st_appointments', 'The visits booked for a job; a job can have several.'),
  entity('invoices', 'Invoices', 'invoice', 'st_invoices', 'What a customer was billed for a job.'),
  entity('invoiceItems', 'Invoice Items', 'invoice item', 'st_invoice_items', 'The lines of an invoice: services, materials and equipment.'),
  entity('payments', 'Payments', 'payment', 'st_payments', 'Money received from customers.'),
  entity('estimates', 'Estimates', 'estimate', 'st_estimates', 'Quotes given for a job, sold or not.'),
  entity('jobSplits', 'Job Splits', 'job split', 'st_job_splits', 'The share of a job credited to each technician who worked on it.'),
  entity('technicians', 'Technicians', 'technician', 'st_technicians', 'The people who do the work in the field.'),
  entity(
    'businessUnits',
    'Business Units',
    'business unit',
    'st_business_units',
    'The trades or divisions of the company: Electrical, Plumbing, HVAC, General.',
  ),
  entity('jobTypes', 'Job Types', 'job type', 'st_job_types', 'The kind of work a job is, such as a repair or an install.'),
  entity('campaigns', 'Campaigns', 'campaign', 'st_campaigns', 'The marketing campaign a job came from.'),
];

function field(
  entityKey: EntityKey,
  property: string,
  label: string,
  type: FieldType,
  description: string,
  source: FieldSource,
  currency = false,
): CatalogField {
  return { id: `${entityKey}.${property}`, label, description, type, entity: entityKey, source, ...(currency ? { currency } : {}) };
}

const col = (column: string): FieldSource => ({ column });
const raw = (key: string): FieldSource => ({ raw: key });

export const FIELDS: readonly CatalogField[] = [
  // Customers
  field('customers', 'id', 'Customer ID', 'number', "The customer's number in ServiceTitan.", col('id')),
  field('customers', 'name', 'Customer Name', 'string', 'The name of the person or business.', col('name')),
  field('customers', 'type', 'Customer Type', 'string', 'Residential or Commercial.', col('type')),
  field('customers', 'street', 'Customer Street', 'string', "The street of the customer's billing address.", col('street')),
  field('customers', 'city', 'Customer City', 'string', "The city of the customer's billing address.", col('city')),
  field('customers', 'state', 'Customer State', 'string', "The state of the customer's billing address.", col('state')),
  field('customers', 'zip', 'Customer ZIP', 'string', "The ZIP code of the customer's billing address.", col('zip')),
  field('customers', 'balance', 'Customer Balance', 'number', 'What the customer owes right now, in dollars.', col('balance'), true),
  field('customers', 'active', 'Customer Active', 'boolean', 'Whether the customer is still active (deleted customers are kept as inactive).', col('active')),
  field('customers', 'createdOn', 'Customer Created', 'date', 'When the customer was added.', col('created_on')),
  field(
    'customers',
    'address',
    'Customer Address',
    'object',
    "The customer's whole address as ServiceTitan keeps it (street, unit, city, state, ZIP, country).",
    raw('address'),
  ),
  field(
    'customers',
    'customFields',
    'Customer Custom Fields',
    'array',
    'The extra fields the company keeps on a customer, such as a gate code.',
    raw('customFields'),
  ),
  // Locations
  field('locations', 'id', 'Location ID', 'number', "The location's number in ServiceTitan.", col('id')),
  field('locations', 'name', 'Location Name', 'string', 'The name given to the location, such as Home or Office.', col('name')),
  field('locations', 'street', 'Location Street', 'string', 'The street where the work is done.', col('street')),
  field('locations', 'city', 'Location City', 'string', 'The city where the work is done.', col('city')),
  field('locations', 'state', 'Location State', 'string', 'The state where the work is done.', col('state')),
  field('locations', 'zip', 'Location ZIP', 'string', 'The ZIP code where the work is done.', col('zip')),
  field('locations', 'fullAddress', 'Location Address', 'string', 'The full address on one line.', col('full_address')),
  field('locations', 'squareFootage', 'Square Footage', 'number', "The building's size in square feet, when the company recorded it.", col('square_footage')),
  // Jobs
  field('jobs', 'id', 'Job ID', 'number', "The job's number in ServiceTitan.", col('id')),
  field('jobs', 'jobNumber', 'Job Number', 'string', 'The job number shown on the job and its invoice.', col('job_number')),
  field('jobs', 'jobStatus', 'Job Status', 'string', 'Scheduled, Dispatched, InProgress, Hold, Completed or Canceled.', col('job_status')),
  field('jobs', 'createdOn', 'Job Created', 'date', 'When the job was booked.', col('created_on')),
  field('jobs', 'completedOn', 'Job Completed', 'date', 'When the work was finished (empty until then).', col('completed_on')),
  field('jobs', 'total', 'Job Total', 'number', "The job's total in dollars.", col('total'), true),
  field('jobs', 'noCharge', 'No Charge', 'boolean', 'Whether the job was done without charging the customer.', col('no_charge')),
  field('jobs', 'active', 'Job Active', 'boolean', 'Whether the job still exists in ServiceTitan (deleted jobs are kept as inactive).', col('active')),
  field('jobs', 'tagTypeIds', 'Job Tags', 'array', 'The tags put on the job (their ids).', raw('tagTypeIds')),
  // Appointments
  field('appointments', 'id', 'Appointment ID', 'number', "The appointment's number in ServiceTitan.", col('id')),
  field(
    'appointments',
    'appointmentNumber',
    'Appointment Number',
    'string',
    'The job number with the visit number, such as 10234-2.',
    col('appointment_number'),
  ),
  field('appointments', 'start', 'Appointment Start', 'date', 'When the visit starts.', col('start')),
  field('appointments', 'end', 'Appointment End', 'date', 'When the visit ends.', col('end')),
  field('appointments', 'status', 'Appointment Status', 'string', 'Scheduled, Dispatched, Working, Hold, Done or Canceled.', col('status')),
  // Invoices
  field('invoices', 'id', 'Invoice ID', 'number', "The invoice's number in ServiceTitan.", col('id')),
  field('invoices', 'referenceNumber', 'Invoice Number', 'string', 'The number printed on the invoice.', col('reference_number')),
  field('invoices', 'invoiceDate', 'Invoice Date', 'date', 'The date on the invoice.', col('invoice_date')),
  field('invoices', 'dueDate', 'Due Date', 'date', 'When the invoice is due.', col('due_date')),
  field('invoices', 'paidOn', 'Paid On', 'date', 'When the invoice was paid in full (empty while it is open).', col('paid_on')),
  field('invoices', 'subTotal', 'Invoice Subtotal', 'number', 'The invoice before tax, in dollars: the revenue of the work.', col('sub_total'), true),
  field('invoices', 'salesTax', 'Sales Tax', 'number', 'The tax on the invoice, in dollars.', col('sales_tax'), true),
  field('invoices', 'total', 'Invoice Total', 'number', 'The invoice with tax, in dollars.', col('total'), true),
  field('invoices', 'balance', 'Invoice Balance', 'number', 'What is still owed on the invoice, in dollars.', col('balance'), true),
  // Invoice items
  field('invoiceItems', 'id', 'Invoice Item ID', 'number', "The line's number in ServiceTitan.", col('id')),
  field('invoiceItems', 'type', 'Item Type', 'string', 'Service, Material, Equipment or a price modifier.', col('type')),
  field('invoiceItems', 'skuName', 'Item Name', 'string', 'The price-book name of what was sold.', col('sku_name')),
  field('invoiceItems', 'quantity', 'Item Quantity', 'number', 'How many were sold on the line.', col('quantity')),
  field('invoiceItems', 'price', 'Item Price', 'number', 'The price of one, in dollars.', col('price'), true),
  field('invoiceItems', 'total', 'Item Total', 'number', "The line's total in dollars.", col('total'), true),
  // Payments
  field('payments', 'id', 'Payment ID', 'number', "The payment's number in ServiceTitan.", col('id')),
  field('payments', 'date', 'Payment Date', 'date', 'When the money was received.', col('date')),
  field('payments', 'type', 'Payment Type', 'string', 'How it was paid: cash, check, card ...', col('type')),
  field('payments', 'total', 'Payment Amount', 'number', 'The amount received, in dollars.', col('total'), true),
  // Estimates
  field('estimates', 'id', 'Estimate ID', 'number', "The estimate's number in ServiceTitan.", col('id')),
  field('estimates', 'name', 'Estimate Name', 'string', 'The title of the estimate.', col('name')),
  field('estimates', 'status', 'Estimate Status', 'string', 'Open, Sold or Dismissed.', col('status')),
  field('estimates', 'soldOn', 'Estimate Sold On', 'date', 'When the customer accepted the estimate (empty if not sold).', col('sold_on')),
  field('estimates', 'subtotal', 'Estimate Subtotal', 'number', 'The estimate before tax, in dollars.', col('subtotal'), true),
  // Job splits
  field('jobSplits', 'id', 'Job Split ID', 'number', "The split's number in ServiceTitan.", col('id')),
  field('jobSplits', 'split', 'Split %', 'number', "The technician's share of the job, in percent.", col('split')),
  // Technicians
  field('technicians', 'id', 'Technician ID', 'number', "The technician's number in ServiceTitan.", col('id')),
  field('technicians', 'name', 'Technician Name', 'string', "The technician's full name.", col('name')),
  field('technicians', 'team', 'Technician Team', 'string', 'The team the technician belongs to.', col('team')),
  field('technicians', 'email', 'Technician Email', 'string', "The technician's e-mail address.", col('email')),
  field('technicians', 'hourlyRate', 'Hourly Rate', 'number', "The technician's hourly pay, in dollars.", col('hourly_rate'), true),
  field('technicians', 'commissionRate', 'Commission Rate', 'number', 'The share of job revenue paid as commission (0.05 = 5%).', col('commission_rate')),
  field('technicians', 'soldByRate', 'Sold By Rate', 'number', 'The share of sold estimates paid to the technician who sold them.', col('sold_by_rate')),
  field('technicians', 'active', 'Technician Active', 'boolean', 'Whether the technician still works for the company.', col('active')),
  // Business units
  field('businessUnits', 'id', 'Business Unit ID', 'number', "The business unit's number in ServiceTitan.", col('id')),
  field('businessUnits', 'name', 'Business Unit', 'string', 'The trade or division: Electrical, Plumbing, HVAC or General.', col('name')),
  field('businessUnits', 'officialName', 'Business Unit Official Name', 'string', 'The name printed on invoices.', col('official_name')),
  field('businessUnits', 'tradeName', 'Trade', 'string', 'The trade the business unit belongs to.', col('trade_name')),
  // Job types
  field('jobTypes', 'id', 'Job Type ID', 'number', "The job type's number in ServiceTitan.", col('id')),
  field('jobTypes', 'name', 'Job Type', 'string', 'The kind of work, such as Panel Upgrade or Drain Cleaning.', col('name')),
  field(
    'jobTypes',
    'soldThreshold',
    'Sold Threshold',
    'number',
    'A job of this type counts as sold (converted) when its subtotal reaches this, in dollars.',
    col('sold_threshold'),
    true,
  ),
  // Campaigns
  field('campaigns', 'id', 'Campaign ID', 'number', "The campaign's number in ServiceTitan.", col('id')),
  field('campaigns', 'name', 'Campaign', 'string', 'The name of the marketing campaign.', col('name')),
  field('campaigns', 'category', 'Campaign Category', 'string', 'The kind of campaign, such as Online or Referral.', col('category')),
  field('campaigns', 'source', 'Campaign Source', 'string', 'Where the campaign runs, such as Google or a mailer.', col('source')),
];

function rule(from: EntityKey, fromField: string, fromColumn: string, to: EntityKey, description: string): JoinRule {
  return { key: `${from}.${fromField}`, from, fromField, fromColumn, to, toField: 'id', cardinality: 'many-to-one', description };
}

/**
 * The Entity Relationships table (15 rows). The order matters where two paths of the same length
 * lead to an entity: the first rule wins (a job's technicians come through its job splits before
 * an invoice's items). Left out on purpose, so that a pair of entities has one meaning: an
 * invoice's own customer and location (the job's are the same people and place), a technician's
 * home business unit (a report by business unit and technician means the work's unit), a job's
 * sold-by technician (its splits credit the work).
 */
export const JOIN_RULES: readonly JoinRule[] = [
  rule('jobs', 'customerId', 'customer_id', 'customers', 'Each job is for one customer; a customer has many jobs.'),
  rule('jobs', 'locationId', 'location_id', 'locations', 'Each job is done at one location; a location has many jobs.'),
  rule('locations', 'customerId', 'customer_id', 'customers', 'Each location belongs to one customer; a customer can have several locations.'),
  rule('jobs', 'businessUnitId', 'business_unit_id', 'businessUnits', 'Each job belongs to one business unit.'),
  rule('jobs', 'jobTypeId', 'job_type_id', 'jobTypes', 'Each job is of one job type.'),
  rule('jobs', 'campaignId', 'campaign_id', 'campaigns', 'Each job came from one marketing campaign.'),
  rule('appointments', 'jobId', 'job_id', 'jobs', 'Each appointment is a visit for one job; a job can have several appointments.'),
  rule('invoices', 'jobId', 'job_id', 'jobs', 'Each invoice bills one job.'),
  rule(
    'invoices',
    'businessUnitId',
    'business_unit_id',
    'businessUnits',
    "Each invoice is booked to one business unit (revenue by business unit uses the invoice's).",
  ),
  rule('jobSplits', 'jobId', 'job_id', 'jobs', 'Each job split is one technician’s share of one job; a job can have several splits.'),
  rule('jobSplits', 'technicianId', 'technician_id', 'technicians', 'Each job split credits one technician.'),
  rule('invoiceItems', 'invoiceId', 'invoice_id', 'invoices', 'Each invoice item is a line of one invoice; an invoice has many lines.'),
  rule('invoiceItems', 'technicianId', 'technician_id', 'technicians', 'Each invoice item can be credited to one technician.'),
  rule('payments', 'firstInvoiceId', 'first_invoice_id', 'invoices', 'Each payment is applied to an invoice (the first one it pays).'),
  rule('estimates', 'jobId', 'job_id', 'jobs', 'Each estimate was given on one job; a job can have several estimates.'),
];

export const FIELD_BY_ID: ReadonlyMap<string, CatalogField> = new Map(FIELDS.map((f) => [f.id, f]));
export const ENTITY_BY_KEY: ReadonlyMap<EntityKey, CatalogEntity> = new Map(ENTITIES.map((e) => [e.key, e]));

export function entityOf(key: EntityKey): CatalogEntity {
  return ENTITY_BY_KEY.get(key)!;
}

/** Fields that can be summed or averaged. */
export const isNumeric = (f: CatalogField): boolean => f.type === 'number';
/** Fields that can be pivot rows, columns, sort keys and filters (not whole objects or lists). */
export const isScalar = (f: CatalogField): boolean => f.type !== 'object' && f.type !== 'array';
