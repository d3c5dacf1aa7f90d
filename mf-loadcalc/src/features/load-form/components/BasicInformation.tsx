import { Button, Input, Select } from '@milestone/ui';
import { codeEditionLabel, formatCalculationDate, isCodeEdition, type CodeEdition, type LoadCalculationForm } from '@milestone/loadcalc';
import type { CustomerSearchResult } from '../customer-search.model.js';
import { CODE_EDITION_OPTIONS, displayNumber, inputText, type BasicField } from '../load-form.model.js';
import { CustomerNameField } from './CustomerNameField.js';
import { Field } from './Field.js';
import { FormSection } from './FormSection.js';

/** The property lookup next to Address. */
export interface PropertyLookupControl {
  running: boolean;
  onLookup: () => void;
}

interface BasicInformationProps {
  form: LoadCalculationForm;
  errors: ReadonlyMap<string, string>;
  onChange: <K extends BasicField>(field: K, value: LoadCalculationForm[K]) => void;
  onTouch: (field: string) => void;
  /** A customer picked in the customer search. */
  onPickCustomer: (customer: CustomerSearchResult) => void;
  propertyLookup: PropertyLookupControl;
  /** The NEC edition the inspector enforces; not part of the form data (saved forms keep their meaning). */
  codeEdition: CodeEdition;
  onCodeEdition: (edition: CodeEdition) => void;
}

/** Address with the property lookup beside it, which fills Square Feet (spec 001 section 2.2). */
export function AddressField({
  value,
  error,
  onChange,
  onTouch,
  lookup,
}: {
  value: string;
  error?: string;
  onChange: (address: string) => void;
  onTouch: () => void;
  lookup: PropertyLookupControl;
}) {
  return (
    <Field label="Address" error={error} wide>
      {(a11y) => (
        <div className="lc-inline">
          <Input {...a11y} autoComplete="street-address" value={value} onChange={(event) => onChange(event.target.value)} onBlur={onTouch} />
          <Button
            className="lc-inline__action"
            loading={lookup.running}
            disabled={lookup.running}
            aria-label="Look up square footage for this address"
            onClick={lookup.onLookup}
          >
            <span>
              Look up<span className="lc-inline__more"> sq ft</span>
            </span>
          </Button>
        </div>
      )}
    </Field>
  );
}

/** The code-edition select: the calculation applies the edition's rules (220.60 differs in 2017). */
export function CodeEditionField({ value, onChange }: { value: CodeEdition; onChange: (edition: CodeEdition) => void }) {
  return (
    <Field label="NEC Code Edition" hint="The edition the inspector enforces; remembered for you in this browser">
      {(a11y) => (
        <Select
          id={a11y.id}
          aria-describedby={a11y['aria-describedby']}
          data-testid="code-edition"
          value={value}
          options={[...CODE_EDITION_OPTIONS]}
          onChange={(edition: unknown) => {
            if (isCodeEdition(edition)) onChange(edition);
          }}
        />
      )}
    </Field>
  );
}

/** Basic Information: customer, property, technician, date, the small-appliance circuits and the code edition. */
export function BasicInformation({ form, errors, onChange, onTouch, onPickCustomer, propertyLookup, codeEdition, onCodeEdition }: BasicInformationProps) {
  const textField = (
    field: BasicField,
    label: string,
    options: { wide?: boolean; type?: string; inputMode?: 'numeric'; hint?: string; placeholder?: string; grouped?: boolean; autoComplete?: string } = {},
  ) => (
    <Field label={label} error={errors.get(field)} hint={options.hint} wide={options.wide}>
      {(a11y) => (
        <Input
          {...a11y}
          type={options.type}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          autoComplete={options.autoComplete ?? 'off'}
          className={options.inputMode ? 'lc-input-num' : undefined}
          value={inputText(form[field] as string | number, options.grouped)}
          onChange={(event) => onChange(field, event.target.value)}
          onBlur={() => onTouch(field)}
        />
      )}
    </Field>
  );

  return (
    <FormSection title="Basic Information" testId="basic-information" className="lc-section--overflow">
      <div className="lc-fields">
        <CustomerNameField
          value={form.customerName}
          error={errors.get('customerName')}
          onChange={(name) => onChange('customerName', name)}
          onPick={onPickCustomer}
          onTouch={() => onTouch('customerName')}
        />
        {textField('customerEmail', 'Customer Email', { type: 'email', autoComplete: 'email' })}
        <AddressField
          value={form.address}
          error={errors.get('address')}
          onChange={(address) => onChange('address', address)}
          onTouch={() => onTouch('address')}
          lookup={propertyLookup}
        />
        {textField('squareFeet', 'Square Feet', {
          inputMode: 'numeric',
          placeholder: 'e.g. 2,000',
          grouped: true,
          hint: 'Living area; thousands separators are fine',
        })}
        {textField('technician', 'Technician')}
        {textField('calculationDate', 'Calculation Date', { type: 'date' })}
        {textField('kitchenApplianceCircuits', 'Kitchen Appliance Circuits', { inputMode: 'numeric' })}
        {textField('laundryRoomCircuits', 'Laundry Room Circuits', { inputMode: 'numeric' })}
        <CodeEditionField value={codeEdition} onChange={onCodeEdition} />
      </div>
    </FormSection>
  );
}

/** Basic Information in the print layout. */
export function BasicInformationPrint({ form, codeEdition }: { form: LoadCalculationForm; codeEdition: CodeEdition }) {
  const rows: Array<[string, string]> = [
    ['Customer Name', form.customerName],
    ['Customer Email', form.customerEmail],
    ['Address', form.address],
    // Grouped also when typed without separators ('2150' prints as 2,150).
    ['Square Feet', displayNumber(form.squareFeet)],
    ['Technician', form.technician],
    ['Calculation Date', formatCalculationDate(form.calculationDate)],
    ['Kitchen Appliance Circuits', displayNumber(form.kitchenApplianceCircuits)],
    ['Laundry Room Circuits', displayNumber(form.laundryRoomCircuits)],
    ['Code Edition', codeEditionLabel(codeEdition)],
  ];
  return (
    <FormSection title="Basic Information">
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </FormSection>
  );
}
