import { useId } from 'react';
import { Flex, Form, Input, Segmented, Select, Typography } from '@milestone/ui';
import type { CatalogField } from '../../../entities/report-catalog/report-catalog.model.js';
import { DATE_PRESETS, presetLabel } from '../../../entities/report/date-presets.model.js';
import {
  BUSINESS_UNITS,
  FORMAT_LABELS,
  JOB_STATUSES,
  REPORT_FORMATS,
  withDate,
  withDatePreset,
  type BuilderState,
  type BusinessUnit,
  type JobStatus,
  type ReportFormat,
} from '../../../entities/report/report.model.js';
import { FieldSelector } from '../../field-selection/components/FieldSelector.js';
import { NO_DATE_FIELD, dateFieldOptions } from '../report-builder.model.js';
import { PivotConfigEditor } from './PivotConfigEditor.js';

export interface ReportConfigurationProps {
  state: BuilderState;
  fields: readonly CatalogField[];
  onChange: (patch: Partial<BuilderState>) => void;
  onSelectFields: (fieldIds: string[]) => void;
  disabled?: boolean;
}

const NONE = '';
const DATE_INPUTS = [
  { key: 'startDate', label: 'Start Date' },
  { key: 'endDate', label: 'End Date' },
] as const;

/**
 * The Report Configuration tab: the fields, the date field and range (a period such as Last 30
 * days fills the dates, a date typed makes it a custom range; they stay disabled until a date
 * field is chosen), Business Unit and Job Status, the format, and a pivot's rows,
 * columns and values.
 */
export function ReportConfiguration({ state, fields, onChange, onSelectFields, disabled = false }: ReportConfigurationProps) {
  const id = useId();
  const noDate = !state.dateField;
  return (
    <Form layout="vertical" component="div" data-testid="report-configuration" disabled={disabled}>
      <Form.Item label="Fields">
        <FieldSelector value={state.selectedFields} onChange={onSelectFields} disabled={disabled} />
      </Form.Item>

      <Flex wrap gap="middle">
        <Form.Item label="Date Field" htmlFor={`${id}-date-field`}>
          <Select
            id={`${id}-date-field`}
            data-testid="report-date-field"
            className="rb-select-wide"
            value={state.dateField ?? NONE}
            options={[{ value: NONE, label: NO_DATE_FIELD }, ...dateFieldOptions(fields, state.selectedFields)]}
            onChange={(value) => onChange({ dateField: (value as string) || undefined })}
          />
        </Form.Item>
        <Form.Item label="Period" htmlFor={`${id}-date-preset`}>
          <Select
            id={`${id}-date-preset`}
            data-testid="report-date-preset"
            className="rb-select"
            disabled={disabled || noDate}
            value={state.datePreset}
            options={
              DATE_PRESETS.some((p) => p.value === state.datePreset)
                ? [...DATE_PRESETS]
                : [{ value: state.datePreset, label: presetLabel(state.datePreset) }, ...DATE_PRESETS]
            }
            onChange={(preset) => onChange(withDatePreset(state, preset as string))}
          />
        </Form.Item>
        {DATE_INPUTS.map(({ key, label }) => (
          <Form.Item key={key} label={label} htmlFor={`${id}-${key}`}>
            <Input
              id={`${id}-${key}`}
              type="date"
              disabled={disabled || noDate}
              value={state.dateRange[key]}
              {...(key === 'startDate' ? { max: state.dateRange.endDate } : { min: state.dateRange.startDate })}
              onChange={(event) => event.target.value && onChange(withDate(state, key, event.target.value))}
            />
          </Form.Item>
        ))}
      </Flex>
      {noDate && (
        <Typography.Paragraph type="secondary" className="rb-hint">
          Choose a date field to filter by date.
        </Typography.Paragraph>
      )}

      <Flex wrap gap="middle">
        <Form.Item label="Business Unit" htmlFor={`${id}-business-unit`}>
          <Select
            id={`${id}-business-unit`}
            className="rb-select"
            value={state.businessUnit}
            options={BUSINESS_UNITS.map((u) => ({ value: u, label: u }))}
            onChange={(value) => onChange({ businessUnit: value as BusinessUnit })}
          />
        </Form.Item>
        <Form.Item label="Job Status" htmlFor={`${id}-job-status`}>
          <Select
            id={`${id}-job-status`}
            className="rb-select"
            value={state.jobStatus}
            options={JOB_STATUSES.map((s) => ({ value: s, label: s }))}
            onChange={(value) => onChange({ jobStatus: value as JobStatus })}
          />
        </Form.Item>
        <Form.Item label="Format" htmlFor={`${id}-format`}>
          <Segmented
            id={`${id}-format`}
            data-testid="report-format"
            value={state.format}
            options={REPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
            onChange={(value) => onChange({ format: value as ReportFormat })}
          />
        </Form.Item>
      </Flex>

      {state.format === 'pivot' && <PivotConfigEditor state={state} fields={fields} onChange={onChange} disabled={disabled} />}
    </Form>
  );
}
