import { Button, Result } from '@milestone/ui';

/** The shared not-found page (spec 000 section 2). */
export function NotFound({ onHome }: { onHome?: () => void }) {
  return (
    <Result
      status="404"
      title="404 Page Not Found"
      subTitle="Did you forget to add the page to the router?"
      extra={
        onHome ? (
          <Button type="primary" onClick={onHome}>
            Go Home
          </Button>
        ) : undefined
      }
    />
  );
}
