import { useMemo, useState } from 'react';
import { Button, Checkbox, Flex, Form, Input, Select } from '@milestone/ui';
import { useToast } from '@milestone/platform-sdk';
import {
  GROUP_BY_OPTIONS,
  PAY_REPORT_TEXTS,
  defaultOutputFile,
  payReportParameters,
  periodOptionLabel,
  type PayPeriod,
  type PayReportForm as FormState,
  type PayReportParameters,
} from '../pay-report.model.js';

interface PayReportFormProps {
  periods: readonly PayPeriod[];
  /** While a run is being queued. */
  pending: boolean;
  /** Generate is refused (no ServiceTitan connection, no task). */
  disabled: boolean;
  onGenerate: (parameters: PayReportParameters) => void;
}

/**
 * The report's form: the weekly pay period (the last 12 Monday-Sunday weeks), Group Report By,
 * 'Include Detailed Commission Analysis', an optional output file name, Generate. Without a period
 * Generate toasts 'Missing Information' / 'Please select a pay period.' and sends nothing.
 */
export function PayReportForm({ periods, pending, disabled, onGenerate }: PayReportFormProps) {
  const { toast } = useToast();
  const [form, setForm] = useState<FormState>({ periodStart: null, groupBy: 'none', includeCommissionAnalysis: false, outputFile: '' });
  const options = useMemo(() => periods.map((p) => ({ value: p.start, label: periodOptionLabel(p) })), [periods]);
  const chosen = periods.find((p) => p.start === form.periodStart);

  const generate = () => {
    const parameters = payReportParameters(form, periods);
    if (!parameters) {
      toast({ variant: 'error', ...PAY_REPORT_TEXTS.missing });
      return;
    }
    onGenerate(parameters);
  };

  return (
    <Form layout="vertical" name="pay-report" onFinish={generate} data-testid="pay-report-form" style={{ maxWidth: 560 }}>
      <Form.Item label="Pay Period" htmlFor="pay-report-period" required>
        <Select
          id="pay-report-period"
          data-testid="pay-report-period"
          placeholder="Select a pay period"
          value={form.periodStart ?? undefined}
          options={options}
          onChange={(value) => setForm({ ...form, periodStart: value as string })}
        />
      </Form.Item>
      <Form.Item label="Group Report By" htmlFor="pay-report-group-by">
        <Select
          id="pay-report-group-by"
          data-testid="pay-report-group-by"
          value={form.groupBy}
          options={GROUP_BY_OPTIONS.map((g) => ({ value: g.value, label: g.label }))}
          onChange={(value) => setForm({ ...form, groupBy: value as FormState['groupBy'] })}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox
          data-testid="pay-report-commission"
          checked={form.includeCommissionAnalysis}
          onChange={(event) => setForm({ ...form, includeCommissionAnalysis: event.target.checked })}
        >
          Include Detailed Commission Analysis
        </Checkbox>
      </Form.Item>
      <Form.Item
        label="Output File Name (optional)"
        htmlFor="pay-report-output-file"
        extra="Saved as an Excel workbook (.xlsx) with a CSV of the summary beside it."
      >
        <Input
          id="pay-report-output-file"
          data-testid="pay-report-output-file"
          maxLength={100}
          placeholder={defaultOutputFile(chosen)}
          value={form.outputFile}
          onChange={(event) => setForm({ ...form, outputFile: event.target.value })}
        />
      </Form.Item>
      <Flex>
        <Button type="primary" htmlType="submit" loading={pending} disabled={disabled} data-testid="pay-report-generate">
          {pending ? PAY_REPORT_TEXTS.generating : PAY_REPORT_TEXTS.generate}
        </Button>
      </Flex>
    </Form>
  );
}
