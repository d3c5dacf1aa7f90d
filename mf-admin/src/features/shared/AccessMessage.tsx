import { Alert, Typography } from '@milestone/ui';

/** What a signed-in user without the needed role sees on an administration page. */
export function AccessMessage({ title, text }: { title: string; text: string }) {
  return (
    <div style={{ maxWidth: 720, margin: '32px auto', padding: '0 16px' }}>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Alert type="warning" showIcon title={text} />
    </div>
  );
}
