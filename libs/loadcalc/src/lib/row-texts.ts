import { applianceName } from './indexed-text.js';
import type { ParsedLoadForm } from './load-form.validation.js';
import { formatNumber as fmt } from './va-math.js';

/**
 * The texts of the form's rows that every method prints ('4,500 W × 1' and the row's name), made
 * once per parse: calculateLoadMethods hands them to both methods.
 */
export interface RowTexts {
  /** '4,500 W × 1': watts and quantity of each fastened row. */
  fastenedNameplates: string[];
  /** The row's name, or 'Appliance 1' ... when it has none. */
  fastenedNames: string[];
  largeNameplates: string[];
  /** The row's name, or its type when it has none. */
  largeNames: string[];
}

export function rowTextsOf(input: ParsedLoadForm): RowTexts {
  const fastenedNameplates: string[] = [];
  const fastenedNames: string[] = [];
  for (let index = 0; index < input.appliances.length; index += 1) {
    const row = input.appliances[index]!;
    fastenedNameplates.push(`${fmt(row.watts)} W × ${fmt(row.quantity)}`);
    fastenedNames.push(row.name.trim() || applianceName(index));
  }
  const largeNameplates: string[] = [];
  const largeNames: string[] = [];
  for (const row of input.largeAppliances) {
    largeNameplates.push(`${fmt(row.watts)} W × ${fmt(row.quantity)}`);
    largeNames.push(row.name.trim() || row.type);
  }
  return { fastenedNameplates, fastenedNames, largeNameplates, largeNames };
}
