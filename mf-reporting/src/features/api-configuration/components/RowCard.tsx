import type { ReactNode } from 'react';
import { Button, Card } from '@milestone/ui';

export interface RowCardProps {
  /** 'Filter 2', 'Reference mapping 1': the row as the user counts them, and as its errors name it. */
  name: string;
  readOnly: boolean;
  onRemove: () => void;
  children: ReactNode;
}

/** One row of the editor's filters or mappings, titled by its name, with Remove unless read only. */
export function RowCard({ name, readOnly, onRemove, children }: RowCardProps) {
  const remove = readOnly ? null : (
    <Button type="link" danger onClick={onRemove} aria-label={`Remove ${name}`}>
      Remove
    </Button>
  );
  return (
    <Card size="small" title={name} extra={remove}>
      {children}
    </Card>
  );
}
