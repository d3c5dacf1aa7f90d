import { Button, Flex, Typography, theme } from '@milestone/ui';
import { useToast } from '@milestone/platform-sdk';

/** The generated-script section: task.pythonScript with Copy, or a note that none exists yet. */
export function GeneratedScript({ script }: { script: string | null | undefined }) {
  const { toast } = useToast();
  const { token } = theme.useToken();
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
      <Flex justify="flex-end" style={{ marginBottom: token.marginXS }}>
        <Button onClick={() => void copy()}>Copy</Button>
      </Flex>
      <pre
        aria-label="Generated Python script"
        style={{
          background: token.colorFillQuaternary,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          padding: token.paddingSM,
          overflow: 'auto',
          maxHeight: 600,
          fontFamily: token.fontFamilyCode,
          fontSize: token.fontSizeSM + 1,
          whiteSpace: 'pre',
        }}
      >
        <code>{script}</code>
      </pre>
    </div>
  );
}
