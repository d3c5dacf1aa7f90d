import type { ReportingComponents } from '@milestone/contracts';

type Schemas = ReportingComponents['schemas'];
export type CatalogField = Schemas['FieldDto'];
export type FieldGroup = Schemas['FieldGroupDto'];
export type FieldCatalog = Schemas['FieldCatalogDto'];
export type JoinRule = Schemas['JoinRuleDto'];
export type ReportEntity = Schemas['ReportEntityDto'];
export type FieldSelectionValidation = Schemas['FieldSelectionValidationDto'];
export type IncompatibleField = Schemas['IncompatibleFieldDto'];
export type EntityKey = CatalogField['entity'];

/** Spec 001 section 8: what a failed load of the catalog (fields, groups, join rules) shows. */
export const CATALOG_LOAD_FAILURE_TEXT = 'Failed to load Service Titan field definitions';
/** Spec 001 sections 2.6 and 5: the label of a field that cannot join the current selection. */
export const NEEDS_JOIN_KEY_TEXT = 'Needs join key';
export const ENTITY_RELATIONSHIPS_TITLE = 'Entity Relationships';

/** The words of a search, lower case; an empty search has none. */
function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** The fields whose label or description holds every word of the search, in catalog order. */
export function searchFields(fields: readonly CatalogField[], query: string): CatalogField[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...fields];
  return fields.filter((field) => {
    const text = `${field.label} ${field.description}`.toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}

export interface FieldGroupSection {
  group: FieldGroup;
  fields: CatalogField[];
}

/**
 * The fields under their field group, in the order of the groups the server lists; a group with no
 * field (after a search) is left out. A field naming a group the answer does not list still shows,
 * under a group of its own named by its id, so no field is ever hidden.
 */
export function groupFields(fields: readonly CatalogField[], groups: readonly FieldGroup[]): FieldGroupSection[] {
  const byGroup = new Map<string, CatalogField[]>();
  for (const field of fields) {
    const list = byGroup.get(field.groupId);
    if (list) list.push(field);
    else byGroup.set(field.groupId, [field]);
  }
  const sections: FieldGroupSection[] = [];
  for (const group of groups) {
    const list = byGroup.get(group.id);
    if (!list) continue;
    sections.push({ group, fields: list });
    byGroup.delete(group.id);
  }
  for (const [id, list] of byGroup) {
    sections.push({ group: { id, name: id, officialModule: '', description: '', entities: [] }, fields: list });
  }
  return sections;
}

/** 'invoiceItems' -> 'Invoice Items': the label of an entity the entities answer does not name (yet). */
function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of each entity (GET /api/service-titan/entities), with a readable fallback for any other key. */
export function entityLabeller(entities: readonly ReportEntity[] | undefined): (key: string) => string {
  const labels = new Map((entities ?? []).map((entity) => [entity.key, entity.label]));
  return (key) => labels.get(key as EntityKey) ?? humanise(key);
}

/** The tooltip of 'Needs join key': the relationship the selection lacks, then the server's reason. */
export function needsJoinKeyTooltip(incompatible: IncompatibleField, label: (key: string) => string): string {
  const { from, to } = incompatible.missingRelationship;
  const relationship = from === to ? label(from) : `${label(from)} ↔ ${label(to)}`;
  return `Missing relationship: ${relationship}. ${incompatible.reason}`;
}

export type FieldState = { kind: 'selected' } | { kind: 'available' } | { kind: 'needs-join-key'; tooltip: string };

/**
 * How each field shows beside a selection, from the server's validation of it: a selected field can
 * always be removed; a field the server names incompatible is greyed with 'Needs join key' and the
 * relationship it lacks; any other can be picked. Without an answer (none yet, or an empty
 * selection) nothing is greyed.
 */
export function fieldStates(
  fields: readonly CatalogField[],
  selected: readonly string[],
  validation: FieldSelectionValidation | undefined,
  label: (key: string) => string,
): Map<string, FieldState> {
  const chosen = new Set(selected);
  const blocked = new Map<string, IncompatibleField>();
  if (validation && chosen.size > 0) for (const item of validation.incompatibleFields) blocked.set(item.fieldId, item);
  const states = new Map<string, FieldState>();
  for (const field of fields) {
    const incompatible = blocked.get(field.id);
    if (chosen.has(field.id)) states.set(field.id, { kind: 'selected' });
    else if (incompatible) states.set(field.id, { kind: 'needs-join-key', tooltip: needsJoinKeyTooltip(incompatible, label) });
    else states.set(field.id, { kind: 'available' });
  }
  return states;
}

/** Picking a field adds it at the end of the selection; picking it again removes it. */
export function toggleField(selected: readonly string[], fieldId: string): string[] {
  return selected.includes(fieldId) ? selected.filter((id) => id !== fieldId) : [...selected, fieldId];
}

/** The selection as a query key: the same fields in another order ask the server once. */
export function selectionKey(selected: readonly string[]): string[] {
  return [...new Set(selected)].sort();
}

/** The selected fields the catalog knows, in the order they were picked. */
export function selectedCatalogFields(fields: readonly CatalogField[], selected: readonly string[]): CatalogField[] {
  const byId = new Map(fields.map((field) => [field.id, field]));
  return selected.flatMap((id) => byId.get(id) ?? []);
}
