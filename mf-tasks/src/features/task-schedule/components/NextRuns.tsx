import { Typography } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';

/** Upcoming run times in Chicago time, one a line. */
export function NextRuns({ runs, label }: { runs: readonly string[]; label: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <ol aria-label={label} style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {runs.map((run) => (
          <li key={run}>
            <time dateTime={run}>{formatChicagoTime(run)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}
