import { QueryClient } from '@tanstack/react-query';
import { catalogQueryKeys } from './report-catalog-query-keys.js';
import { selectionKey, type FieldCatalog, type FieldSelectionValidation, type JoinRule, type ReportEntity } from './report-catalog.model.js';

/** A few fields of svc-reporting's catalog (report-catalog.ts), as GET /api/service-titan/fields answers them. */
export function catalogAnswer(): FieldCatalog {
  return {
    fieldGroups: [
      {
        id: 'crm',
        name: 'Customers & Locations',
        officialModule: 'CRM',
        description: 'Who the company works for and where.',
        entities: ['customers', 'locations'],
      },
      {
        id: 'accounting',
        name: 'Invoices & Payments',
        officialModule: 'Accounting',
        description: 'What was billed and paid.',
        entities: ['invoices', 'payments'],
      },
      { id: 'settings', name: 'Technicians & Business Units', officialModule: 'Settings', description: 'Who does the work.', entities: ['technicians'] },
      { id: 'marketing', name: 'Marketing', officialModule: 'Marketing', description: 'Where jobs come from.', entities: ['campaigns'] },
      { id: 'sales', name: 'Estimates', officialModule: 'Sales', description: 'Quotes.', entities: ['estimates'] },
    ],
    fields: [
      {
        id: 'customers.name',
        label: 'Customer Name',
        description: 'The name of the person or business.',
        type: 'string',
        entity: 'customers',
        groupId: 'crm',
        currency: false,
      },
      {
        id: 'invoices.subTotal',
        label: 'Invoice Subtotal',
        description: 'What the invoice billed before tax.',
        type: 'number',
        entity: 'invoices',
        groupId: 'accounting',
        currency: true,
      },
      {
        id: 'invoices.invoiceDate',
        label: 'Invoice Date',
        description: 'The day the invoice was made.',
        type: 'date',
        entity: 'invoices',
        groupId: 'accounting',
        currency: false,
      },
      {
        id: 'technicians.name',
        label: 'Technician Name',
        description: 'The name of the technician.',
        type: 'string',
        entity: 'technicians',
        groupId: 'settings',
        currency: false,
      },
      {
        id: 'campaigns.name',
        label: 'Campaign Name',
        description: 'The marketing campaign a job came from, by its name.',
        type: 'string',
        entity: 'campaigns',
        groupId: 'marketing',
        currency: false,
      },
    ],
  };
}

export function entitiesAnswer(): ReportEntity[] {
  const entity = (key: ReportEntity['key'], label: string, groupId: string): ReportEntity => ({ key, label, groupId, description: '', fieldIds: [] });
  return [
    entity('customers', 'Customers', 'crm'),
    entity('invoices', 'Invoices', 'accounting'),
    entity('technicians', 'Technicians', 'settings'),
    entity('campaigns', 'Campaigns', 'marketing'),
  ];
}

/** The server's answer for a selection of a technician's name: campaigns cannot join it. */
export function validationAnswer(): FieldSelectionValidation {
  return {
    valid: true,
    errors: [],
    grain: 'technicians',
    compatibleFields: ['customers.name', 'invoices.subTotal', 'invoices.invoiceDate', 'technicians.name'],
    incompatibleFields: [
      {
        fieldId: 'campaigns.name',
        reason: 'Technicians and Campaigns cannot be in one report: no join rule connects them. Needs join key: Technicians ↔ Campaigns.',
        missingRelationship: { from: 'campaigns', to: 'technicians' },
      },
    ],
  };
}

export function joinRulesAnswer(): JoinRule[] {
  return [
    {
      key: 'jobs.customerId',
      from: 'jobs',
      fromField: 'customerId',
      to: 'customers',
      toField: 'id',
      cardinality: 'many-to-one',
      description: 'Each job is for one customer; a customer has many jobs.',
    },
    {
      key: 'invoices.jobId',
      from: 'invoices',
      fromField: 'jobId',
      to: 'jobs',
      toField: 'id',
      cardinality: 'many-to-one',
      description: 'Each invoice bills one job.',
    },
  ];
}

/**
 * A query client holding the catalog's answers (or a failed catalog load), and the validation of
 * `selection`, for a component test rendered to a string (no request is made).
 */
export function catalogQueryClient(selection: readonly string[] = [], { failed = false } = {}): QueryClient {
  // retryOnMount off: a failed query is shown failed, not fetched again by the render.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (failed) {
    client
      .getQueryCache()
      .build(client, { queryKey: catalogQueryKeys.fields })
      .setState({ status: 'error', error: new Error('500: Internal Server Error'), fetchStatus: 'idle' });
  } else {
    client.setQueryData(catalogQueryKeys.fields, catalogAnswer());
  }
  client.setQueryData(catalogQueryKeys.entities, entitiesAnswer());
  client.setQueryData(catalogQueryKeys.joinRules, joinRulesAnswer());
  client.setQueryData(catalogQueryKeys.validation(selectionKey(selection)), validationAnswer());
  return client;
}

/** The text a user reads in rendered markup: tags (and the style sheets) dropped, entities decoded, spaces folded. */
export function markupText(markup: string): string {
  return markup
    .replace(/<style>[^<]*<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}
