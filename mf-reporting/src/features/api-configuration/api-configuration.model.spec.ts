import { describe, expect, it } from '@jest/globals';
import {
  canEditConfiguration,
  configWithApiConfiguration,
  emptyFilter,
  emptyMapping,
  fieldOptions,
  fromDraft,
  readApiConfiguration,
  toDraft,
  validateDraft,
  type ApiConfigurationDraft,
  type FilterRow,
  type ReferenceMapping,
} from './api-configuration.model.js';

const filter = (changes: Partial<FilterRow> = {}): FilterRow => ({ ...emptyFilter(), field: 'jobs.status', label: 'Job Status', ...changes });
const mapping = (changes: Partial<ReferenceMapping> = {}): ReferenceMapping => ({
  ...emptyMapping(),
  sourceField: 'businessUnits.name',
  targetField: 'Division',
  mappings: [{ from: 'HVAC', to: 'Heating & Cooling' }],
  ...changes,
});
const draft = (changes: Partial<ApiConfigurationDraft> = {}): ApiConfigurationDraft => ({
  selectedFields: [],
  filterConfigs: [],
  referenceMappings: [],
  ...changes,
});
const messages = (d: ApiConfigurationDraft) => validateDraft(d).map((e) => e.message);

describe('readApiConfiguration', () => {
  it('opens a task that has no API configuration yet as an empty one', () => {
    expect(readApiConfiguration({ customSections: [] })).toEqual({ selectedFields: [], filterConfigs: [], referenceMappings: [] });
    expect(readApiConfiguration(null)).toEqual({ selectedFields: [], filterConfigs: [], referenceMappings: [] });
  });

  it('reads back what the editor saved', () => {
    const saved = {
      selectedFields: ['invoices.subTotal', 'businessUnits.name'],
      filterConfigs: [{ field: 'jobs.status', type: 'select', label: 'Job Status', defaultValue: 'All', options: ['All', 'Completed'] }],
      referenceMappings: [{ id: 'm1', sourceField: 'businessUnits.name', targetField: 'Division', mappings: [{ from: 'HVAC', to: 'Heating & Cooling' }] }],
    };
    expect(readApiConfiguration({ apiConfiguration: saved })).toEqual(saved);
  });

  it('reads value mappings kept as an object from value to value, and odd rows as empty rather than refusing the task', () => {
    const read = readApiConfiguration({
      apiConfiguration: {
        selectedFields: 'not a list',
        filterConfigs: [{ field: 'jobs.total', type: 'range', label: 7 }, 'junk'],
        referenceMappings: [{ sourceField: 'a', targetField: 'b', mappings: { HVAC: 'Heating' } }],
      },
    });
    expect(read.selectedFields).toEqual([]);
    expect(read.filterConfigs).toEqual([{ field: 'jobs.total', type: 'text', label: '7', defaultValue: '', options: [] }]);
    expect(read.referenceMappings).toEqual([{ id: 'mapping-1', sourceField: 'a', targetField: 'b', mappings: [{ from: 'HVAC', to: 'Heating' }] }]);
  });
});

describe('validateDraft', () => {
  it('lets a complete configuration be saved', () => {
    expect(
      validateDraft(draft({ filterConfigs: [filter(), filter({ type: 'select', options: ['All'], defaultValue: 'All' })], referenceMappings: [mapping()] })),
    ).toEqual([]);
  });

  it('asks for the field and the label of a filter, naming the row', () => {
    expect(messages(draft({ filterConfigs: [filter(), filter({ field: '', label: '  ' })] }))).toEqual([
      'Filter 2: choose the field it filters.',
      'Filter 2: enter the label users see.',
    ]);
  });

  it('asks a select filter for its options, and a default among them', () => {
    expect(messages(draft({ filterConfigs: [filter({ type: 'select', options: [' '] })] }))).toEqual(['Filter 1: a select filter needs at least one option.']);
    expect(messages(draft({ filterConfigs: [filter({ type: 'select', options: ['All'], defaultValue: 'Plumbing' })] }))).toEqual([
      'Filter 1: the default value must be one of its options.',
    ]);
  });

  it('asks a number filter for a number as its default', () => {
    expect(messages(draft({ filterConfigs: [filter({ type: 'number', defaultValue: 'ten' })] }))).toEqual(['Filter 1: the default value must be a number.']);
  });

  it('asks a reference mapping for its fields and at least one value mapped from a value, once each', () => {
    expect(messages(draft({ referenceMappings: [mapping({ sourceField: '', targetField: '', mappings: [{ from: '', to: '' }] })] }))).toEqual([
      'Reference mapping 1: choose the source field.',
      'Reference mapping 1: enter the target field.',
      'Reference mapping 1: add at least one value mapping (from -> to).',
    ]);
    expect(messages(draft({ referenceMappings: [mapping({ mappings: [{ from: '', to: 'x' }] })] }))).toEqual([
      'Reference mapping 1: each value mapping needs the value it maps from.',
    ]);
    expect(
      messages(
        draft({
          referenceMappings: [
            mapping({
              mappings: [
                { from: 'A', to: 'x' },
                { from: 'A ', to: 'y' },
              ],
            }),
          ],
        }),
      ),
    ).toEqual(['Reference mapping 1: a value is mapped twice.']);
  });
});

describe('saving', () => {
  it('saves trimmed rows without their keys, options only on a select filter, and no blank value mapping', () => {
    const saved = fromDraft(
      draft({
        selectedFields: ['jobs.status'],
        filterConfigs: [filter({ label: ' Job Status ', options: ['left from select'] }), filter({ type: 'select', options: [' All', 'All', 'Done '] })],
        referenceMappings: [
          mapping({
            id: 'm1',
            mappings: [
              { from: ' HVAC ', to: 'Heating' },
              { from: '', to: '' },
            ],
          }),
        ],
      }),
    );
    expect(saved).toEqual({
      selectedFields: ['jobs.status'],
      filterConfigs: [
        { field: 'jobs.status', type: 'text', label: 'Job Status', defaultValue: '', options: [] },
        { field: 'jobs.status', type: 'select', label: 'Job Status', defaultValue: '', options: ['All', 'Done'] },
      ],
      referenceMappings: [{ id: 'm1', sourceField: 'businessUnits.name', targetField: 'Division', mappings: [{ from: 'HVAC', to: 'Heating' }] }],
    });
  });

  it('keeps every other key of the task config as it was', () => {
    const config = { customSections: [{ id: 's1' }], removedDefaultSections: ['schedule'], sectionOverrides: { overview: { label: 'Home' } } };
    const api = { selectedFields: ['a'], filterConfigs: [], referenceMappings: [] };
    expect(configWithApiConfiguration(config, api)).toEqual({ ...config, apiConfiguration: api });
  });

  it("keeps the report builder's definition the AI builder put in apiConfiguration, replacing only the editor's parts", () => {
    const report = { selectedFields: ['invoices.subTotal'], reportConfig: { format: 'pivot' } };
    const config = { apiConfiguration: { report, selectedFields: ['invoices.subTotal'], period: null, source: 'ai', filterConfigs: [{ field: 'x' }] } };
    const api = { selectedFields: ['invoices.subTotal', 'jobs.status'], filterConfigs: [], referenceMappings: [] };
    expect(configWithApiConfiguration(config, api)).toEqual({ apiConfiguration: { report, period: null, source: 'ai', ...api } });
  });

  it('reopens a saved configuration as it was saved', () => {
    const saved = fromDraft(draft({ selectedFields: ['a', 'b'], filterConfigs: [filter({ type: 'date' })], referenceMappings: [mapping({ id: 'm1' })] }));
    expect(fromDraft(toDraft(readApiConfiguration({ apiConfiguration: saved })))).toEqual(saved);
  });
});

describe('canEditConfiguration', () => {
  it('lets task admins, owners and the super-owner edit, and shows viewers the configuration read only', () => {
    expect((['viewer', 'admin', 'owner', 'super_owner'] as const).map(canEditConfiguration)).toEqual([false, true, true, true]);
    expect(canEditConfiguration(undefined)).toBe(false);
  });
});

describe('fieldOptions', () => {
  const field = (id: string, label: string, entity: 'jobs' | 'invoices') => ({
    id,
    label,
    entity,
    description: '',
    type: 'string' as const,
    groupId: 'g',
    currency: false,
  });
  const fields = [field('jobs.status', 'Job Status', 'jobs'), field('invoices.subTotal', 'Invoice Subtotal', 'invoices')];
  const label = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

  it('offers the selected fields first, each labelled with its entity', () => {
    expect(fieldOptions(fields, ['invoices.subTotal'], label)).toEqual([
      { value: 'invoices.subTotal', label: 'Invoice Subtotal (Invoices)' },
      { value: 'jobs.status', label: 'Job Status (Jobs)' },
    ]);
  });

  it('still offers a saved field the catalog no longer lists, under its id', () => {
    expect(fieldOptions(fields, [], label, ['old.field', '']).at(-1)).toEqual({ value: 'old.field', label: 'old.field' });
  });
});
