import { Input } from '@milestone/ui';
import type { LoadCalculationForm } from '@milestone/loadcalc';
import { formatCalculationDate, inputText, type BasicField } from '../load-form.model.js';
import { Field } from './Field.js';
import { FormSection } from './FormSection.js';

interface BasicInformationProps {
  form: LoadCalculationForm;
  errors: ReadonlyMap<string, string>;
  onChange: <K extends BasicField>(field: K, value: LoadCalculationForm[K]) => void;
  onTouch: (field: string) => void;
}

/** Basic Information: customer, property, technician, date and the small-appliance circuits. */
export function BasicInformation({ form, errors, onChange, onTouch }: BasicInformationProps) {
  const textField = (field: BasicField, label: string, options: { wide?: boolean; type?: string; inputMode?: 'numeric'; hint?: string; placeholder?: string; grouped?: boolean; autoComplete?: string } = {}) => (
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
    <FormSection title="Basic Information" testId="basic-information">
      <div className="lc-fields">
        {textField('customerName', 'Customer Name', { autoComplete: 'name' })}
        {textField('customerEmail', 'Customer Email', { type: 'email', autoComplete: 'email' })}
        {textField('address', 'Address', { wide: true, autoComplete: 'street-address' })}
        {textField('squareFeet', 'Square Feet', { inputMode: 'numeric', placeholder: 'e.g. 2,000', grouped: true, hint: 'Living area; thousands separators are fine' })}
        {textField('technician', 'Technician')}
        {textField('calculationDate', 'Calculation Date', { type: 'date' })}
        {textField('kitchenApplianceCircuits', 'Kitchen Appliance Circuits', { inputMode: 'numeric' })}
        {textField('laundryRoomCircuits', 'Laundry Room Circuits', { inputMode: 'numeric' })}
      </div>
    </FormSection>
  );
}

/** Basic Information in the print layout. */
export function BasicInformationPrint({ form }: { form: LoadCalculationForm }) {
  const rows: Array<[string, string]> = [
    ['Customer Name', form.customerName],
    ['Customer Email', form.customerEmail],
    ['Address', form.address],
    ['Square Feet', inputText(form.squareFeet, true)],
    ['Technician', form.technician],
    ['Calculation Date', formatCalculationDate(form.calculationDate)],
    ['Kitchen Appliance Circuits', inputText(form.kitchenApplianceCircuits)],
    ['Laundry Room Circuits', inputText(form.laundryRoomCircuits)],
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
