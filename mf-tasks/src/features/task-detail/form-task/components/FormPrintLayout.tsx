import { Typography } from '@milestone/ui';
import type { ComputedValues, FormDefinition, FormValues } from '@milestone/contracts/forms';
import { PrintItems } from './PrintItems.js';

/** The form read-only, as it prints: every section, its values and the computed totals. */
export function FormPrintLayout({ definition, values, computed }: { definition: FormDefinition; values: FormValues; computed: ComputedValues }) {
  return (
    <div className="ft-print">
      <Typography.Title level={3}>{definition.title}</Typography.Title>
      {definition.sections.map((section) => (
        <section key={section.id}>
          <Typography.Title level={5}>{section.title}</Typography.Title>
          <PrintItems items={section.items} values={values} computed={computed} />
        </section>
      ))}
    </div>
  );
}
