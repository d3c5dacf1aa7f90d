import { taskAccessRank, type TasksComponents } from '@milestone/contracts';
import type { CatalogField } from '../../entities/report-catalog/report-catalog.model.js';

export type Task = TasksComponents['schemas']['TaskDto'];

/** Spec 001 section 3 "Filter config". */
export const FILTER_TYPES = ['text', 'select', 'date', 'number'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export interface FilterConfig {
  field: string;
  type: FilterType;
  label: string;
  defaultValue: string;
  /** The choices of a select filter (none for the other types). */
  options: string[];
}

export interface ValueMapping {
  from: string;
  to: string;
}

/** Spec 001 section 3 "Reference mapping": values of `sourceField` written as other values into `targetField`. */
export interface ReferenceMapping {
  id: string;
  sourceField: string;
  targetField: string;
  mappings: ValueMapping[];
}

/** What the editor saves as the task's config.apiConfiguration (spec 001 section 3 "Task"). */
export interface ApiConfiguration {
  selectedFields: string[];
  filterConfigs: FilterConfig[];
  referenceMappings: ReferenceMapping[];
}

/** A filter row as edited: a key of its own for the list, never saved. */
export interface FilterRow extends FilterConfig {
  key: string;
}

export interface ApiConfigurationDraft {
  selectedFields: string[];
  filterConfigs: FilterRow[];
  referenceMappings: ReferenceMapping[];
}

export const TABS = { fields: 'Field Selection', filters: 'Filter Configuration', mappings: 'Reference Mappings' } as const;
export type ApiConfigurationTab = keyof typeof TABS;

export const SAVED_TEXT = 'Configuration saved';
export const SAVE_FAILURE_TEXT = 'Failed to update task';
export const LOAD_FAILURE_TITLE = 'Error Loading Task';
export const LOAD_FAILURE_TEXT = 'Failed to load task';
export const NOT_FOUND_TITLE = 'Task Not Found';
export const READ_ONLY_TEXT = 'You can view this configuration; a task admin or owner can change it.';

let lastKey = 0;
/** A key unique in this page: rows and mappings made here, before any save. */
export function newKey(prefix: string): string {
  lastKey += 1;
  return `${prefix}-${Date.now().toString(36)}-${lastKey}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter((item) => item !== '') : []);

function readFilter(value: unknown): FilterConfig | null {
  if (!isRecord(value)) return null;
  const type = FILTER_TYPES.find((t) => t === value['type']) ?? 'text';
  return { field: text(value['field']), type, label: text(value['label']), defaultValue: text(value['defaultValue']), options: texts(value['options']) };
}

/** Value mappings as a list of {from, to}, or as an object from each value to its replacement. */
function readValueMappings(value: unknown): ValueMapping[] {
  if (Array.isArray(value)) return value.filter(isRecord).map((pair) => ({ from: text(pair['from']), to: text(pair['to']) }));
  if (isRecord(value)) return Object.entries(value).map(([from, to]) => ({ from, to: text(to) }));
  return [];
}

function readMapping(value: unknown, index: number): ReferenceMapping | null {
  if (!isRecord(value)) return null;
  return {
    id: text(value['id']) || `mapping-${index + 1}`,
    sourceField: text(value['sourceField']),
    targetField: text(value['targetField']),
    mappings: readValueMappings(value['mappings']),
  };
}

/**
 * The task's config.apiConfiguration as the editor shows it. The config is the task's free JSON,
 * written by other screens and older versions too: whatever is missing or of another shape is read
 * as empty rather than refused, so the editor always opens.
 */
export function readApiConfiguration(config: unknown): ApiConfiguration {
  const api = isRecord(config) && isRecord(config['apiConfiguration']) ? config['apiConfiguration'] : {};
  const filters = Array.isArray(api['filterConfigs']) ? api['filterConfigs'] : [];
  const mappings = Array.isArray(api['referenceMappings']) ? api['referenceMappings'] : [];
  return {
    selectedFields: [...new Set(texts(api['selectedFields']))],
    filterConfigs: filters.map(readFilter).filter((f): f is FilterConfig => f !== null),
    referenceMappings: mappings.map(readMapping).filter((m): m is ReferenceMapping => m !== null),
  };
}

export function toDraft(configuration: ApiConfiguration): ApiConfigurationDraft {
  return { ...configuration, filterConfigs: configuration.filterConfigs.map((filter) => ({ ...filter, key: newKey('filter') })) };
}

export function emptyFilter(): FilterRow {
  return { key: newKey('filter'), field: '', type: 'text', label: '', defaultValue: '', options: [] };
}

export function emptyMapping(): ReferenceMapping {
  return { id: newKey('mapping'), sourceField: '', targetField: '', mappings: [{ from: '', to: '' }] };
}

export interface ConfigurationError {
  tab: ApiConfigurationTab;
  /** The row's key (a filter) or id (a reference mapping). */
  row: string;
  /** Which input is wrong, to mark it. */
  input: 'field' | 'label' | 'options' | 'defaultValue' | 'sourceField' | 'targetField' | 'mappings';
  message: string;
}

/** The inputs of one row: the message of each that is wrong, and its form status. */
export function rowProblems(errors: readonly ConfigurationError[], row: string) {
  const message = (input: ConfigurationError['input']) => errors.find((error) => error.row === row && error.input === input)?.message;
  return { message, status: (input: ConfigurationError['input']): 'error' | '' => (message(input) ? 'error' : '') };
}

/** What stops a save, each naming its row as the user counts them (from 1) and what to do. */
export function validateDraft(draft: ApiConfigurationDraft): ConfigurationError[] {
  const errors: ConfigurationError[] = [];
  draft.filterConfigs.forEach((filter, index) => {
    const name = `Filter ${index + 1}`;
    const add = (input: ConfigurationError['input'], message: string) =>
      errors.push({ tab: 'filters', row: filter.key, input, message: `${name}: ${message}` });
    if (!filter.field.trim()) add('field', 'choose the field it filters.');
    if (!filter.label.trim()) add('label', 'enter the label users see.');
    if (filter.type === 'select') {
      const options = cleanOptions(filter.options);
      if (options.length === 0) add('options', 'a select filter needs at least one option.');
      else if (filter.defaultValue.trim() && !options.includes(filter.defaultValue.trim()))
        add('defaultValue', 'the default value must be one of its options.');
    }
    if (filter.type === 'number' && filter.defaultValue.trim() && !Number.isFinite(Number(filter.defaultValue)))
      add('defaultValue', 'the default value must be a number.');
  });
  draft.referenceMappings.forEach((mapping, index) => {
    const name = `Reference mapping ${index + 1}`;
    const add = (input: ConfigurationError['input'], message: string) =>
      errors.push({ tab: 'mappings', row: mapping.id, input, message: `${name}: ${message}` });
    if (!mapping.sourceField.trim()) add('sourceField', 'choose the source field.');
    if (!mapping.targetField.trim()) add('targetField', 'enter the target field.');
    const pairs = mapping.mappings.filter((pair) => pair.from.trim() || pair.to.trim());
    if (pairs.length === 0) add('mappings', 'add at least one value mapping (from -> to).');
    else if (pairs.some((pair) => !pair.from.trim())) add('mappings', 'each value mapping needs the value it maps from.');
    else if (new Set(pairs.map((pair) => pair.from.trim())).size < pairs.length) add('mappings', 'a value is mapped twice.');
  });
  return errors;
}

function cleanOptions(options: readonly string[]): string[] {
  return [...new Set(options.map((option) => option.trim()).filter(Boolean))];
}

/** The draft as it is saved: trimmed, a select's options only on a select, blank value mappings dropped, no row keys. */
export function fromDraft(draft: ApiConfigurationDraft): ApiConfiguration {
  return {
    selectedFields: [...draft.selectedFields],
    filterConfigs: draft.filterConfigs.map(({ field, type, label, defaultValue, options }) => ({
      field: field.trim(),
      type,
      label: label.trim(),
      defaultValue: defaultValue.trim(),
      options: type === 'select' ? cleanOptions(options) : [],
    })),
    referenceMappings: draft.referenceMappings.map(({ id, sourceField, targetField, mappings }) => ({
      id,
      sourceField: sourceField.trim(),
      targetField: targetField.trim(),
      mappings: mappings.filter((pair) => pair.from.trim() || pair.to.trim()).map((pair) => ({ from: pair.from.trim(), to: pair.to.trim() })),
    })),
  };
}

/**
 * The task's config with the editor's three parts of apiConfiguration replaced, and every other key
 * as it was: of the config, and of apiConfiguration itself (the report builder's definition that
 * the AI builder and the overview keep there, `report`, `period`, `source`...).
 */
export function configWithApiConfiguration(config: Task['config'], apiConfiguration: ApiConfiguration): Task['config'] {
  const kept = isRecord(config['apiConfiguration']) ? config['apiConfiguration'] : {};
  return { ...config, apiConfiguration: { ...kept, ...apiConfiguration } };
}

/**
 * Whether the caller may change the task's configuration: task admin or above, as svc-tasks
 * decides (the task answer's permissionLevel already counts company admins and owners).
 */
export function canEditConfiguration(level: Task['permissionLevel'] | undefined): boolean {
  return taskAccessRank(level) >= taskAccessRank('admin');
}

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * The fields a filter or a mapping can name: the catalog's, labelled with their entity, the
 * selected fields first; an id the catalog does not know (a config written before a field left
 * the catalog) stays offered under its id, so the saved value still shows.
 */
export function fieldOptions(
  fields: readonly CatalogField[],
  selected: readonly string[],
  entityLabel: (key: string) => string,
  kept: readonly string[] = [],
): FieldOption[] {
  const chosen = new Set(selected);
  const option = (field: CatalogField): FieldOption => ({ value: field.id, label: `${field.label} (${entityLabel(field.entity)})` });
  const known = new Set(fields.map((field) => field.id));
  const unknown = [...new Set(kept.filter((id) => id && !known.has(id)))].map((id) => ({ value: id, label: id }));
  return [...fields.filter((f) => chosen.has(f.id)).map(option), ...fields.filter((f) => !chosen.has(f.id)).map(option), ...unknown];
}
