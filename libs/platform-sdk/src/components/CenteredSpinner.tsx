import { Spin } from '@milestone/ui';

/** A spinner centred in the page, shown while authentication or a remote resolves. */
export function CenteredSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <Spin size="large" />
    </div>
  );
}
