import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Worksheet, WorksheetDecision, WorksheetMethodFigures, WorksheetMethodRow, WorksheetRow } from '@milestone/loadcalc';
import { pdfMake } from '../builtin-pdf.js';

// The worksheet's PDF: a pure layout of @milestone/loadcalc's worksheet model with pdfmake (its
// fonts and access policies in builtin-pdf.ts).

const MUTED = 'gray';
const RULE_FILL = '#eef2f7';
const SUMMARY_FILL = '#f4f6f9';

/** A table's look: thin horizontal rules, a shaded header row. */
const TABLE_LAYOUT = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => '#9aa5b1',
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
  fillColor: (row: number) => (row === 0 ? RULE_FILL : null),
};

function heading(text: string, necSection?: string): Content {
  return {
    text: [{ text, style: 'heading' }, ...(necSection ? [{ text: `   NEC ${necSection}`, style: 'nec' }] : [])],
    margin: [0, 10, 0, 4],
  };
}

function headerCell(text: string, alignment: 'left' | 'right' = 'left'): TableCell {
  return { text, bold: true, alignment };
}

function cell(text: string, summary: boolean, extra: Record<string, unknown> = {}): TableCell {
  return { text, ...(summary ? { bold: true, fillColor: SUMMARY_FILL } : {}), ...extra } as TableCell;
}

function lineTable(rows: WorksheetRow[]): Content {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [100, 84, '*', 34, 48, 62, 78],
      body: [
        [
          headerCell('Description'),
          headerCell('Inputs'),
          headerCell('Calculation'),
          headerCell('Factor'),
          headerCell('Demand'),
          headerCell('Value', 'right'),
          headerCell('NEC'),
        ],
        ...rows.map((row) => [
          cell(row.description, row.summary),
          cell(row.inputs, row.summary),
          cell(row.calculation, row.summary),
          cell(row.factor, row.summary),
          cell(row.demand, row.summary),
          cell(row.value, row.summary, { alignment: 'right', noWrap: true }),
          cell(row.necSection, row.summary),
        ]),
      ],
    },
    layout: TABLE_LAYOUT,
  };
}

function methodTable(rows: WorksheetMethodRow[]): Content {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [170, '*', 120, 70],
      body: [
        [headerCell('Description'), headerCell('Calculation'), headerCell('NEC'), headerCell('Value', 'right')],
        ...rows.map((row) => [
          cell(row.description, row.summary),
          cell(row.calculation, row.summary),
          cell(row.necSection, row.summary),
          cell(row.value, row.summary, { alignment: 'right', noWrap: true }),
        ]),
      ],
    },
    layout: TABLE_LAYOUT,
  };
}

function decisionsTable(title: string, decisions: WorksheetDecision[]): Content[] {
  if (decisions.length === 0) return [];
  return [
    { text: title, style: 'subheading', margin: [0, 6, 0, 2] },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: ['*', 150],
        body: [[headerCell('Decision'), headerCell('NEC')], ...decisions.map((decision) => [decision.text, decision.necSection])],
      },
      layout: TABLE_LAYOUT,
    },
  ];
}

/** A block of figures side by side: label over value. */
function figures(items: Array<[string, string]>, emphasized = 0): Content {
  return {
    table: {
      widths: items.map(() => '*'),
      body: [
        items.map(([label], index) => ({ text: label, style: 'figureLabel', ...(index < emphasized ? { bold: true } : {}) })),
        items.map(([, value], index) => ({ text: value, style: index < emphasized ? 'figureKey' : 'figure' })),
      ],
    },
    layout: { ...TABLE_LAYOUT, hLineWidth: () => 0, fillColor: () => SUMMARY_FILL },
  };
}

function methodCard(method: WorksheetMethodFigures): Content {
  return {
    stack: [
      {
        text: [
          { text: method.title, bold: true, fontSize: 10 },
          { text: `   NEC ${method.necSection}`, style: 'nec' },
          ...(method.lower ? [{ text: '   LOWER', bold: true }] : []),
        ],
      },
      {
        table: {
          widths: ['*', '*', '*'],
          body: [
            [
              { text: 'Net Load', style: 'figureLabel' },
              { text: 'Amperes', style: 'figureLabel' },
              { text: 'Recommended Service', style: 'figureLabel' },
            ],
            [
              { text: method.netVa, style: 'figure' },
              { text: method.amperes, style: 'figure' },
              { text: method.service, style: 'figure' },
            ],
          ],
        },
        layout: { ...TABLE_LAYOUT, hLineWidth: () => 0, fillColor: () => (method.lower ? RULE_FILL : SUMMARY_FILL) },
        margin: [0, 3, 0, 0],
      },
    ],
  };
}

function headerFields(worksheet: Worksheet): Content {
  const fields = worksheet.header;
  const body: TableCell[][] = [];
  for (let i = 0; i < fields.length; i += 2) {
    const pair = fields.slice(i, i + 2);
    body.push(pair.flatMap((field) => [{ text: field.label, style: 'fieldLabel' }, { text: field.value }]));
    if (pair.length < 2) body[body.length - 1]!.push('', '');
  }
  return { table: { widths: [80, '*', 80, '*'], body }, layout: { ...TABLE_LAYOUT, fillColor: () => null, hLineWidth: () => 0.3 } };
}

/** Lines to sign on: the technician and the date, the inspector and the date (a cell's bottom border is the line). */
function signatures(worksheet: Worksheet): Content {
  const widths = ['*', 16, 110, 32, '*', 16, 110];
  const slots = [0, 2, 4, 6];
  const none = { text: '', border: [false, false, false, false] };
  const lines = widths.map((_, column) => (slots.includes(column) ? { text: ' ', margin: [0, 26, 0, 0], border: [false, false, false, true] } : none));
  const labels = widths.map((_, column) => {
    const signature = worksheet.signatures[slots.indexOf(column)];
    if (!signature) return none;
    return { text: signature.name ? `${signature.label}: ${signature.name}` : signature.label, border: [false, false, false, false] };
  });
  return {
    unbreakable: true,
    stack: [
      heading('Signatures'),
      { table: { widths, body: [lines, labels] }, layout: { hLineWidth: () => 0.8, vLineWidth: () => 0, paddingLeft: () => 0, paddingRight: () => 0 } },
    ],
  } as Content;
}

/** What the form lacks that the code requires, under the header: the inspector sees it first. */
function warningsBlock(worksheet: Worksheet): Content[] {
  if (worksheet.warnings.length === 0) return [];
  return [heading('Warnings'), { ul: worksheet.warnings.map((warning) => ({ text: warning.text, bold: true })), margin: [0, 0, 0, 4] } as Content];
}

/** The worksheet model as a pdfmake document (US Letter, landscape: the line tables are wide). */
export function worksheetDocument(worksheet: Worksheet): TDocumentDefinitions {
  const technician = worksheet.header.find((field) => field.key === 'technician')?.value ?? '';
  const existing = worksheet.existingDwelling;
  const content: Content[] = [
    { text: worksheet.title, style: 'title' },
    { text: `Residential service load calculation, NEC Article 220 (${worksheet.codeEditionLabel})`, color: MUTED, margin: [0, 0, 0, 8] },
    headerFields(worksheet),
    ...warningsBlock(worksheet),
    heading('Load Summary', '220 Part III'),
    figures(
      [
        ['Total Net Load', worksheet.summary.netVa],
        ['Amperes', worksheet.summary.amperes],
        ['Recommended Service', worksheet.summary.service],
        ['Panel Size', worksheet.summary.panel],
      ],
      3,
    ),
    heading('Standard and Optional Methods'),
    { columns: [methodCard(worksheet.methods.standard), methodCard(worksheet.methods.optional)], columnGap: 16 },
    { text: worksheet.methods.verdict, margin: [0, 4, 0, 0] },
    ...worksheet.sections.flatMap((section): Content[] => [heading(section.title), lineTable(section.rows)]),
    ...(worksheet.omission ? [{ text: [{ text: 'OMIT  ', bold: true }, worksheet.omission], margin: [0, 4, 0, 0] } as Content] : []),
    ...decisionsTable('Code decisions (standard method)', worksheet.decisions),
    heading('Optional Method line by line', '220.82'),
    methodTable(worksheet.methods.optionalRows),
    ...decisionsTable('Code decisions (optional method)', worksheet.methods.optionalDecisions),
  ];
  if (existing) {
    content.push(
      heading('Existing Dwelling: Loads Added', existing.method),
      { text: existing.methodText, margin: [0, 0, 0, 4] },
      figures([
        ['Existing Load', existing.existingLoad],
        ['New Load', existing.newLoad],
        ['Net Load', existing.netVa],
        ['Amperes', existing.amperes],
        ['Existing Service', existing.existingService],
        ['Existing Service Suffices', existing.suffices],
      ]),
      { text: existing.verdict, bold: true, margin: [0, 4, 0, 4] },
      methodTable(existing.rows),
      ...decisionsTable('Code decisions (existing dwelling)', existing.decisions),
    );
  }
  content.push(signatures(worksheet));
  return {
    pageSize: 'LETTER',
    pageOrientation: 'landscape',
    pageMargins: [36, 36, 36, 40],
    info: { title: worksheet.documentTitle, author: technician, subject: `NEC load calculation (${worksheet.codeEditionLabel})`, creator: 'Milestone' },
    defaultStyle: { font: 'Roboto', fontSize: 8, lineHeight: 1.1 },
    styles: {
      title: { fontSize: 16, bold: true },
      heading: { fontSize: 11, bold: true },
      subheading: { fontSize: 9, bold: true },
      nec: { fontSize: 8, color: MUTED },
      fieldLabel: { bold: true, color: MUTED },
      figureLabel: { fontSize: 7, color: MUTED },
      figure: { fontSize: 10 },
      figureKey: { fontSize: 12, bold: true },
    },
    footer: (currentPage: number, pageCount: number): Content => ({
      columns: [
        { text: `${worksheet.documentTitle} - ${worksheet.codeEditionLabel}`, color: MUTED },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', color: MUTED },
      ],
      fontSize: 7,
      margin: [36, 12, 36, 0],
    }),
    content,
  };
}

/** The worksheet as PDF bytes. */
export function renderWorksheetPdf(worksheet: Worksheet): Promise<Buffer> {
  return pdfMake.createPdf(worksheetDocument(worksheet)).getBuffer();
}
