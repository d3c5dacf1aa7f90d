import { Alert } from '@milestone/ui';
import { Link, joinBasePath } from '@milestone/platform-sdk';
import { PAY_REPORT_TEXTS } from '../pay-report.model.js';

/** What a company without a ServiceTitan connection reads instead of an empty report, with the way to connect. */
export function NotConnectedNotice({ basePath }: { basePath: string }) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="pay-report-not-connected"
      title={PAY_REPORT_TEXTS.notConnected}
      description={
        <>
          {PAY_REPORT_TEXTS.notConnectedDetail} <Link to={joinBasePath(basePath, 'service-titan/status')}>{PAY_REPORT_TEXTS.statusLink}</Link>
        </>
      }
    />
  );
}
