/** Characters a section's content may hold (svc-tasks refuses more: TASK_MAX_SECTION_CONTENT_LENGTH). */
export const MAX_SECTION_CONTENT_LENGTH = 20_000;

/** The config with one custom section's content replaced; every other key kept as it was. */
export function setSectionContent(config: unknown, sectionId: string, content: string): Record<string, unknown> {
  const cfg = config && typeof config === 'object' && !Array.isArray(config) ? (config as Record<string, unknown>) : {};
  const list = Array.isArray(cfg.customSections) ? (cfg.customSections as unknown[]) : [];
  return {
    ...cfg,
    customSections: list.map((s) => (s && typeof s === 'object' && String((s as { id?: unknown }).id) === sectionId ? { ...(s as object), content } : s)),
  };
}

/** The section whose 'Date Created' field the date dialog fills (spec 001 section 2.1). */
export function isPurchaseOrderTemplate(label: string): boolean {
  return label.trim().toLowerCase() === 'purchase order template';
}

export const DATE_CREATED = 'Date Created';

/** The index of the 'Date Created' column, or -1. */
export function dateCreatedColumn(headers: string[]): number {
  return headers.findIndex((h) => h.trim().toLowerCase() === DATE_CREATED.toLowerCase());
}

/** Text content with its 'Date Created:' line set to `date` (added at the end when missing). */
export function setDateCreatedLine(content: string, date: string): string {
  const lines = content.split('\n');
  const i = lines.findIndex((l) => /^\s*date created\s*:/i.test(l));
  if (i === -1) return content.trim() === '' ? `${DATE_CREATED}: ${date}` : `${content.replace(/\n+$/, '')}\n${DATE_CREATED}: ${date}`;
  const indent = /^\s*/.exec(lines[i]!)![0];
  lines[i] = `${indent}${DATE_CREATED}: ${date}`;
  return lines.join('\n');
}
