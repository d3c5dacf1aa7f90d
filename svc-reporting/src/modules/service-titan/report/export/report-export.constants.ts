/** The file formats of a download. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Rows a CSV or XLSX export reads from its cursor at a time: all it holds of the report at once. */
export const EXPORT_BATCH_ROWS = 1000;
/** An xlsx sheet holds 1,048,576 rows; a download of more is refused before it starts (CSV alike, to be opened in the same tools). */
export const EXPORT_MAX_ROWS = 1_000_000;
