import { formItems, formTables, isTable, withCustomerLookups, type FormDefinition, type FormDesign } from '@milestone/contracts/forms';
import type { AiProvider } from '../ai-provider.js';
import type { ImplementationDetails, TaskPlan } from '../ai.types.js';

/** A form the AI builder designed, with what it read and what it noted (a model's refusal, unread words). */
export type DesignedForm = FormDesign & { kind: 'form' };

/** Words that speak of a spreadsheet or a file to process: the quick creator's description is then not a form. */
const FILE_WORDS = /\b(csv|xlsx?|excel|spreadsheet|workbook|export(?:ed|s)?|columns?|rows?|upload(?:ed|s)?|files?|tab|worksheet\s+tab)\b/i;
const FORM_WORDS = /\b(forms?|checklists?|templates?|printable|fillable|sign[\s-]*off\s+sheet)\b/i;

/**
 * The quick creator has no task type: a description of a form to fill (a form, checklist,
 * printable template), not of a file to process, is a form-processing task ('the purchase orders'
 * alone are a spreadsheet's rows).
 */
export function readsAsForm(description: string): boolean {
  return FORM_WORDS.test(description) && !FILE_WORDS.test(description);
}

/** The note on a plan when a model's form could not be used. */
export function modelFormNote(reason: string): string {
  return `The model's form could not be used (${reason.replace(/\.+$/, '')}), so the form was designed from the words instead.`;
}

/** The task's steps for a designed form: fill it in, the totals follow, print it or submit it. */
export function formSteps(definition: FormDefinition): string[] {
  const items = formItems(definition);
  const fields = items.filter((item) => !isTable(item) && !('compute' in item && item.compute)).map((item) => item.label);
  const tables = items.filter(isTable);
  const computed = items.filter((item) => !isTable(item) && item.compute).map((item) => item.label);
  return [
    `Fill in ${fields.slice(0, 12).join(', ')}${fields.length > 12 ? ' and the rest of the form' : ''}.`,
    ...tables.map((table) => `Add a line to ${table.label} for each entry: ${table.columns.map((c) => c.label).join(', ')}.`),
    ...(computed.length ? [`${computed.join(', ')} follow${computed.length === 1 ? 's' : ''} from what is entered.`] : []),
    'Print the form, or Submit it to make its PDF.',
  ];
}

/** The implementation of a form-processing plan that is a form: its definition (config.form) and its steps; no script. */
export function formImplementation(design: DesignedForm, provider: Pick<AiProvider, 'name' | 'model'>): ImplementationDetails {
  const message = [design.reading, ...design.notes].join(' ');
  return {
    steps: formSteps(design.definition),
    script: null,
    summary: [design.reading],
    understood: [design.reading],
    notUnderstood: [],
    message,
    provider: provider.name,
    model: provider.model,
    // A model's form names its customer fields as the offline designer does: they search ServiceTitan.
    form: withCustomerLookups(design.definition),
  };
}

/** A designed form's plan on Review: named by its title, its sections as the plan's, its steps as the data flow. */
export function formPlan(design: DesignedForm): Pick<TaskPlan, 'name' | 'features' | 'sections' | 'dataFlow'> {
  const { definition } = design;
  const tables = formTables(definition);
  return {
    name: definition.title,
    features: [
      `A form of ${formItems(definition).length} fields in ${definition.sections.length} section${definition.sections.length === 1 ? '' : 's'}`,
      ...(tables.length ? ['Line tables with computed line totals and totals'] : []),
      'Print mode, and Submit to make its PDF',
    ],
    sections: definition.sections.map((section) => ({
      title: section.title,
      description: section.items
        .map((item) => item.label)
        .join(', ')
        .slice(0, 200),
      type: 'text',
    })),
    dataFlow: formSteps(definition),
  };
}
