import ExcelJS from 'exceljs';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { formatFormValue, isNumeric, isTable, type FormField, type FormItem, type FormTable } from '@milestone/contracts/forms';
import { pdfMake } from '../builtin-pdf.js';
import type { FormRun } from './form-run-parameters.js';

// A submitted form's documents: the PDF of the filled form (every section, its fields and line
// tables, the computed values as the screen showed them) and, when the form has line tables, an
// xlsx with a sheet per table. Pure layouts of the checked run (readFormRun): no I/O.

const MUTED = 'gray';
const HEADER_FILL = '#eef2f7';
const CURRENCY = '"$"#,##0.00;[Red]-"$"#,##0.00';

const TABLE_LAYOUT = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => '#9aa5b1',
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
  fillColor: (row: number) => (row === 0 ? HEADER_FILL : null),
};

/** A field's value as shown: a computed one from the run's computations. */
function shown(run: FormRun, field: FormField): string {
  const value = field.compute ? run.computed.fields[field.id] : run.values[field.id];
  return formatFormValue(field, value);
}

function rowsOf(run: FormRun, table: FormTable): Array<Record<string, unknown>> {
  const rows = run.values[table.id];
  const computed = run.computed.rows[table.id] ?? [];
  return (Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : []).map((row, i) => ({ ...row, ...computed[i] }));
}

function pdfTable(run: FormRun, table: FormTable): Content {
  const right = (field: FormField) => (isNumeric(field) ? 'right' : 'left');
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: table.columns.map((column) => (column.type === 'text' && !isNumeric(column) && column.id !== table.columns[0]?.id ? '*' : 'auto')),
      body: [
        table.columns.map((column): TableCell => ({ text: column.label, bold: true, alignment: right(column) })),
        ...rowsOf(run, table).map((row) =>
          table.columns.map((column): TableCell => ({ text: formatFormValue(column, row[column.id]), alignment: right(column), noWrap: isNumeric(column) })),
        ),
      ],
    },
    layout: TABLE_LAYOUT,
    margin: [0, 2, 0, 6],
  };
}

function pdfFields(run: FormRun, fields: FormField[]): Content {
  // Two label/value pairs a line; computed values in bold, as the screen's totals.
  const cells: TableCell[][] = [];
  for (let i = 0; i < fields.length; i += 2) {
    const pair = fields.slice(i, i + 2).flatMap((field): TableCell[] => [
      { text: field.label, bold: true, color: MUTED },
      { text: shown(run, field), bold: Boolean(field.compute) },
    ]);
    while (pair.length < 4) pair.push({ text: '' });
    cells.push(pair);
  }
  return { table: { widths: [90, '*', 90, '*'], body: cells }, layout: 'noBorders', margin: [0, 2, 0, 6] };
}

function pdfSectionItems(run: FormRun, items: FormItem[]): Content[] {
  const content: Content[] = [];
  let fields: FormField[] = [];
  const flush = () => {
    if (fields.length > 0) content.push(pdfFields(run, fields));
    fields = [];
  };
  for (const item of items) {
    if (isTable(item)) {
      flush();
      content.push(pdfTable(run, item));
    } else fields.push(item);
  }
  flush();
  return content;
}

export function formDocument(run: FormRun): TDocumentDefinitions {
  const { definition } = run;
  const content: Content[] = [{ text: definition.title, style: 'title' }];
  if (run.dateCreated) content.push({ text: `Date Created: ${run.dateCreated}`, margin: [0, 2, 0, 0] });
  for (const section of definition.sections) {
    content.push({ text: section.title, style: 'heading', margin: [0, 10, 0, 2] });
    content.push(...pdfSectionItems(run, section.items));
  }
  return {
    pageSize: 'LETTER',
    pageMargins: [36, 36, 36, 40],
    info: { title: definition.title, creator: 'Milestone' },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: { title: { fontSize: 16, bold: true }, heading: { fontSize: 11, bold: true } },
    footer: (currentPage: number, pageCount: number): Content => ({
      columns: [
        { text: `${definition.title}${run.dateCreated ? ` - ${run.dateCreated}` : ''}`, color: MUTED },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', color: MUTED },
      ],
      fontSize: 7,
      margin: [36, 12, 36, 0],
    }),
    content,
  };
}

export function renderFormPdf(run: FormRun): Promise<Buffer> {
  return pdfMake.createPdf(formDocument(run)).getBuffer();
}

/** A cell's value in the sheet: numbers as numbers (the decimal text read as written), the rest as shown. */
function sheetValue(field: FormField, value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (isNumeric(field)) return Number(value);
  return formatFormValue(field, value);
}

/**
 * The xlsx of the form's line tables, a sheet each (its columns, its lines); a form of one table
 * has its computed fields under it (a purchase order's subtotal, tax and total). Null: the form
 * has no table.
 */
export async function formWorkbook(run: FormRun, generatedAt: Date): Promise<Buffer | null> {
  const items = run.definition.sections.flatMap((section) => section.items);
  const tables = items.filter(isTable);
  if (tables.length === 0) return null;
  const computedFields = items.filter((item): item is FormField => !isTable(item) && Boolean(item.compute));
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Milestone';
  workbook.created = generatedAt;
  const used = new Set<string>();
  for (const table of tables) {
    // Sheet names: at most 31 characters, none of []:*?/\, unique.
    let name =
      table.label
        .replace(/[[\]:*?/\\]/g, ' ')
        .slice(0, 31)
        .trim() || table.id;
    while (used.has(name)) name = `${name.slice(0, 28)} ${used.size + 1}`;
    used.add(name);
    const sheet = workbook.addWorksheet(name);
    sheet.columns = table.columns.map((column) => ({ header: column.label, key: column.id, width: isNumeric(column) ? 14 : 24 }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rowsOf(run, table)) {
      sheet.addRow(Object.fromEntries(table.columns.map((column) => [column.id, sheetValue(column, row[column.id])])));
    }
    table.columns.forEach((column, i) => {
      if (column.type === 'currency') sheet.getColumn(i + 1).numFmt = CURRENCY;
    });
    if (tables.length === 1 && computedFields.length > 0) {
      sheet.addRow([]);
      const labelColumn = Math.max(1, table.columns.length - 1);
      for (const field of computedFields) {
        const row = sheet.addRow([]);
        row.getCell(labelColumn).value = field.label;
        row.getCell(labelColumn).font = { bold: true };
        const cell = row.getCell(labelColumn + 1);
        cell.value = sheetValue(field, run.computed.fields[field.id]);
        if (field.type === 'currency') cell.numFmt = CURRENCY;
      }
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The documents' name: the form's title, its first field's value (a PO number) and the date. */
export function formFileName(run: FormRun): string {
  const first = run.definition.sections[0]?.items.find((item): item is FormField => !isTable(item) && item.type === 'text');
  const parts = [run.definition.title, first ? String(run.values[first.id] ?? '') : '', run.dateCreated ?? ''].filter((part) => part.trim() !== '');
  return parts
    .join(' ')
    .replace(/[/\\:*?"<>|\u0000-\u001f]/g, '-')
    .slice(0, 150);
}
