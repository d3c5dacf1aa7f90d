import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { Input } from '@milestone/ui';
import { CUSTOMER_LOOKUP_DELAY_MS, CUSTOMER_LOOKUP_MIN_QUERY, customerOptions, findCustomers, serviceTitanConnected } from '../customer-lookup.api.js';

interface CustomerReferenceInputProps {
  ariaLabel: string;
  placeholder?: string;
  maxLength?: number;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A text field with the ServiceTitan customer search: where the company is connected, what is typed
 * (2 letters or more, after a 300 ms pause) is looked up among its customers and a pick fills in the
 * customer's name; the text typed stays the value either way (a job number is a reference too).
 * Where the company is not connected, or the question fails, it is the plain text input.
 */
export function CustomerReferenceInput({ ariaLabel, placeholder, maxLength, value, onChange }: CustomerReferenceInputProps) {
  const connection = useQuery({ queryKey: ['form-task', 'service-titan-connected'], queryFn: () => serviceTitanConnected(), staleTime: 60_000, retry: false });
  const connected = connection.data === true;
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.trim()), CUSTOMER_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const search = useQuery({
    queryKey: ['form-task', 'customer-search', query],
    queryFn: ({ signal }) => findCustomers(query, signal),
    enabled: connected && query.length >= CUSTOMER_LOOKUP_MIN_QUERY,
    staleTime: 60_000,
    retry: false,
  });
  const options = useMemo(() => (search.data ? customerOptions(search.data) : []), [search.data]);

  if (!connected)
    return <Input aria-label={ariaLabel} placeholder={placeholder} maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} />;
  return (
    <AutoComplete
      value={value}
      options={options}
      onChange={(next: string) => onChange(next)}
      onSelect={(next: string) => onChange(next)}
      // A pick is the customer's name as ServiceTitan has it; the list is not filtered again here.
      filterOption={false}
      notFoundContent={search.isFetching ? 'Searching customers...' : null}
    >
      <Input aria-label={ariaLabel} placeholder={placeholder ?? 'Search customers or type a job number'} maxLength={maxLength} />
    </AutoComplete>
  );
}
