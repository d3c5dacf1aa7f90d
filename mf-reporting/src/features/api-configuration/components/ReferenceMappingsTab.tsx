import { Button, Empty, Flex, Form, Input, Select, Typography } from '@milestone/ui';
import { emptyMapping, rowProblems, type ConfigurationError, type FieldOption, type ReferenceMapping, type ValueMapping } from '../api-configuration.model.js';
import { RowCard } from './RowCard.js';

export interface ReferenceMappingsTabProps {
  mappings: ReferenceMapping[];
  onChange: (mappings: ReferenceMapping[]) => void;
  fieldOptions: FieldOption[];
  /** The rows' errors, shown once a save was tried. */
  errors: ConfigurationError[];
  readOnly: boolean;
}

/** The 'Reference Mappings' tab: values of a source field written as other values into a target field. */
export function ReferenceMappingsTab({ mappings, onChange, fieldOptions, errors, readOnly }: ReferenceMappingsTabProps) {
  const update = (id: string, changes: Partial<ReferenceMapping>) =>
    onChange(mappings.map((mapping) => (mapping.id === id ? { ...mapping, ...changes } : mapping)));
  return (
    <Flex vertical gap="middle">
      {mappings.length === 0 ? <Empty description="No reference mappings configured." /> : null}
      {mappings.map((mapping, index) => {
        const name = `Reference mapping ${index + 1}`;
        const { message: problem, status } = rowProblems(errors, mapping.id);
        const setPair = (at: number, changes: Partial<ValueMapping>) =>
          update(mapping.id, { mappings: mapping.mappings.map((pair, i) => (i === at ? { ...pair, ...changes } : pair)) });
        return (
          <RowCard key={mapping.id} name={name} readOnly={readOnly} onRemove={() => onChange(mappings.filter((m) => m.id !== mapping.id))}>
            <Form layout="vertical" component="div" disabled={readOnly}>
              <Flex wrap gap="middle">
                <Form.Item label="Source field" required validateStatus={status('sourceField')} help={problem('sourceField')} className="api-config-wide">
                  <Select
                    aria-label={`${name} source field`}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder="Choose a field"
                    options={fieldOptions}
                    value={mapping.sourceField || undefined}
                    onChange={(field) => update(mapping.id, { sourceField: String(field ?? '') })}
                  />
                </Form.Item>
                <Form.Item label="Target field" required validateStatus={status('targetField')} help={problem('targetField')} className="api-config-wide">
                  <Input
                    aria-label={`${name} target field`}
                    value={mapping.targetField}
                    onChange={(event) => update(mapping.id, { targetField: event.target.value })}
                  />
                </Form.Item>
              </Flex>
              <Form.Item label="Value mappings" validateStatus={status('mappings')} help={problem('mappings')}>
                <Flex vertical gap="small">
                  {mapping.mappings.map((pair, at) => (
                    <Flex key={at} wrap align="center" gap="small">
                      <Input
                        className="api-config-value"
                        aria-label={`${name} value ${at + 1} from`}
                        placeholder="From"
                        value={pair.from}
                        onChange={(event) => setPair(at, { from: event.target.value })}
                      />
                      <Typography.Text aria-hidden>→</Typography.Text>
                      <Input
                        className="api-config-value"
                        aria-label={`${name} value ${at + 1} to`}
                        placeholder="To"
                        value={pair.to}
                        onChange={(event) => setPair(at, { to: event.target.value })}
                      />
                      {readOnly ? null : (
                        <Button
                          type="text"
                          aria-label={`Remove value ${at + 1} of ${name}`}
                          onClick={() => update(mapping.id, { mappings: mapping.mappings.filter((_, i) => i !== at) })}
                        >
                          ✕
                        </Button>
                      )}
                    </Flex>
                  ))}
                  {readOnly ? null : (
                    <div>
                      <Button size="small" onClick={() => update(mapping.id, { mappings: [...mapping.mappings, { from: '', to: '' }] })}>
                        Add Value Mapping
                      </Button>
                    </div>
                  )}
                </Flex>
              </Form.Item>
            </Form>
          </RowCard>
        );
      })}
      {readOnly ? null : (
        <div>
          <Button onClick={() => onChange([...mappings, emptyMapping()])}>Add Reference Mapping</Button>
        </div>
      )}
    </Flex>
  );
}
