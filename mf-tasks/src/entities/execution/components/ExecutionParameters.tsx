import { Flex, Tag } from '@milestone/ui';
import { parameterEntries } from '../execution-details.model.js';

/** A run's parameters as compact 'key: value' tags (the whole value on hover); nothing when it had none. */
export function ExecutionParameters({ parameters }: { parameters: Record<string, unknown> | null }) {
  const entries = parameterEntries(parameters);
  if (entries.length === 0) return null;
  return (
    <Flex className="execution-params" gap={4} wrap aria-label="Parameters">
      {entries.map((entry) => (
        <Tag key={entry.key} title={entry.full}>
          {entry.key}: {entry.text}
        </Tag>
      ))}
    </Flex>
  );
}
