import { Card, Result } from '@milestone/ui';
import type { ReactNode } from 'react';

/** An honest page for a feature whose issue has not landed yet. */
export function FeaturePlaceholder({ title, detail, extra }: { title: string; detail: string; extra?: ReactNode }) {
  return (
    <div style={{ maxWidth: 720, margin: '32px auto', padding: '0 16px' }}>
      <Card>
        <Result status="info" title={title} subTitle={detail} extra={extra} />
      </Card>
    </div>
  );
}
