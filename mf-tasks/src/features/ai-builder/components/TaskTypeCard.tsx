import { Card, Typography, theme } from '@milestone/ui';

/** One type card of step 1: a radio the whole card selects. */
export function TaskTypeCard({ name, line, selected, onSelect }: { name: string; line: string; selected: boolean; onSelect: () => void }) {
  const { token } = theme.useToken();
  return (
    <Card
      hoverable
      role="radio"
      aria-checked={selected}
      aria-label={name}
      tabIndex={0}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        }
      }}
      style={{
        flex: '1 1 14rem',
        borderColor: selected ? token.colorPrimary : undefined,
        boxShadow: selected ? `0 0 0 1px ${token.colorPrimary}` : undefined,
        background: selected ? token.colorPrimaryBg : undefined,
      }}
    >
      <Typography.Text strong>{name}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{line}</Typography.Text>
    </Card>
  );
}
