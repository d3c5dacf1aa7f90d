import { useMemo } from 'react';
import { Alert, Checkbox, Flex, Form, Input, Select, Spin, Switch, Typography } from '@milestone/ui';
import { displayName, formatChicagoTime, messageOrFallback, type IdentityUser } from '@milestone/platform-sdk';
import { FORMAT_CHOICES, MAX_RECIPIENTS, WHEN_CHOICES, cronOf, type DeliveryForm, type DeliveryFormat, type WhenChoice } from '../report-delivery.model.js';
import { useCronPreview } from '../hooks/useReportDeliveries.js';

export interface DeliveryFieldsProps {
  form: DeliveryForm;
  /** The company's users, the recipients to choose from (undefined while they load). */
  users: readonly IdentityUser[] | undefined;
  /** The server's or the form's refusal, shown under the fields. */
  problem: string | null;
  onChange: (changes: Partial<DeliveryForm>) => void;
}

/** The preview of the chosen schedule: svc-tasks' plain-English reading and the next five runs, in Chicago time. */
function WhenPreview({ cron }: { cron: string }) {
  const preview = useCronPreview(cron);
  if (cron === '') return null;
  if (preview.settling || preview.isFetching) return <Spin size="small" />;
  if (preview.isError) return <Alert type="error" showIcon title={messageOrFallback(preview.error, 'This expression could not be read.')} />;
  if (!preview.isSuccess) return null;
  return (
    <Flex vertical gap={2} data-testid="delivery-preview">
      <Typography.Text strong>{preview.data.description}</Typography.Text>
      <Typography.Text type="secondary">Next runs (Chicago time)</Typography.Text>
      <ol aria-label="Next runs (Chicago time)" className="delivery-next-runs">
        {preview.data.nextRuns.map((run) => (
          <li key={run}>
            <time dateTime={run}>{formatChicagoTime(run)}</time>
          </li>
        ))}
      </ol>
    </Flex>
  );
}

/** The fields of 'E-mail this report': When with its preview, Recipients, Format, Skip if empty, Enabled. */
export function DeliveryFields({ form, users, problem, onChange: change }: DeliveryFieldsProps) {
  const options = useMemo(() => {
    const known = (users ?? []).map((user) => ({ value: user.email.toLowerCase(), label: `${displayName(user)} (${user.email})` }));
    // A saved recipient who is no longer listed stays visible (the server says whether they may still receive it).
    const missing = form.recipients.filter((r) => !known.some((o) => o.value === r)).map((r) => ({ value: r, label: r }));
    return [...known, ...missing];
  }, [users, form.recipients]);

  return (
    <Form layout="vertical">
      <Form.Item label="When" htmlFor="delivery-when">
        <Select
          id="delivery-when"
          data-testid="delivery-when"
          value={form.when}
          options={WHEN_CHOICES.map(({ value, label }) => ({ value, label }))}
          onChange={(when) => change({ when: when as WhenChoice })}
        />
      </Form.Item>
      {form.when === 'custom' ? (
        <Form.Item label="Cron expression" htmlFor="delivery-cron" extra="Five fields: minute hour day-of-month month day-of-week, e.g. 0 7 * * 1-5.">
          <Input
            id="delivery-cron"
            data-testid="delivery-cron"
            value={form.customCron}
            className="delivery-cron"
            onChange={(event) => change({ customCron: event.target.value })}
          />
        </Form.Item>
      ) : null}
      <div aria-live="polite" className="delivery-when-preview">
        <WhenPreview cron={cronOf(form)} />
        <Typography.Text type="secondary">Times are Chicago time (America/Chicago).</Typography.Text>
      </div>
      <Form.Item label="Recipients" htmlFor="delivery-recipients" extra={`People of your company, up to ${MAX_RECIPIENTS}.`}>
        <Select
          id="delivery-recipients"
          data-testid="delivery-recipients"
          mode="multiple"
          value={form.recipients}
          options={options}
          loading={users === undefined}
          optionFilterProp="label"
          placeholder="Choose people"
          onChange={(recipients) => change({ recipients: recipients as string[] })}
        />
      </Form.Item>
      <Form.Item label="Format" htmlFor="delivery-format">
        <Select
          id="delivery-format"
          data-testid="delivery-format"
          value={form.format}
          options={[...FORMAT_CHOICES]}
          onChange={(format) => change({ format: format as DeliveryFormat })}
        />
      </Form.Item>
      <Form.Item extra="When the report has no rows at that time, no e-mail is sent.">
        <Checkbox data-testid="delivery-skip-if-empty" checked={form.skipIfEmpty} onChange={(event) => change({ skipIfEmpty: event.target.checked })}>
          Skip if empty
        </Checkbox>
      </Form.Item>
      <Form.Item label="Enabled" htmlFor="delivery-enabled">
        <Switch id="delivery-enabled" data-testid="delivery-enabled" checked={form.enabled} onChange={(enabled) => change({ enabled })} />
      </Form.Item>
      {problem ? <Alert type="error" showIcon data-testid="delivery-problem" title={problem} /> : null}
    </Form>
  );
}
