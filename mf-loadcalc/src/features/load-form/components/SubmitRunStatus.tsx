import type { ReactNode } from 'react';
import { Alert, Button, DownloadOutlined, EyeOutlined, Progress } from '@milestone/ui';
import type { RunView } from '../submit-run.model.js';

export interface WorksheetLink {
  /** An object URL of the worksheet PDF; null while it loads. */
  url: string | null;
  /** The PDF could not be fetched. */
  failed: boolean;
}

interface SubmitRunStatusProps {
  view: RunView | null;
  worksheet: WorksheetLink;
}

/**
 * The run Submit queued, next to the toolbar: queued, running (with its progress), the worksheet to
 * download or open for printing when it completed, or the run's error when it failed.
 */
export function SubmitRunStatus({ view, worksheet }: SubmitRunStatusProps) {
  if (!view) return null;
  let description: ReactNode = <span data-testid="submit-run-detail">{view.detail}</span>;
  if (view.progress !== null) {
    description = (
      <>
        <span data-testid="submit-run-detail">{view.detail}</span>
        <Progress percent={view.progress} size="small" status="active" />
      </>
    );
  } else if (view.worksheet) {
    const name = view.worksheet.name;
    description = (
      <>
        <span data-testid="submit-run-detail">{name}</span>
        <div className="lc-section__foot">
          {worksheet.url ? (
            <>
              <Button type="primary" icon={<DownloadOutlined />} href={worksheet.url} download={name}>
                Download Worksheet
              </Button>
              <Button icon={<EyeOutlined />} href={worksheet.url} target="_blank" rel="noopener">
                Open Worksheet
              </Button>
            </>
          ) : worksheet.failed ? (
            <span className="lc-error">The worksheet could not be loaded. Find it in the task&apos;s file repository.</span>
          ) : (
            <Button loading disabled>
              Preparing the worksheet...
            </Button>
          )}
        </div>
      </>
    );
  }
  return (
    <div className="lc-section" data-testid="submit-run" data-status={view.status} aria-live="polite">
      <Alert banner type={view.tone} showIcon title={<span data-testid="submit-run-title">{view.title}</span>} description={description} />
    </div>
  );
}
