import type { CatalogEntity, CatalogField, FieldGroup, JoinRule } from './report-catalog.js';
import { FIELDS, entityOf } from './report-catalog.js';
import type { FieldDto, FieldGroupDto, JoinRuleDto, ReportEntityDto } from './dto/catalog.dto.js';
import type { ReportColumnDto } from './dto/report-response.dto.js';

export function toFieldDto(field: CatalogField): FieldDto {
  return {
    id: field.id,
    label: field.label,
    description: field.description,
    type: field.type,
    entity: field.entity,
    groupId: entityOf(field.entity).groupId,
    currency: field.currency === true,
  };
}

export function toFieldGroupDto(group: FieldGroup): FieldGroupDto {
  return { id: group.id, name: group.name, officialModule: group.officialModule, description: group.description, entities: [...group.entities] };
}

export function toJoinRuleDto(rule: JoinRule): JoinRuleDto {
  return {
    key: rule.key,
    from: rule.from,
    fromField: rule.fromField,
    to: rule.to,
    toField: rule.toField,
    cardinality: rule.cardinality,
    description: rule.description,
  };
}

export function toEntityDto(entity: CatalogEntity): ReportEntityDto {
  return {
    key: entity.key,
    label: entity.label,
    description: entity.description,
    groupId: entity.groupId,
    fieldIds: FIELDS.filter((f) => f.entity === entity.key).map((f) => f.id),
  };
}

export function toColumnDto(field: CatalogField): ReportColumnDto {
  return { fieldId: field.id, label: field.label, type: field.type, entity: field.entity, currency: field.currency === true };
}

/** A replica value as the answer carries it: numbers as numbers (bigint and numeric arrive as text), times as ISO strings. */
export function toCellValue(field: CatalogField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'number':
      return Number(value);
    case 'date':
      return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
    default:
      return value;
  }
}
