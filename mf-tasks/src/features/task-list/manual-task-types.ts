/** The types the manual form offers (the AI builder's vocabulary). */
export const MANUAL_TASK_TYPES = [
  { value: 'form-processing', label: 'Form Processing' },
  { value: 'excel-processing', label: 'Excel Processing' },
  { value: 'api-reporting', label: 'API Reporting' },
] as const;
