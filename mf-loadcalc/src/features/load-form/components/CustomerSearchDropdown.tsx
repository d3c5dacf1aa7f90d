import { Button } from '@milestone/ui';
import { customerContactLine, customerSearchNotice, type CustomerSearchResult, type CustomerSearchState } from '../customer-search.model.js';

export interface CustomerSearchDropdownProps {
  state: CustomerSearchState;
  /** Whether the company is connected to ServiceTitan; undefined until known. */
  connected: boolean | undefined;
  /** The listbox's id, which the Customer Name combobox names in aria-controls. */
  listboxId: string;
  onPick: (index: number) => void;
  onClose: () => void;
}

/** The id of an option, for the combobox's aria-activedescendant. */
export function customerOptionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

function CustomerOption({ customer, id, active, onPick }: { customer: CustomerSearchResult; id: string; active: boolean; onPick: () => void }) {
  const contact = customerContactLine(customer);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={active ? 'lc-search__option lc-search__option--active' : 'lc-search__option'}
      // Picked on mouse down, before the name field's blur, so the pick never races the close.
      onMouseDown={(event) => {
        event.preventDefault();
        onPick();
      }}
    >
      <span className="lc-search__name">{customer.name}</span>
      {customer.address ? <span className="lc-search__detail">{customer.address}</span> : null}
      {contact ? <span className="lc-search__detail">{contact}</span> : null}
    </li>
  );
}

/** The customer search results under Customer Name (spec 001 sections 2.2 and 4). */
export function CustomerSearchDropdown({ state, connected, listboxId, onPick, onClose }: CustomerSearchDropdownProps) {
  if (!state.open) return null;
  const notice = customerSearchNotice(state, connected);
  return (
    <div className="lc-search__panel" data-testid="customer-search-dropdown">
      <div className="lc-search__head">
        <span className="lc-search__title">Service Titan customers</span>
        <Button type="text" size="small" aria-label="Close customer search" onMouseDown={(event) => event.preventDefault()} onClick={onClose}>
          ✕
        </Button>
      </div>
      {state.results.length > 0 ? (
        <ul id={listboxId} role="listbox" aria-label="Customer search results" className="lc-search__list">
          {state.results.map((customer, index) => (
            <CustomerOption
              key={customer.id}
              customer={customer}
              id={customerOptionId(listboxId, index)}
              active={index === state.activeIndex}
              onPick={() => onPick(index)}
            />
          ))}
        </ul>
      ) : null}
      {notice ? (
        <p className="lc-search__notice" role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
