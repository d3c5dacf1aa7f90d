import type { ReactNode } from 'react';
import { Panel, Typography } from '@milestone/ui';

/** The narrow centred card of the public account screens. */
export function AccountCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div style={{ maxWidth: 460, margin: '48px auto', padding: '0 16px' }}>
      <Panel>
        <Typography.Title level={3} style={{ marginTop: 0 }}>{title}</Typography.Title>
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        {children}
      </Panel>
    </div>
  );
}
