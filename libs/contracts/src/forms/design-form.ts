// The AI builder's offline form designer: a form-processing description read into a form
// definition (fields, computations; every form prints), or into the load calculator when the words
// ask for a load calculation. Pure and data-only: the words in, a definition readFormDefinition
// accepts out. What it did not read as part of the form becomes a note, never a refusal.
import type { FormDefinition, FormField, FormItem, FormSection, FormTable } from './form-definition.js';
import { isTable } from './form-definition.js';
import { PURCHASE_ORDER_FORM } from './purchase-order.js';

export type FormDesign =
  { kind: 'load-calculation'; reading: string; notes: string[] } | { kind: 'form'; definition: FormDefinition; reading: string; notes: string[] };

/** The NEC load calculator's words: a load calculation, NEC / article 220, service size, amperage. */
const LOAD_WORDS =
  /\bload[\s-]*calc\w*|\bcalculat\w*\s+(?:the\s+)?(?:electrical\s+|service\s+|dwelling\s+)?loads?\b|\belectrical\s+loads?\b|\bdwelling\s+loads?\b|\bnec\b|\barticle\s+220\b|\b220(?:\.\d+)?\b|\bservice\s+(?:size|sizing|rating|upgrade)\b|\bamperage\b|\bampacity\b|\bpanel\s+(?:size|sizing)\b/i;
const PURCHASE_ORDER_WORDS = /\bpurchase[\s-]+orders?\b|\bp\.?\s?o\.?\s+(?:form|template)\b/i;
const TABLE_WORDS = /\b(line[\s-]*items?|lines|items|parts|labou?r|materials?|products?|services)\b/i;
const DATE_WORDS = /\b(date|dated|day)\b/i;
const NOTE_WORDS = /^(notes?|comments?|remarks?|observations?)$/i;
const CHECK_LIST =
  /\b(?:yes\s*\/\s*no|yes\s+or\s+no|check\s*-?\s*box(?:es)?|tick\s*-?\s*box(?:es)?|pass\s*\/\s*fail)\b(?:\s+(?:for|on))?(?:\s+(?:each|every|all))?(?:\s+of)?(?:\s+the)?(?:\s+following)?\s*:?\s*(.*)$/i;

const MAX_LABEL = 60;
const MAX_FIELD_WORDS = 6;
const MAX_FIELDS = 40;

function titleCase(words: string): string {
  return words
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join(' ');
}

function clean(piece: string): string {
  return piece
    .replace(/[“”"'`()[\]{}]/g, ' ')
    .replace(/^\s*(?:and|or|a|an|the|their|its|his|her|of|for|each|every)\s+/i, '')
    .replace(/^\s*(?:and|or|a|an|the)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:;!?]+$/, '')
    .trim();
}

function splitList(text: string): string[] {
  return text
    .split(/\s*(?:,|;|\/(?!\s*no)|\band\b|\bplus\b|\n)\s*/i)
    .map(clean)
    .filter((piece) => /[A-Za-z0-9].*[A-Za-z0-9]/.test(piece));
}

/** A camelCase id of letters and digits, starting with a letter, not used yet. */
function idOf(label: string, used: Set<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let base = words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
  if (!/^[A-Za-z]/.test(base)) base = `field${base}`;
  base = base.slice(0, 56);
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}${n}`;
  used.add(id);
  return id;
}

function fieldOf(name: string, used: Set<string>): FormField {
  const label = titleCase(name).slice(0, MAX_LABEL).trim();
  const id = idOf(label, used);
  if (DATE_WORDS.test(name)) return { id, label, type: 'date' };
  if (NOTE_WORDS.test(name) || /\b(description|details|explanation)\b/i.test(name)) return { id, label, type: 'textarea', maxLength: 4000 };
  if (/\b(cost|price|amount|fee|rate|charge|deposit|payment|balance)\b/i.test(name)) return { id, label, type: 'currency', min: 0 };
  if (/\b(hours|quantity|qty|count|number of|miles|mileage|odometer|reading|temperature|pressure|voltage|age)\b/i.test(name))
    return { id, label, type: 'number', min: 0 };
  return withCustomerLookup({ id, label, type: 'text', maxLength: 200 });
}

/** A customer's name is looked up in ServiceTitan where the company is connected; not its contact details. */
function namesCustomer(label: string): boolean {
  return /\b(customers?|clients?)\b/i.test(label) && !/\b(e-?mail|phone|address|signature|signed)\b/i.test(label);
}

function withCustomerLookup(field: FormField): FormField {
  return field.type === 'text' && !field.compute && !field.lookup && namesCustomer(field.label) ? { ...field, lookup: 'serviceTitanCustomer' } : field;
}

/**
 * A designed form (by a model or the offline designer) with the ServiceTitan customer lookup on
 * each text field that names a customer ('Customer', 'Client Name', 'Job or Customer Reference'),
 * in its sections and its line tables' columns; the rest as it was.
 */
export function withCustomerLookups(definition: FormDefinition): FormDefinition {
  return {
    ...definition,
    sections: definition.sections.map((section) => ({
      ...section,
      items: section.items.map((item) => (isTable(item) ? { ...item, columns: item.columns.map(withCustomerLookup) } : withCustomerLookup(item))),
    })),
  };
}

/** 'a job safety checklist with ...' → 'Job Safety Checklist'; 'an estimate form' → 'Estimate Form'. */
function titleOf(description: string): string {
  const head = description
    .split(/\bwith\b|\bthat\b|\bwhich\b|\bfor\s+(?:each|every)\b|[,.:;\n(]/i)[0]!
    .replace(/\b(?:i\s+(?:need|want)|we\s+need|please|create|build|make|design|give\s+me|printable|simple|new|online|digital|fillable)\b/gi, ' ')
    .replace(/^\s*(?:a|an|the|our|my)\s+/i, '')
    .trim();
  const words = head
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w))
    .slice(0, 7);
  let title = titleCase(words.join(' ').replace(/[^A-Za-z0-9 &/-]+/g, ' '));
  if (!title) return 'Form';
  if (!/\b(form|checklist|sheet|log|report|template|request|application|survey|questionnaire|record|ticket|order|estimate|invoice|quote|permit)\b/i.test(title))
    title = `${title} Form`;
  return title.slice(0, 80).trim();
}

function lineTable(words: string, used: Set<string>): { table: FormTable; kinds: string[] } {
  const kinds = ['labor', 'parts', 'materials', 'services'].filter((k) =>
    new RegExp(`\\b${k === 'labor' ? 'labou?r' : k.replace(/s$/, '')}s?\\b`, 'i').test(words),
  );
  const columns: FormField[] = [];
  if (kinds.length > 1) {
    columns.push({
      id: 'kind',
      label: 'Type',
      type: 'select',
      options: kinds.map((k) => ({ value: titleCase(k), label: titleCase(k) })),
      default: titleCase(kinds[0]!),
    });
  }
  columns.push(
    { id: 'description', label: 'Description', type: 'text', required: true, maxLength: 300, messages: { required: 'Describe the line' } },
    {
      id: 'quantity',
      label: 'Quantity',
      type: 'number',
      required: true,
      min: 0,
      decimals: 2,
      default: 1,
      messages: { required: 'Enter the quantity', min: 'The quantity cannot be negative' },
    },
    {
      id: 'unitPrice',
      label: 'Unit Price',
      type: 'currency',
      required: true,
      min: 0,
      messages: { required: 'Enter the unit price', min: 'The unit price cannot be negative' },
    },
    { id: 'lineTotal', label: 'Line Total', type: 'currency', compute: 'quantity * unitPrice' },
  );
  const id = idOf('lines', used);
  return {
    table: { id, label: 'Line Items', type: 'table', required: true, initialRows: 1, maxRows: 200, columns, messages: { required: 'Add at least one line' } },
    kinds,
  };
}

/** A form from the words: named fields, a date, checkboxes for a yes/no list, a line table with totals, notes. */
function designGeneric(description: string): FormDesign & { kind: 'form' } {
  const notes: string[] = [];
  const used = new Set<string>();
  const title = titleOf(description);
  let rest = description.replace(/\s+/g, ' ').trim();

  // A yes/no (checkbox) list: everything after 'a yes/no for each of:'.
  const checks: FormField[] = [];
  const checkMatch = CHECK_LIST.exec(rest);
  if (checkMatch) {
    for (const name of splitList(checkMatch[1] ?? '')) {
      if (name.split(' ').length > MAX_FIELD_WORDS) notes.push(`"${name}" was not read as a checkbox (too long for a label).`);
      else if (checks.length < MAX_FIELDS)
        checks.push({ id: idOf(titleCase(name), used), label: titleCase(name).slice(0, MAX_LABEL).trim(), type: 'checkbox', default: false });
    }
    rest = rest.slice(0, checkMatch.index);
  }

  const wantsTable = TABLE_WORDS.test(rest);
  const wantsTax = /\btax(es)?\b|\bvat\b/i.test(rest);
  // The named fields: the list after 'with' (or 'fields:', 'including').
  const fields: FormField[] = [];
  let hasNotes = false;
  const listMatch = /\b(?:with|including|fields?\s*:|containing|has|having)\s+(.*)$/i.exec(rest);
  for (const name of listMatch ? splitList(listMatch[1]!) : []) {
    if (TABLE_WORDS.test(name) || /^(?:of\s+)?(labou?r|parts?|materials?)$/i.test(name)) continue; // the line table
    if (/^(?:sub\s*-?)?totals?$|^(?:grand\s+)?total$|^tax(es)?$|^tax\s+rate$|^vat$|^(?:a\s+)?(?:yes|no)$/i.test(name)) continue; // the totals
    if (/^(?:print\w*|pdf|signature\s+line)$/i.test(name)) continue;
    if (name.split(' ').length > MAX_FIELD_WORDS) {
      notes.push(`"${name}" was not read as a field (too long for a label): add it in the form's editor if it is one.`);
      continue;
    }
    if (fields.length >= MAX_FIELDS) {
      notes.push(`Only the first ${MAX_FIELDS} fields were kept.`);
      break;
    }
    const field = fieldOf(name, used);
    if (field.type === 'textarea' && NOTE_WORDS.test(name)) hasNotes = true;
    fields.push(field);
  }
  if (!listMatch) notes.push('No fields were named (a list after "with"): the form starts with who filled it in, the date and notes.');
  if (fields.length === 0 && !wantsTable && checks.length === 0) {
    const subject = /\b([a-z]+)\s+(?:inspection|check|survey|report|log)\b/i.exec(rest)?.[1];
    if (subject && !/^(safety|daily|weekly|monthly|the|a|an)$/i.test(subject)) fields.push(fieldOf(subject, used));
    fields.push({ ...fieldOf('Completed By', used), required: true, messages: { required: 'Enter who completed the form' } });
    if (/\b(inspect\w*|check\w*|pass|fail)\b/i.test(rest)) checks.push({ id: idOf('Passed', used), label: 'Passed', type: 'checkbox', default: false });
  }
  if (!fields.some((f) => f.type === 'date') && (DATE_WORDS.test(description) || !listMatch))
    fields.push({ id: idOf('Date', used), label: 'Date', type: 'date' });

  const sections: FormSection[] = [];
  if (fields.length) sections.push({ id: 'details', title: 'Details', items: fields });
  if (checks.length) sections.push({ id: 'checklist', title: 'Checklist', items: checks });
  let tableText = '';
  if (wantsTable) {
    const { table, kinds } = lineTable(rest, used);
    const totals: FormItem[] = [
      { id: idOf('subtotal', used), label: wantsTax ? 'Subtotal' : 'Total', type: 'currency', compute: `sum(${table.id}.lineTotal)` },
    ];
    if (wantsTax) {
      const subtotal = totals[0]!.id;
      const taxRate = idOf('Tax Rate', used);
      const tax = idOf('tax', used);
      totals.push(
        {
          id: taxRate,
          label: 'Tax Rate (%)',
          type: 'number',
          default: 0,
          min: 0,
          max: 100,
          decimals: 3,
          messages: { max: 'The tax rate is a percentage from 0 to 100' },
        },
        { id: tax, label: 'Tax', type: 'currency', compute: `${subtotal} * ${taxRate} / 100` },
        { id: idOf('total', used), label: 'Total', type: 'currency', compute: `${subtotal} + ${tax}` },
      );
    }
    sections.push({ id: 'lines', title: 'Line Items', items: [table] }, { id: 'totals', title: 'Totals', items: totals });
    tableText = `a line table${kinds.length ? ` of ${kinds.join(' and ')}` : ''} (line total = quantity x unit price) with ${wantsTax ? 'subtotal, tax and total' : 'its total'}`;
  }
  const notesField: FormField = { id: idOf('notes', used), label: 'Notes', type: 'textarea', maxLength: 4000 };
  if (!hasNotes) {
    const last = sections[sections.length - 1];
    if (last && last.id !== 'lines') last.items.push(notesField);
    else sections.push({ id: 'notesSection', title: 'Notes', items: [notesField] });
  }

  const parts = [
    fields.length ? `the fields ${fields.map((f) => `${f.label} (${f.type})`).join(', ')}` : '',
    checks.length ? `yes/no checkboxes for ${checks.map((c) => c.label).join(', ')}` : '',
    tableText,
    hasNotes ? '' : 'a Notes field',
  ].filter(Boolean);
  const definition: FormDefinition = { title, description: description.trim().slice(0, 2000) || title, sections };
  return { kind: 'form', definition, reading: `I designed the form "${title}" with ${parts.join('; ')}. It prints as filled in.`, notes };
}

/** The Purchase Order Template with the description's specifics (order type, where it ships). */
function designPurchaseOrder(description: string): FormDesign & { kind: 'form' } {
  const definition = structuredClone(PURCHASE_ORDER_FORM);
  const fields = definition.sections.flatMap((s) => s.items).filter((i): i is FormField => i.type !== 'table');
  const orderType = fields.find((f) => f.id === 'orderType')!;
  const shipTo = fields.find((f) => f.id === 'shipTo')!;
  const specifics: string[] = [];
  if (/\bstock\b/i.test(description) && !/\bspecial[\s-]*order/i.test(description)) orderType.default = 'Stock Order';
  else if (/\b(emergency|rush|urgent)\b/i.test(description)) orderType.default = 'Emergency Order';
  else orderType.default = 'Special Order';
  specifics.push(`Order Type ${String(orderType.default)}`);
  const place = /\b(?:ship(?:ped)?|deliver(?:ed)?)\s+to\s+(?:the\s+)?([A-Za-z][A-Za-z0-9 '-]{1,40}?)(?=[,.;]|\s+(?:and|with|for|from)\b|$)/i.exec(
    description,
  )?.[1];
  if (/\bwarehouse\b/i.test(description) || !place) shipTo.default = 'WAREHOUSE';
  else shipTo.default = place.trim().toUpperCase();
  specifics.push(`Ship To ${String(shipTo.default)}`);
  definition.description = description.trim().slice(0, 2000) || definition.description;
  return {
    kind: 'form',
    definition,
    reading: `I read this as a purchase order: the Purchase Order Template (PO number, Date Created from the date dialog, vendor, line items with quantity x unit price, subtotal, tax and total, notes) with ${specifics.join(' and ')}. It prints as filled in.`,
    notes: [],
  };
}

/** The words of a description that ask for the NEC load calculator. */
export function isLoadCalculationWording(description: string): boolean {
  return LOAD_WORDS.test(description);
}

/** A form-processing description read: the load calculator, the Purchase Order Template, or a form designed from the words. */
export function designForm(description: string): FormDesign {
  const words = description.replace(/\s+/g, ' ').trim();
  if (isLoadCalculationWording(words)) {
    return {
      kind: 'load-calculation',
      reading: 'I read this as a load calculation: the task is the NEC load calculator (standard and optional methods, the worksheet to print).',
      notes: [],
    };
  }
  if (PURCHASE_ORDER_WORDS.test(words)) return designPurchaseOrder(words);
  return designGeneric(words);
}
