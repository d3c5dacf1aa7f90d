import { Button, Flex, Tag, Typography } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import type { FormDefinition } from '@milestone/contracts/forms';
import { ExecutionOutputFiles } from '../../../../entities/execution/components/ExecutionOutputFiles.js';
import { STATUS_COLORS, type Execution } from '../../../../entities/execution/execution.model.js';
import { SUBMISSION_TEXTS, submissionTitle } from '../submissions.model.js';
import { OpenInForm } from './OpenInForm.js';

export interface FormSubmissionsProps {
  definition: FormDefinition;
  runs: readonly Execution[];
  total: number;
  loading: boolean;
  loadingMore: boolean;
  /** Loads the next page; null when every submission is shown. */
  more: (() => void) | null;
  /** The form holds edits of its own: Open in form asks first. */
  unsaved: boolean;
  onOpen: (run: Execution) => void;
}

/**
 * The form's submissions under it, newest first: each one's title (the PO number, or the form's
 * first text field), who and when (Chicago time), its status, its PDF and xlsx to download, and
 * Open in form, which puts its values back into the form.
 */
export function FormSubmissions({ definition, runs, total, loading, loadingMore, more, unsaved, onOpen }: FormSubmissionsProps) {
  return (
    <section aria-label={SUBMISSION_TEXTS.title} data-testid="form-submissions" className="ft-submissions">
      <Typography.Title level={4}>
        {SUBMISSION_TEXTS.title}
        {total > 0 ? <Typography.Text type="secondary"> ({total})</Typography.Text> : null}
      </Typography.Title>
      {!loading && runs.length === 0 ? <Typography.Text type="secondary">{SUBMISSION_TEXTS.empty}</Typography.Text> : null}
      <Flex vertical gap="middle">
        {runs.map((run) => (
          <article key={run.id} aria-label={`Submission #${run.id}`} data-testid="form-submission">
            <Flex vertical gap={4}>
              <Flex align="center" gap="small" wrap>
                <Typography.Text strong data-testid="form-submission-title">
                  {submissionTitle(definition, run)}
                </Typography.Text>
                <Tag color={STATUS_COLORS[run.status] ?? 'default'}>{run.status}</Tag>
                <Typography.Text type="secondary">
                  {formatChicagoTime(run.createdAt)}
                  {run.startedByName ? ` · by ${run.startedByName}` : ''}
                </Typography.Text>
                <OpenInForm run={run} unsaved={unsaved} onOpen={onOpen} />
              </Flex>
              {run.status === 'failed' && run.error ? <Typography.Text type="danger">{run.error}</Typography.Text> : null}
              <ExecutionOutputFiles files={run.outputFiles} />
            </Flex>
          </article>
        ))}
      </Flex>
      {more ? (
        <Button type="link" onClick={more} loading={loadingMore}>
          {SUBMISSION_TEXTS.more}
        </Button>
      ) : null}
    </section>
  );
}
