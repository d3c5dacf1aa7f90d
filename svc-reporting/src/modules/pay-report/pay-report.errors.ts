import type { PayReportFailureV1 } from '@milestone/contracts';

/** Why a pay report could not be computed: the failure the asker is answered with, and its text. */
export class PayReportError extends Error {
  constructor(
    readonly failure: PayReportFailureV1,
    message: string,
  ) {
    super(message);
  }
}

export class NotConnectedError extends PayReportError {
  constructor() {
    super(
      'not-connected',
      'ServiceTitan is not connected for your company. Connect it on the integration status page (/service-titan/status) to run the pay report.',
    );
  }
}

export class NotSyncedError extends PayReportError {
  constructor() {
    super(
      'not-synced',
      'ServiceTitan is connected, but its data has not been synced yet. Run the report again once the first sync has finished (see /service-titan/status).',
    );
  }
}
