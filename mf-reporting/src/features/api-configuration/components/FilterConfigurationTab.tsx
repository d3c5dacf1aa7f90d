import { Button, Empty, Flex, Form, Input, Select, Typography } from '@milestone/ui';
import {
  FILTER_TYPES,
  emptyFilter,
  rowProblems,
  type ConfigurationError,
  type FieldOption,
  type FilterRow,
  type FilterType,
} from '../api-configuration.model.js';
import { RowCard } from './RowCard.js';

export interface FilterConfigurationTabProps {
  filters: FilterRow[];
  onChange: (filters: FilterRow[]) => void;
  fieldOptions: FieldOption[];
  /** The rows' errors, shown once a save was tried. */
  errors: ConfigurationError[];
  readOnly: boolean;
}

const TYPE_OPTIONS = FILTER_TYPES.map((type) => ({ value: type, label: type }));

/** The 'Filter Configuration' tab: the filters a report of the task offers, one card each. */
export function FilterConfigurationTab({ filters, onChange, fieldOptions, errors, readOnly }: FilterConfigurationTabProps) {
  const update = (key: string, changes: Partial<FilterRow>) => onChange(filters.map((filter) => (filter.key === key ? { ...filter, ...changes } : filter)));
  return (
    <Flex vertical gap="middle">
      {filters.length === 0 ? <Empty description="No filters configured." /> : null}
      {filters.map((filter, index) => {
        const name = `Filter ${index + 1}`;
        const { message: problem, status } = rowProblems(errors, filter.key);
        return (
          <RowCard key={filter.key} name={name} readOnly={readOnly} onRemove={() => onChange(filters.filter((f) => f.key !== filter.key))}>
            <Form layout="vertical" component="div" disabled={readOnly}>
              <Flex wrap gap="middle">
                <Form.Item label="Field" required validateStatus={status('field')} help={problem('field')} className="api-config-wide">
                  <Select
                    aria-label={`${name} field`}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Choose a field"
                    options={fieldOptions}
                    value={filter.field || undefined}
                    onChange={(field) => update(filter.key, { field: String(field ?? '') })}
                  />
                </Form.Item>
                <Form.Item label="Type" className="api-config-narrow">
                  <Select
                    aria-label={`${name} type`}
                    options={TYPE_OPTIONS}
                    value={filter.type}
                    onChange={(type) => update(filter.key, { type: type as FilterType, defaultValue: '' })}
                  />
                </Form.Item>
                <Form.Item label="Label" required validateStatus={status('label')} help={problem('label')} className="api-config-wide">
                  <Input aria-label={`${name} label`} value={filter.label} onChange={(event) => update(filter.key, { label: event.target.value })} />
                </Form.Item>
                {filter.type === 'select' ? (
                  <Form.Item
                    label="Options"
                    required
                    validateStatus={status('options')}
                    help={problem('options') ?? 'Type an option and press Enter.'}
                    className="api-config-wide"
                  >
                    <Select
                      aria-label={`${name} options`}
                      mode="tags"
                      open={false}
                      value={filter.options}
                      onChange={(options) => update(filter.key, { options: (options as string[]).map(String) })}
                    />
                  </Form.Item>
                ) : null}
                <Form.Item label="Default value" validateStatus={status('defaultValue')} help={problem('defaultValue')} className="api-config-narrow">
                  <DefaultValueInput name={name} filter={filter} onChange={(defaultValue) => update(filter.key, { defaultValue })} />
                </Form.Item>
              </Flex>
            </Form>
          </RowCard>
        );
      })}
      {readOnly ? null : (
        <div>
          <Button onClick={() => onChange([...filters, emptyFilter()])}>Add Filter</Button>
        </div>
      )}
      {readOnly || filters.length === 0 ? null : (
        <Typography.Text type="secondary">A filter needs a field and a label; a select filter needs its options.</Typography.Text>
      )}
    </Flex>
  );
}

interface DefaultValueInputProps {
  name: string;
  filter: FilterRow;
  onChange: (value: string) => void;
}

/** The default value's input, of the filter's type: a choice among a select's options, a date, a number, or text. */
function DefaultValueInput({ name, filter, onChange }: DefaultValueInputProps) {
  const label = `${name} default value`;
  if (filter.type === 'select') {
    return (
      <Select
        aria-label={label}
        allowClear
        placeholder="None"
        options={filter.options.map((option) => ({ value: option, label: option }))}
        value={filter.defaultValue || undefined}
        onChange={(value) => onChange(typeof value === 'string' ? value : '')}
      />
    );
  }
  const type = filter.type === 'date' ? 'date' : filter.type === 'number' ? 'number' : 'text';
  return <Input aria-label={label} type={type} value={filter.defaultValue} onChange={(event) => onChange(event.target.value)} />;
}
