import { useId, type KeyboardEvent } from 'react';
import { Input } from '@milestone/ui';
import type { CustomerSearchResult } from '../customer-search.model.js';
import { useCustomerSearch } from '../hooks/useCustomerSearch.js';
import { CustomerSearchDropdown, customerOptionId } from './CustomerSearchDropdown.js';
import { Field } from './Field.js';

interface CustomerNameFieldProps {
  value: string;
  error?: string;
  onChange: (name: string) => void;
  onPick: (customer: CustomerSearchResult) => void;
  onTouch: () => void;
}

/** Customer Name with the Service Titan customer search under it (spec 001 sections 2.2 and 4). */
export function CustomerNameField({ value, error, onChange, onPick, onTouch }: CustomerNameFieldProps) {
  const { search, state, connected } = useCustomerSearch(value);
  const listboxId = `${useId()}-customers`;
  const listed = state.open && state.results.length > 0;

  const pick = (index: number) => {
    const customer = search.pick(index);
    if (customer) onPick(customer);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!state.open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && state.activeIndex >= 0) {
      event.preventDefault();
      pick(state.activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      search.close();
    }
  };

  return (
    <Field label="Customer Name" error={error}>
      {(a11y) => (
        <div className="lc-search">
          <Input
            {...a11y}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listed}
            aria-controls={listed ? listboxId : undefined}
            aria-activedescendant={listed && state.activeIndex >= 0 ? customerOptionId(listboxId, state.activeIndex) : undefined}
            autoComplete="off"
            placeholder="Type to search Service Titan customers"
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              search.typed(event.target.value);
            }}
            onFocus={search.focused}
            onBlur={() => {
              search.blurred();
              onTouch();
            }}
            onKeyDown={onKeyDown}
          />
          <CustomerSearchDropdown state={state} connected={connected} listboxId={listboxId} onPick={pick} onClose={search.close} />
        </div>
      )}
    </Field>
  );
}
