import { Alert, PageContainer, PageHeader } from '@milestone/ui';

/** What a signed-in user without the needed role sees on an administration page: no link to it. */
export function AccessMessage({ title, text }: { title: string; text: string }) {
  return (
    <PageContainer maxWidth={720}>
      <PageHeader level={3} title={title} />
      <Alert type="warning" showIcon title={text} />
    </PageContainer>
  );
}
