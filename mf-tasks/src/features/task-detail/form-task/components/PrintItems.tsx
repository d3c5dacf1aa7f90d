import { formatFormValue, isTable, type ComputedValues, type FormField, type FormItem, type FormTable, type FormValues } from '@milestone/contracts/forms';
import { PrintTable } from './PrintTable.js';

function fieldValue(field: FormField, values: FormValues, computed: ComputedValues): string {
  return formatFormValue(field, field.compute ? computed.fields[field.id] : values[field.id]);
}

/** A section's fields as label/value pairs, its tables as tables, in the section's order. */
export function PrintItems({ items, values, computed }: { items: FormItem[]; values: FormValues; computed: ComputedValues }) {
  const groups: Array<FormTable | FormField[]> = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (isTable(item)) groups.push(item);
    else if (Array.isArray(last)) last.push(item);
    else groups.push([item]);
  }
  return (
    <>
      {groups.map((group, i) =>
        Array.isArray(group) ? (
          <dl key={i}>
            {group.map((field) => (
              <div key={field.id} className="ft-print-pair" data-testid={`print-${field.id}`}>
                <dt>{field.label}</dt>
                <dd>{fieldValue(field, values, computed)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <PrintTable key={group.id} table={group} values={values} computed={computed} />
        ),
      )}
    </>
  );
}
