import { Button, Typography } from '@milestone/ui';
import { useToast } from '@milestone/platform-sdk';

/** The generated-script section: task.pythonScript with Copy, or a note that none exists yet. */
export function GeneratedScript({ script }: { script: string | null | undefined }) {
  const { toast } = useToast();
  if (!script?.trim()) {
    return (
      <Typography.Paragraph type="secondary">
        No script has been generated yet. It is generated from the instructions once they are saved.
      </Typography.Paragraph>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(script);
      toast({ variant: 'success', title: 'Script copied' });
    } catch {
      toast({ variant: 'error', title: 'Copy Failed', description: 'The script could not be copied. Select it and copy it by hand.' });
    }
  };
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button onClick={() => void copy()}>Copy</Button>
      </div>
      <pre
        aria-label="Generated Python script"
        style={{ background: '#f6f8fa', border: '1px solid #eee', borderRadius: 6, padding: 12, overflow: 'auto', maxHeight: 600, fontSize: 13, whiteSpace: 'pre' }}
      >
        <code>{script}</code>
      </pre>
    </div>
  );
}
