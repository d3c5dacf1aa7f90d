import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Typography, theme } from '@milestone/ui';
import { usePrintMode } from '@milestone/platform-sdk';
import { computeFormValues, defaultFormValues, formIssueText, isTable, readFormValues, type FormDefinition, type FormValues } from '@milestone/contracts/forms';
import { RunProgress } from '../../../../entities/execution/components/RunProgress.js';
import { ExecutionOutputFiles } from '../../../../entities/execution/components/ExecutionOutputFiles.js';
import type { Execution } from '../../../../entities/execution/execution.model.js';
import { browserStorage, changedFieldNames, forgetValues, initialValues, issueFieldName, keepValues, submitBody, todayIso } from '../form-task.model.js';
import { formTaskCss } from '../form-task.styles.js';
import { useFormRun } from '../hooks/useFormRun.js';
import { useFormSubmissions } from '../hooks/useFormSubmissions.js';
import { hasUnsavedEdits, submissionValues } from '../submissions.model.js';
import { ComputedField } from './ComputedField.js';
import { FormFieldInput } from './FormFieldInput.js';
import { FormLineTable } from './FormLineTable.js';
import { FormPrintLayout } from './FormPrintLayout.js';
import { FormSubmissions } from './FormSubmissions.js';

/**
 * A form task's form, rendered from its definition with antd's Form: each section's fields and
 * line tables, the computed fields as the values change (the forms module's exact computations),
 * the values kept in the browser while editing, Reset, Print Form (and ?print=1: the print layout
 * only), and Submit, which checks the values with the form's own texts and runs the task.
 */
export function FormRenderer({ definition, taskId }: { definition: FormDefinition; taskId: number }) {
  const { token } = theme.useToken();
  const css = useMemo(() => formTaskCss(token), [token]);
  const storage = useMemo(() => browserStorage(), []);
  const [form] = Form.useForm<FormValues>();
  const [initial] = useState(() => initialValues(definition, storage, taskId, todayIso()));
  const watched = Form.useWatch([], { form, preserve: true }) as FormValues | undefined;
  const values = watched ?? initial;
  const computed = useMemo(() => computeFormValues(definition, values), [definition, values]);
  const [tableErrors, setTableErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { printQuery, printing, print } = usePrintMode();
  const run = useFormRun(taskId);
  const submissions = useFormSubmissions(taskId);
  // What the form last started from (its defaults, a submission opened, the values sent): edits beyond it are unsaved.
  const [baseline, setBaseline] = useState<FormValues>(() => defaultFormValues(definition, todayIso()));

  const onReset = () => {
    const defaults = defaultFormValues(definition, todayIso());
    form.resetFields();
    form.setFieldsValue(defaults);
    forgetValues(storage, taskId);
    setTableErrors({});
    setProblem(null);
    setBaseline(defaults);
  };

  const onOpenSubmission = (submission: Execution) => {
    const restored = submissionValues(definition, submission, todayIso());
    form.resetFields();
    form.setFieldsValue(restored);
    keepValues(storage, taskId, restored);
    setTableErrors({});
    setProblem(null);
    setBaseline(restored);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const onValuesChange = (changed: FormValues) => {
    keepValues(storage, taskId, form.getFieldsValue(true) as FormValues);
    const touched = changedFieldNames(changed).filter((name) => form.getFieldError(name).length > 0);
    if (touched.length > 0) form.setFields(touched.map((name) => ({ name, errors: [] })));
    // The check's summary and a table's issue speak of the values as they were: they go once edited.
    setProblem(null);
    setTableErrors({});
  };

  const onSubmit = () => {
    const all = form.getFieldsValue(true) as FormValues;
    const read = readFormValues(definition, all);
    // Every error shown is cleared first (a line's cells too), then the check's shown where they belong.
    form.setFields(
      form
        .getFieldsError()
        .filter((field) => field.errors.length > 0)
        .map((field) => ({ name: field.name, errors: [] })),
    );
    if (!read.ok) {
      const tables: Record<string, string> = {};
      const fields = [];
      for (const issue of read.issues) {
        const item = definition.sections.flatMap((s) => s.items).find((candidate) => candidate.id === issue.field);
        if (item && isTable(item)) tables[item.id] = issue.message;
        else fields.push({ name: issueFieldName(issue), errors: [issue.message] });
      }
      form.setFields(fields);
      setTableErrors(tables);
      setProblem(formIssueText(definition, read.issues[0]!));
      if (fields[0]) form.scrollToField(fields[0].name, { block: 'center' });
      return;
    }
    setTableErrors({});
    setProblem(null);
    run.submit(submitBody(definition, all));
    setBaseline(all);
  };

  // Print mode (?print=1, or Print Form's moment) hides the inputs and shows the print layout, the
  // form kept mounted so its values stay; the browser's print does the same through @media print.
  const printMode = printQuery || printing;
  return (
    <div className={printMode ? 'ft-root ft-printing' : 'ft-root'} data-testid="form-task" data-mode={printMode ? 'print' : 'edit'}>
      <style>{css}</style>
      <div className="ft-edit">
        {definition.description ? <Typography.Paragraph type="secondary">{definition.description}</Typography.Paragraph> : null}
        <Form form={form} layout="vertical" initialValues={initial} onValuesChange={onValuesChange} requiredMark>
          {definition.sections.map((section) => (
            <section key={section.id} className="ft-section" aria-label={section.title}>
              <Typography.Title level={4}>{section.title}</Typography.Title>
              {section.description ? <Typography.Paragraph type="secondary">{section.description}</Typography.Paragraph> : null}
              <div className="ft-fields">
                {section.items.map((item) => {
                  if (isTable(item)) {
                    return (
                      <div key={item.id} className="ft-wide">
                        <FormLineTable table={item} computed={computed} error={tableErrors[item.id] ?? null} />
                      </div>
                    );
                  }
                  if (item.compute) return <ComputedField key={item.id} field={item} value={computed.fields[item.id] ?? null} />;
                  return (
                    <div key={item.id} className={item.type === 'textarea' ? 'ft-wide' : undefined}>
                      <Form.Item name={item.id} label={item.type === 'checkbox' ? undefined : item.label} required={item.required}>
                        <FormFieldInput field={item} ariaLabel={item.label} />
                      </Form.Item>
                    </div>
                  );
                })}
              </div>
            </section>
          ))}
        </Form>
        <Flex vertical gap="small" className="ft-actions">
          {problem ? <Alert type="error" showIcon title={problem} data-testid="form-problem" /> : null}
          <Flex gap="small" wrap>
            <Button type="primary" onClick={onSubmit} loading={run.starting} disabled={run.busy}>
              Submit
            </Button>
            <Button onClick={print}>Print Form</Button>
            <Button onClick={onReset}>Reset</Button>
          </Flex>
          {run.execution ? (
            <Flex vertical gap="small" data-testid="form-run">
              <RunProgress execution={run.execution} />
              {run.execution.status === 'completed' ? <ExecutionOutputFiles files={run.execution.outputFiles} /> : null}
            </Flex>
          ) : null}
        </Flex>
        <FormSubmissions definition={definition} {...submissions} unsaved={hasUnsavedEdits(values, baseline)} onOpen={onOpenSubmission} />
      </div>
      <div className="ft-print-only">
        <FormPrintLayout definition={definition} values={values} computed={computed} />
      </div>
    </div>
  );
}
