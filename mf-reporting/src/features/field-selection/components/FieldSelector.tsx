import { useMemo, useState } from 'react';
import { Alert, Checkbox, Empty, Flex, Input, Spin, Tag, Tooltip, Typography, theme } from '@milestone/ui';
import { useEntityLabel } from '../../../entities/report-catalog/hooks/useEntityLabel.js';
import { useFieldCatalog } from '../../../entities/report-catalog/hooks/useFieldCatalog.js';
import { useFieldSelectionValidation } from '../../../entities/report-catalog/hooks/useFieldSelectionValidation.js';
import {
  CATALOG_LOAD_FAILURE_TEXT,
  NEEDS_JOIN_KEY_TEXT,
  fieldStates,
  groupFields,
  searchFields,
  selectedCatalogFields,
  toggleField,
  type CatalogField,
  type FieldState,
} from '../../../entities/report-catalog/report-catalog.model.js';
import { fieldSelectorCss } from '../field-selection.styles.js';
import { EntityRelationships } from './EntityRelationships.js';

export interface FieldSelectorProps {
  value: string[];
  onChange: (fieldIds: string[]) => void;
  disabled?: boolean;
}

/**
 * The report builder's field selector (spec 001 section 2.6): the catalog's fields by field group,
 * searchable; picking a field toggles it. Fields that cannot join the current selection (the
 * server's validation of it) are greyed, not pickable, and say 'Needs join key' with the
 * relationship they lack. The Entity Relationships table sits under it.
 */
export function FieldSelector({ value, onChange, disabled = false }: FieldSelectorProps) {
  const catalog = useFieldCatalog();
  const validation = useFieldSelectionValidation(value);
  const label = useEntityLabel();
  const [query, setQuery] = useState('');
  const fields = catalog.data?.fields;
  const states = useMemo(() => fieldStates(fields ?? [], value, validation.data, label), [fields, value, validation.data, label]);
  const sections = useMemo(() => groupFields(searchFields(fields ?? [], query), catalog.data?.fieldGroups ?? []), [fields, query, catalog.data?.fieldGroups]);
  const selected = selectedCatalogFields(fields ?? [], value);
  const { token } = theme.useToken();
  const css = useMemo(() => fieldSelectorCss(token), [token]);

  if (catalog.isError) {
    return (
      <Flex vertical gap="middle" data-testid="field-selector">
        <Alert type="error" showIcon title={CATALOG_LOAD_FAILURE_TEXT} />
      </Flex>
    );
  }
  if (!catalog.data) {
    return (
      <Flex vertical gap="middle" align="center" data-testid="field-selector">
        <Spin />
      </Flex>
    );
  }

  const toggle = (id: string) => onChange(toggleField(value, id));
  // Only the selection the answer is about: a kept answer of the last selection says nothing of this one's errors.
  const invalid = validation.data && !validation.isPlaceholderData && !validation.data.valid && value.length > 0 ? validation.data.errors : [];

  return (
    <Flex vertical gap="middle" className="field-selector" data-testid="field-selector">
      <style>{css}</style>
      <Flex vertical gap="small">
        <Typography.Text strong>{`Selected fields (${selected.length})`}</Typography.Text>
        {selected.length === 0 ? (
          <Typography.Text type="secondary">No fields selected.</Typography.Text>
        ) : (
          <Flex wrap gap="small" aria-label="Selected fields" role="list">
            {selected.map((field) => (
              <span role="listitem" key={field.id}>
                <Tag
                  color="blue"
                  closable={disabled ? false : { 'aria-label': `Remove ${field.label}` }}
                  onClose={(event) => {
                    event.preventDefault();
                    toggle(field.id);
                  }}
                >
                  {field.label}
                </Tag>
              </span>
            ))}
          </Flex>
        )}
        {invalid.map((error) => (
          <Alert key={error} type="warning" showIcon title={error} />
        ))}
        {validation.isError ? <Alert type="warning" showIcon title="Could not check which fields fit the selection." /> : null}
      </Flex>
      <Input.Search
        allowClear
        placeholder="Search fields by label or description"
        aria-label="Search fields"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="field-selector-list">
        {sections.length === 0 ? (
          <Empty description="No fields match the search." />
        ) : (
          <Flex vertical gap="middle">
            {sections.map(({ group, fields: groupFields }) => (
              <section key={group.id} aria-label={group.name}>
                <Typography.Title level={5} className="field-selector-group-title">
                  {group.name} {group.officialModule ? <Typography.Text type="secondary">{group.officialModule}</Typography.Text> : null}
                </Typography.Title>
                {groupFields.map((field) => (
                  <FieldRow key={field.id} field={field} entity={label(field.entity)} state={states.get(field.id)} disabled={disabled} onToggle={toggle} />
                ))}
              </section>
            ))}
          </Flex>
        )}
      </div>
      <EntityRelationships />
    </Flex>
  );
}

interface FieldRowProps {
  field: CatalogField;
  entity: string;
  state: FieldState | undefined;
  disabled: boolean;
  onToggle: (fieldId: string) => void;
}

function FieldRow({ field, entity, state, disabled, onToggle }: FieldRowProps) {
  const kind = state?.kind ?? 'available';
  return (
    <Flex wrap align="center" gap="small" data-testid="field-row" data-field-id={field.id} data-state={kind} className="field-selector-row">
      <Checkbox checked={kind === 'selected'} disabled={disabled || kind === 'needs-join-key'} onChange={() => onToggle(field.id)}>
        {field.label}
      </Checkbox>
      <Tag>{entity}</Tag>
      <Tag variant="filled">{field.type}</Tag>
      {state?.kind === 'needs-join-key' ? (
        <Tooltip title={state.tooltip}>
          <Tag color="warning" tabIndex={0} aria-description={state.tooltip}>
            {NEEDS_JOIN_KEY_TEXT}
          </Tag>
        </Tooltip>
      ) : null}
    </Flex>
  );
}
