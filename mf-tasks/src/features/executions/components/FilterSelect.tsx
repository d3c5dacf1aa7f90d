import type { UIEvent } from 'react';
import { Flex, Select, Typography } from '@milestone/ui';

interface FilterSelectProps<V extends string | number> {
  label: string;
  /** 'All Tasks', 'Anyone'...: what no choice means. */
  placeholder: string;
  value: V | undefined;
  options: { value: V; label: string }[];
  loading?: boolean;
  /** Type to find an option by its label. */
  searchable?: boolean;
  onPopupScroll?: (event: UIEvent<HTMLDivElement>) => void;
  onChange: (value: V | undefined) => void;
}

/** One select of the filter bar, with its label above it; clearing it removes the filter. */
export function FilterSelect<V extends string | number>({
  label,
  placeholder,
  value,
  options,
  loading,
  searchable,
  onPopupScroll,
  onChange,
}: FilterSelectProps<V>) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{label}</Typography.Text>
      <Select
        aria-label={`Filter by ${label.toLowerCase()}`}
        allowClear
        showSearch={searchable ? { optionFilterProp: 'label' } : false}
        placeholder={placeholder}
        value={value}
        options={options}
        loading={loading}
        onPopupScroll={onPopupScroll}
        onChange={(next) => onChange(next as V | undefined)}
      />
    </Flex>
  );
}
