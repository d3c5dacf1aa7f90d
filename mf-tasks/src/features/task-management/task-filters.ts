import type { TaskQuery } from '../../entities/task/task-pages.js';

export type { TaskQuery };

/** The type filter of Task Management (spec 000 section 2); the service maps the vocabularies. */
export const TYPE_FILTERS = [
  { value: 'all', label: 'All Types' },
  { value: 'api-reporting', label: 'API Reporting' },
  { value: 'load-calculation', label: 'Load Calculation' },
  { value: 'file-processing', label: 'File Processing' },
] as const;

export const STATUS_FILTERS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
] as const;

export type TypeFilter = (typeof TYPE_FILTERS)[number]['value'];
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export interface TaskFilters {
  type: TypeFilter;
  status: StatusFilter;
}

/** The query of GET /api/tasks for the filters: 'all' sends nothing. */
export function buildTaskQuery({ type, status }: TaskFilters): TaskQuery {
  const query: TaskQuery = {};
  if (type !== 'all') query.type = type;
  if (status !== 'all') query.status = status;
  return query;
}

export interface TypeTag {
  label: string;
  color: string;
}

/**
 * The tag chips of a card by task type; both vocabularies of a kind read the same
 * (load-calculation = form-processing, file-processing = excel-processing).
 */
export function typeTags(type: string): TypeTag[] {
  switch (type) {
    case 'api-reporting':
      return [
        { label: 'API', color: 'geekblue' },
        { label: 'Reporting', color: 'blue' },
      ];
    case 'load-calculation':
    case 'form-processing':
      return [
        { label: 'Load Calculation', color: 'purple' },
        { label: 'Form', color: 'magenta' },
      ];
    case 'file-processing':
    case 'excel-processing':
      return [
        { label: 'File Processing', color: 'cyan' },
        { label: 'Excel', color: 'green' },
      ];
    default:
      return [{ label: type.replace(/-/g, ' '), color: 'default' }];
  }
}
