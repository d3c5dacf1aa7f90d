import { Suspense, useId } from 'react';
import { Button, Checkbox, Flex, Form, Input, Segmented, Select, Spin, Typography } from '@milestone/ui';
import type { CatalogField } from '../../../entities/report-catalog/report-catalog.model.js';
import {
  AGGREGATION_LABELS,
  DATE_BUCKETS,
  DATE_BUCKET_LABELS,
  MAX_PIVOT_FIELDS,
  MAX_PIVOT_VALUES,
  aggregationsFor,
  defaultValueChoice,
  type BuilderState,
  type DateBucket,
  type PivotFieldChoice,
  type PivotValueChoice,
} from '../../../entities/report/report.model.js';
import { COUNT_OF_ROWS, choicesOf, pivotFieldOptions, sortValueOptions, valueFieldOptions, withoutPivotChip } from '../report-builder.model.js';
import { LazyPivotFieldBoard } from './LazyPivotFieldBoard.js';

export interface PivotConfigEditorProps {
  state: BuilderState;
  fields: readonly CatalogField[];
  onChange: (patch: Partial<BuilderState>) => void;
  disabled?: boolean;
}

const COUNT_VALUE = '__count__';

/**
 * The pivot's configuration: the fields board to drag rows, columns and values on, then the same
 * picked from lists: rows and columns from the selected fields (a date grouped by
 * day, week, month, quarter or year), values with their aggregation and a 'hide (sort only)'
 * toggle, the sort (by label or by a value) and top N.
 */
export function PivotConfigEditor({ state, fields, onChange, disabled = false }: PivotConfigEditorProps) {
  const id = useId();
  const byId = new Map(fields.map((f) => [f.id, f]));
  const typeOf = (fieldId: string) => byId.get(fieldId)?.type;
  const labelOf = (fieldId: string) => byId.get(fieldId)?.label ?? fieldId;

  const axis = (name: 'rows' | 'columns', title: string, other: readonly PivotFieldChoice[]) => {
    const choices = state[name];
    const setBucket = (fieldId: string, dateBucket: DateBucket) => onChange({ [name]: choices.map((c) => (c.fieldId === fieldId ? { ...c, dateBucket } : c)) });
    return (
      <Form.Item label={title} htmlFor={`${id}-${name}`} extra={`Up to ${MAX_PIVOT_FIELDS}, outermost first.`}>
        <Flex vertical gap="small">
          <Select
            id={`${id}-${name}`}
            data-testid={`pivot-${name}`}
            mode="multiple"
            allowClear
            disabled={disabled}
            placeholder={name === 'rows' ? 'Choose row fields' : 'Choose column fields (optional)'}
            maxCount={MAX_PIVOT_FIELDS}
            value={choices.map((c) => c.fieldId)}
            options={pivotFieldOptions(fields, state.selectedFields, other)}
            onChange={(ids) => onChange({ [name]: choicesOf(ids as string[], choices, typeOf) })}
          />
          {choices
            .filter((c) => typeOf(c.fieldId) === 'date')
            .map((c) => (
              <Flex key={c.fieldId} align="center" gap="small" wrap>
                <label htmlFor={`${id}-${name}-${c.fieldId}-bucket`}>
                  <Typography.Text type="secondary">{`${labelOf(c.fieldId)} by`}</Typography.Text>
                </label>
                <Select
                  id={`${id}-${name}-${c.fieldId}-bucket`}
                  size="small"
                  className="rb-select-narrow"
                  disabled={disabled}
                  value={c.dateBucket ?? 'day'}
                  options={DATE_BUCKETS.map((b) => ({ value: b, label: DATE_BUCKET_LABELS[b] }))}
                  onChange={(bucket) => setBucket(c.fieldId, bucket as DateBucket)}
                />
              </Flex>
            ))}
        </Flex>
      </Form.Item>
    );
  };

  const valueOptions = [{ value: COUNT_VALUE, label: COUNT_OF_ROWS }, ...valueFieldOptions(fields, state.selectedFields)];
  const setValue = (index: number, value: PivotValueChoice) => onChange({ values: state.values.map((v, i) => (i === index ? value : v)) });
  // The sort names a value by its place: the removal keeps it on the same value, or drops it with it.
  const removeValue = (index: number) => onChange(withoutPivotChip(state, 'values', index));
  const sortValues = sortValueOptions(state.values, labelOf);

  return (
    <Flex vertical data-testid="pivot-config">
      <Form.Item label="Drag fields" extra="Or pick them from the lists below.">
        <Suspense
          fallback={
            <Flex justify="center" className="rb-board-loading">
              <Spin />
            </Flex>
          }
        >
          <LazyPivotFieldBoard state={state} fields={fields} onChange={onChange} disabled={disabled} />
        </Suspense>
      </Form.Item>
      {axis('rows', 'Rows', state.columns)}
      {axis('columns', 'Columns', state.rows)}

      <Form.Item label="Values" extra={state.values.length === 0 ? 'None chosen: the sum of each selected number field, or a count of rows.' : undefined}>
        <Flex vertical gap="small" role="list" aria-label="Values">
          {state.values.map((value, index) => {
            const type = value.fieldId ? typeOf(value.fieldId) : undefined;
            const aggregations = value.fieldId ? aggregationsFor(type) : (['count'] as const);
            const n = index + 1;
            return (
              <Flex key={index} role="listitem" wrap align="center" gap="small" className="value-row">
                <Select
                  aria-label={`Value ${n} field`}
                  className="rb-value-field"
                  disabled={disabled}
                  value={value.fieldId ?? COUNT_VALUE}
                  options={valueOptions}
                  onChange={(fieldId) => {
                    const chosen = fieldId === COUNT_VALUE ? undefined : (fieldId as string);
                    setValue(index, { ...defaultValueChoice(chosen, chosen ? typeOf(chosen) : undefined), hidden: value.hidden });
                  }}
                />
                <Select
                  aria-label={`Value ${n} aggregation`}
                  className="rb-value-aggregation"
                  disabled={disabled || aggregations.length === 1}
                  value={value.aggregation}
                  options={aggregations.map((a) => ({ value: a, label: AGGREGATION_LABELS[a] }))}
                  onChange={(aggregation) => setValue(index, { ...value, aggregation: aggregation as PivotValueChoice['aggregation'] })}
                />
                <Checkbox disabled={disabled} checked={value.hidden} onChange={(event) => setValue(index, { ...value, hidden: event.target.checked })}>
                  Hide (sort only)
                </Checkbox>
                <Button size="small" type="text" disabled={disabled} aria-label={`Remove value ${n}`} onClick={() => removeValue(index)}>
                  Remove
                </Button>
              </Flex>
            );
          })}
          <div>
            <Button
              size="small"
              disabled={disabled || state.values.length >= MAX_PIVOT_VALUES}
              onClick={() => {
                const firstNumber = valueFieldOptions(fields, state.selectedFields).find((o) => typeOf(o.value) === 'number')?.value;
                const used = new Set(state.values.map((v) => v.fieldId));
                const next = firstNumber && !used.has(firstNumber) ? firstNumber : undefined;
                onChange({ values: [...state.values, defaultValueChoice(next, next ? typeOf(next) : undefined)] });
              }}
            >
              Add value
            </Button>
          </div>
        </Flex>
      </Form.Item>

      <Flex wrap gap="middle">
        <Form.Item label="Sort by" htmlFor={`${id}-sort-by`}>
          <Segmented
            id={`${id}-sort-by`}
            disabled={disabled}
            value={state.sort.by}
            options={[
              { value: 'label', label: 'Label' },
              { value: 'value', label: 'Value' },
            ]}
            onChange={(by) => onChange({ sort: { by: by as 'label' | 'value', direction: by === 'value' ? 'desc' : 'asc' } })}
          />
        </Form.Item>
        <Form.Item label="Direction" htmlFor={`${id}-sort-direction`}>
          <Select
            id={`${id}-sort-direction`}
            className="rb-select"
            disabled={disabled}
            value={state.sort.direction}
            options={
              state.sort.by === 'value'
                ? [
                    { value: 'desc', label: 'Largest first' },
                    { value: 'asc', label: 'Smallest first' },
                  ]
                : [
                    { value: 'asc', label: 'A to Z' },
                    { value: 'desc', label: 'Z to A' },
                  ]
            }
            onChange={(direction) => onChange({ sort: { ...state.sort, direction: direction as 'asc' | 'desc' } })}
          />
        </Form.Item>
        {state.sort.by === 'value' && sortValues.length > 0 && (
          <Form.Item label="Sort value" htmlFor={`${id}-sort-value`}>
            <Select
              id={`${id}-sort-value`}
              className="rb-select-wide"
              disabled={disabled}
              value={state.sort.valueKey ?? 'v0'}
              options={sortValues}
              onChange={(valueKey) => onChange({ sort: { ...state.sort, valueKey: valueKey as string } })}
            />
          </Form.Item>
        )}
        <Form.Item label="Top N" htmlFor={`${id}-top-n`} extra="Keep the largest groups of the first row field; the rest are 'Other'.">
          <Input
            id={`${id}-top-n`}
            type="number"
            min={1}
            max={1000}
            step={1}
            className="rb-top-n"
            placeholder="All"
            disabled={disabled}
            value={state.topN ?? ''}
            onChange={(event) => {
              const n = Number.parseInt(event.target.value, 10);
              onChange({ topN: Number.isInteger(n) && n >= 1 ? Math.min(n, 1000) : undefined });
            }}
          />
        </Form.Item>
      </Flex>
    </Flex>
  );
}
