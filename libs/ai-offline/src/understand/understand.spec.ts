import type { Operation, Program } from '../program.js';
import { describeOperation, describeRead, describeWrite } from './describe.js';
import { understand } from './understand.js';

/** The operations a text becomes (fails the test when anything was not understood). */
function ops(text: string | string[]): Operation[] {
  const u = understand(text);
  expect(u.notUnderstood).toEqual([]);
  return (u.program as Program).operations;
}

function program(text: string | string[]): Program {
  const u = understand(text);
  expect(u.notUnderstood).toEqual([]);
  return u.program as Program;
}

const voidStatus: Operation = { op: 'filter', keep: false, conditions: [{ column: 'Status', op: 'eq', value: 'Voided' }], combine: 'all' };

describe('understand: filter', () => {
  it.each([
    'Drop the rows where Status is Voided',
    'remove rows with Status = "Voided"',
    'Exclude any rows whose Status equals Voided',
    'get rid of the Voided rows',
    'rows where Status is Voided should be removed',
  ])('%s', (text) => {
    expect(ops(text)).toEqual([voidStatus]);
  });

  it('reads a state with no column as the Status column', () => {
    expect(ops('drop the voided rows')).toEqual([{ op: 'filter', keep: false, conditions: [{ column: 'Status', op: 'eq', value: 'voided' }], combine: 'all' }]);
    expect(ops('remove the cancelled or test jobs')).toEqual([
      { op: 'filter', keep: false, conditions: [{ column: 'Status', op: 'in', value: ['cancelled', 'test'] }], combine: 'all' },
    ]);
  });

  it.each<[string, Operation]>([
    ['Keep only rows where Hours is over 40', { op: 'filter', keep: true, conditions: [{ column: 'Hours', op: 'gt', value: 40 }], combine: 'all' }],
    [
      'only keep invoices with an Amount of at least $1,200',
      { op: 'filter', keep: true, conditions: [{ column: 'Amount', op: 'ge', value: 1200 }], combine: 'all' },
    ],
    ['remove rows where Total is under 0', { op: 'filter', keep: false, conditions: [{ column: 'Total', op: 'lt', value: 0 }], combine: 'all' }],
    [
      'keep rows where Amount is between 100 and 500',
      {
        op: 'filter',
        keep: true,
        conditions: [
          { column: 'Amount', op: 'ge', value: 100 },
          { column: 'Amount', op: 'le', value: 500 },
        ],
        combine: 'all',
      },
    ],
    [
      'keep the rows where the "Tech Name" column contains "Lopez"',
      { op: 'filter', keep: true, conditions: [{ column: 'Tech Name', op: 'contains', value: 'Lopez' }], combine: 'all' },
    ],
    [
      'drop the customers that have no Customer Email',
      { op: 'filter', keep: false, conditions: [{ column: 'Customer Email', op: 'is_blank' }], combine: 'all' },
    ],
    ['remove rows where Notes is blank', { op: 'filter', keep: false, conditions: [{ column: 'Notes', op: 'is_blank' }], combine: 'all' }],
    [
      'keep rows where Status is Open or Pending',
      { op: 'filter', keep: true, conditions: [{ column: 'Status', op: 'in', value: ['Open', 'Pending'] }], combine: 'all' },
    ],
    [
      'keep rows where Team is HVAC or Hours is greater than 8',
      {
        op: 'filter',
        keep: true,
        conditions: [
          { column: 'Team', op: 'eq', value: 'HVAC' },
          { column: 'Hours', op: 'gt', value: 8 },
        ],
        combine: 'any',
      },
    ],
    [
      'List the timesheet rows where Hours is greater than 8 and Status is Approved',
      {
        op: 'filter',
        keep: true,
        conditions: [
          { column: 'Hours', op: 'gt', value: 8 },
          { column: 'Status', op: 'eq', value: 'Approved' },
        ],
        combine: 'all',
      },
    ],
    [
      'remove rows where SKU starts with "TMP"',
      { op: 'filter', keep: false, conditions: [{ column: 'SKU', op: 'starts_with', value: 'TMP' }], combine: 'all' },
    ],
    ['keep only Approved timesheet rows', { op: 'filter', keep: true, conditions: [{ column: 'Status', op: 'eq', value: 'Approved' }], combine: 'all' }],
  ])('%s', (text, expected) => {
    expect(ops(text)).toEqual([expected]);
  });
});

describe('understand: dedupe', () => {
  it.each<[string, Operation]>([
    ['remove duplicates', { op: 'dedupe', keep: 'first' }],
    ['Remove duplicate rows from the customer contacts', { op: 'dedupe', keep: 'first' }],
    ['remove duplicates by Invoice Number', { op: 'dedupe', columns: ['Invoice Number'], keep: 'first' }],
    ['Remove duplicate rows that have the same Job ID, keeping the last one', { op: 'dedupe', columns: ['Job ID'], keep: 'last' }],
    ['dedupe on "Invoice No" and Line', { op: 'dedupe', columns: ['Invoice No', 'Line'], keep: 'first' }],
    ['keep one row per Customer', { op: 'dedupe', columns: ['Customer'], keep: 'first' }],
    ['remove duplicate invoice numbers', { op: 'dedupe', columns: ['invoice numbers'], keep: 'first' }],
  ])('%s', (text, expected) => {
    expect(ops(text)).toEqual([expected]);
  });
});

describe('understand: sort and top', () => {
  it.each<[string, Operation]>([
    ['sort by Date', { op: 'sort', by: [{ column: 'Date', descending: false }] }],
    ['Sort by Amount from highest to lowest', { op: 'sort', by: [{ column: 'Amount', descending: true }] }],
    ['sort the lines by Line Total, largest first', { op: 'sort', by: [{ column: 'Line Total', descending: true }] }],
    [
      'order by Team, then Technician',
      {
        op: 'sort',
        by: [
          { column: 'Team', descending: false },
          { column: 'Technician', descending: false },
        ],
      },
    ],
    [
      'sort by Date descending, then by Name ascending',
      {
        op: 'sort',
        by: [
          { column: 'Date', descending: true },
          { column: 'Name', descending: false },
        ],
      },
    ],
    ['newest first', { op: 'sort', by: [{ column: 'Date', descending: true }] }],
    ['sort it by Unit Price from cheapest to most expensive', { op: 'sort', by: [{ column: 'Unit Price', descending: false }] }],
    ['sorted by Customer alphabetically', { op: 'sort', by: [{ column: 'Customer', descending: false }] }],
    ['top 10 technicians by revenue', { op: 'top', n: 10, by: 'revenue', descending: true }],
    ['Show me the top 5 invoices by Amount (biggest first)', { op: 'top', n: 5, by: 'Amount', descending: true }],
    ['the bottom 3 rows by Hours', { op: 'top', n: 3, by: 'Hours', descending: false }],
  ])('%s', (text, expected) => {
    expect(ops(text)).toEqual([expected]);
  });

  it('takes a top N after a group by the group’s total', () => {
    expect(ops('Total the Hours per Technician (call it Total Hours) and give me the top 3 technicians with the most hours')).toEqual([
      { op: 'group', by: ['Technician'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Total Hours' }] },
      { op: 'top', n: 3, by: 'Total Hours', descending: true },
    ]);
  });
});

describe('understand: columns', () => {
  it.each<[string, Operation]>([
    ['keep only the columns Name, Hours and Rate', { op: 'select', columns: ['Name', 'Hours', 'Rate'] }],
    ['keep just the Invoice No, Customer and Amount columns', { op: 'select', columns: ['Invoice No', 'Customer', 'Amount'] }],
    ['keep only SKU, Desc, Unit Price and New Price', { op: 'select', columns: ['SKU', 'Desc', 'Unit Price', 'New Price'] }],
    ['remove the Notes column', { op: 'drop', columns: ['Notes'] }],
    ['delete the columns "Internal ID" and Notes', { op: 'drop', columns: ['Internal ID', 'Notes'] }],
    ['rename Tech to Technician', { op: 'rename', mapping: [{ from: 'Tech', to: 'Technician' }] }],
    [
      'rename the Desc column to Description and Unit Price to Price',
      {
        op: 'rename',
        mapping: [
          { from: 'Desc', to: 'Description' },
          { from: 'Unit Price', to: 'Price' },
        ],
      },
    ],
    ['rename "Hrs" as Hours', { op: 'rename', mapping: [{ from: 'Hrs', to: 'Hours' }] }],
    ['put Technician first', { op: 'reorder', columns: ['Technician'] }],
    ['Move the Technician and Team columns to the front', { op: 'reorder', columns: ['Technician', 'Team'] }],
    ['columns in this order: Date, Tech, Hours', { op: 'reorder', columns: ['Date', 'Tech', 'Hours'] }],
    ['trim spaces', { op: 'trim' }],
    ['trim the extra spaces at the start and end of every cell', { op: 'trim' }],
    ['trim the Name and City columns', { op: 'trim', columns: ['Name', 'City'] }],
    ['fill blank Hours with 0', { op: 'fill_blanks', columns: ['Hours'], with: { value: 0 } }],
    ['fill empty cells with "N/A"', { op: 'fill_blanks', with: { value: 'N/A' } }],
    ['Fill each blank Technician cell with the name from the row above', { op: 'fill_blanks', columns: ['Technician'], with: { previous: true } }],
    ['fill down Technician', { op: 'fill_blanks', columns: ['Technician'], with: { previous: true } }],
  ])('%s', (text, expected) => {
    expect(ops(text)).toEqual([expected]);
  });

  it('reads two fills in one clause', () => {
    expect(ops('fill the empty Team cells with Unassigned and the empty Priority cells with Normal')).toEqual([
      { op: 'fill_blanks', columns: ['Team'], with: { value: 'Unassigned' } },
      { op: 'fill_blanks', columns: ['Priority'], with: { value: 'Normal' } },
    ]);
  });
});

describe('understand: computed columns', () => {
  const col = (name: string) => ({ kind: 'column' as const, name });
  it.each<[string, Operation]>([
    ['add a column Total = Hours * Rate', { op: 'compute', column: 'Total', expression: { kind: 'binary', op: '*', left: col('Hours'), right: col('Rate') } }],
    [
      'add a new column Line Total that is Qty multiplied by Unit Cost',
      { op: 'compute', column: 'Line Total', expression: { kind: 'binary', op: '*', left: col('Qty'), right: col('Unit Cost') } },
    ],
    ['Margin as Price minus Cost', { op: 'compute', column: 'Margin', expression: { kind: 'binary', op: '-', left: col('Price'), right: col('Cost') } }],
    ['multiply Hours by Rate to get Pay', { op: 'compute', column: 'Pay', expression: { kind: 'binary', op: '*', left: col('Hours'), right: col('Rate') } }],
    [
      'Calculate Labour Cost as Hours times Rate for each row',
      { op: 'compute', column: 'Labour Cost', expression: { kind: 'binary', op: '*', left: col('Hours'), right: col('Rate') } },
    ],
    [
      'add a column Margin % = (Price - Cost) / Price',
      {
        op: 'compute',
        column: 'Margin %',
        expression: { kind: 'binary', op: '/', left: { kind: 'binary', op: '-', left: col('Price'), right: col('Cost') }, right: col('Price') },
      },
    ],
    [
      'Add a column New Price = Unit Price * 1.05, rounded to 2 decimals',
      {
        op: 'compute',
        column: 'New Price',
        expression: {
          kind: 'call',
          fn: 'round',
          args: [
            { kind: 'binary', op: '*', left: col('Unit Price'), right: { kind: 'number', value: 1.05 } },
            { kind: 'number', value: 2 },
          ],
        },
      },
    ],
  ])('%s', (text, expected) => {
    expect(ops(text)).toEqual([expected]);
  });
});

describe('understand: dates', () => {
  it.each<[string, Operation]>([
    ['keep rows from 2025-03-03 to 2025-03-07', { op: 'date_range', column: 'Date', from: '2025-03-03', to: '2025-03-07' }],
    ['only keep timesheet entries dated from 1/15/2025 to Jan 31 2025', { op: 'date_range', column: 'Date', from: '2025-01-15', to: '2025-01-31' }],
    ['keep rows in the last 30 days', { op: 'date_range', column: 'Date', lastDays: 30 }],
    ['keep the jobs in January 2025', { op: 'date_range', column: 'Date', from: '2025-01-01', to: '2025-01-31' }],
    [
      'Keep only the visits whose Visit Date is from May 1 2025 through May 10 2025',
      { op: 'date_range', column: 'Visit Date', from: '2025-05-01', to: '2025-05-10' },
    ],
    ['keep the ones with a Renewal Date up to 2025-06-30', { op: 'date_range', column: 'Renewal Date', to: '2025-06-30' }],
    ['remove rows before 2025-02-01', { op: 'date_range', column: 'Date', from: '2025-02-01' }],
    ['keep rows where Invoice Date is after 2025-01-31', { op: 'date_range', column: 'Invoice Date', from: '2025-02-01' }],
  ])('%s', (text, expected) => {
    expect(ops(text)).toEqual([expected]);
  });
});

describe('understand: groups', () => {
  it.each<[string, Operation]>([
    ['total hours per technician', { op: 'group', by: ['technician'], aggregates: [{ fn: 'sum', column: 'hours', as: 'Total Hours' }] }],
    ['count of jobs by team and status', { op: 'group', by: ['team', 'status'], aggregates: [{ fn: 'count', as: 'Count' }] }],
    ['average ticket per business unit', { op: 'group', by: ['business unit'], aggregates: [{ fn: 'average', column: 'ticket', as: 'Average Ticket' }] }],
    [
      'total the Hours per Technician in a column called Total Hours',
      { op: 'group', by: ['Technician'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Total Hours' }] },
    ],
    ['How many invoices do we have per Status?', { op: 'group', by: ['Status'], aggregates: [{ fn: 'count', as: 'Count' }] }],
    [
      'For each Team and Technician give the sum of Hours as Total Hours and the number of rows as Entries',
      {
        op: 'group',
        by: ['Team', 'Technician'],
        aggregates: [
          { fn: 'sum', column: 'Hours', as: 'Total Hours' },
          { fn: 'count', as: 'Entries' },
        ],
      },
    ],
    [
      'For each Job Type, work out the average, the shortest and the longest Duration Minutes, in columns named Average Minutes, Shortest and Longest',
      {
        op: 'group',
        by: ['Job Type'],
        aggregates: [
          { fn: 'average', column: 'Duration Minutes', as: 'Average Minutes' },
          { fn: 'min', column: 'Duration Minutes', as: 'Shortest' },
          { fn: 'max', column: 'Duration Minutes', as: 'Longest' },
        ],
      },
    ],
    ['group by Team with sum of Hours as Total Hours', { op: 'group', by: ['Team'], aggregates: [{ fn: 'sum', column: 'Hours', as: 'Total Hours' }] }],
    ['group by Branch', { op: 'group', by: ['Branch'], aggregates: [{ fn: 'count', as: 'Count' }] }],
  ])('%s', (text, expected) => {
    expect(ops(text)).toEqual([expected]);
  });

  it('adds aggregates named in the next clause to the group', () => {
    expect(ops('group by technician and total the hours')).toEqual([
      { op: 'group', by: ['technician'], aggregates: [{ fn: 'sum', column: 'hours', as: 'Total Hours' }] },
    ]);
    expect(ops('How many invoices per Status? One row per Status with the count in a column called Invoices')).toEqual([
      { op: 'group', by: ['Status'], aggregates: [{ fn: 'count', as: 'Invoices' }] },
    ]);
  });

  it('sorts a group by the aggregate it names', () => {
    expect(ops('per Customer, count the jobs (Jobs) and take the average Amount (Average Amount). Highest average first.')).toEqual([
      {
        op: 'group',
        by: ['Customer'],
        aggregates: [
          { fn: 'count', as: 'Jobs' },
          { fn: 'average', column: 'Amount', as: 'Average Amount' },
        ],
      },
      { op: 'sort', by: [{ column: 'Average Amount', descending: true }] },
    ]);
  });
});

describe('understand: inputs and outputs', () => {
  it.each<[string, Operation]>([
    ['one sheet per team', { op: 'split', column: 'team', into: 'sheets' }],
    ['a separate file for each branch', { op: 'split', column: 'branch', into: 'files' }],
    ['split the rows by Region into separate tabs', { op: 'split', column: 'Region', into: 'sheets' }],
    ['put each Team on its own sheet', { op: 'split', column: 'Team', into: 'sheets' }],
    ['match the second file on Job Number', { op: 'merge', with: { input: 1 }, on: ['Job Number'], how: 'left' }],
    ['look up the price from the Prices sheet by SKU', { op: 'merge', with: { sheet: 'Prices' }, on: ['SKU'], how: 'left' }],
    ['merge the second file on Job ID, keeping only rows that match', { op: 'merge', with: { input: 1 }, on: ['Job ID'], how: 'inner' }],
    ['combine all the files', { op: 'append', source: 'files' }],
    ['stack every sheet', { op: 'append', source: 'sheets' }],
    ['Stack the February, March and April invoice files into one list', { op: 'append', source: 'files' }],
  ])('%s', (text, expected) => {
    expect(ops(text)).toEqual([expected]);
  });

  it('reads the output format, name and sheet name', () => {
    expect(program('save as CSV').output).toEqual({ format: 'csv', fileName: 'Result' });
    expect(program('convert it to xlsx').output).toEqual({ format: 'xlsx', fileName: 'Result' });
    expect(program('call the output Weekly Hours').output).toEqual({ format: 'xlsx', fileName: 'Weekly Hours' });
    expect(program('save it as all-invoices.csv').output).toEqual({ format: 'csv', fileName: 'all-invoices' });
    expect(program('Save it as an Excel file named hours-by-technician').output).toEqual({ format: 'xlsx', fileName: 'hours-by-technician' });
    expect(program('Convert the parts price list from CSV to an Excel file with the sheet named Price List').output).toEqual({
      format: 'xlsx',
      fileName: 'Result',
      sheetName: 'Price List',
    });
    expect(program('put each Team on its own sheet of one workbook called team-hours.xlsx').output).toEqual({ format: 'xlsx', fileName: 'team-hours' });
  });

  it('reads which sheet, and the main sheet of a merge of sheets', () => {
    expect(program('use the Jan sheet').sheet).toBe('Jan');
    const p = program('Merge the Technicians sheet into the Jobs sheet on Tech ID');
    expect(p.sheet).toBe('Jobs');
    expect(p.operations).toEqual([{ op: 'merge', with: { sheet: 'Technicians' }, on: ['Tech ID'], how: 'left' }]);
  });

  it('takes reading and saving words, context and headings as nothing to do', () => {
    const u = understand('Take the weekly timesheet export. Our export has one row per shift. Clean up the list: save the result. Read the file.');
    expect(u.notUnderstood).toEqual([]);
    expect(u.program?.operations).toEqual([]);
    expect(u.understood).toContain('Take the weekly timesheet export -> read the input file');
  });
});

describe('understand: a whole description', () => {
  it('reads the issue’s example in order', () => {
    const u = understand('take the weekly timesheet export, drop the voided rows, total hours per technician, one sheet per team');
    expect(u.notUnderstood).toEqual([]);
    expect(u.program?.operations.map((o) => o.op)).toEqual(['filter', 'group', 'split']);
    expect(u.understood[1]).toBe('drop the voided rows -> Remove rows where Status is "voided"');
  });

  it('reads steps one per element, numbered or not', () => {
    expect(ops(['1. Remove duplicates by Invoice Number', 'Step 2: sort by Date, newest first', '- save as CSV'])).toEqual([
      { op: 'dedupe', columns: ['Invoice Number'], keep: 'first' },
      { op: 'sort', by: [{ column: 'Date', descending: true }] },
    ]);
  });
});

describe('understand: more ways to say it', () => {
  it.each<[string, string[]]>([
    ['filter to Status = Open', ['Keep only rows where Status is "Open"']],
    ['remove all blank rows', []],
    ['keep the last occurrence of each Invoice Number', ['Remove duplicate rows by Invoice Number, keeping the last one']],
    ['keep unique rows', ['Remove duplicate rows, keeping the first one']],
    ['put the newest first', ['Sort by Date descending']],
    ['clean up whitespace', ['Trim spaces in all text columns']],
    ['merge all the sheets into one', ['Stack every sheet of the file into one table']],
    ['Please take the invoice report and remove any invoices with a zero balance, then give me a CSV', ['Remove rows where balance is 0']],
    [
      'I need the total hours per technician, excluding anything marked Void, sorted with the most hours at the top',
      ['Group by technician with sum of hours as "Total Hours"', 'Remove rows where Status is "Void"', 'Sort by "Total Hours" descending'],
    ],
    ['Combine the two price lists on SKU and keep only matching items', ['Merge the second file on SKU, keeping only rows that match']],
    ['Take last month’s timesheet, split it into one file per technician and save each as CSV', ['Write one file per technician']],
    [
      'Calculate the average job amount by business unit and the number of jobs',
      ['Group by business unit with average of job amount as "Average Job Amount", count of rows as "Count"'],
    ],
    ['Keep only the columns Job #, Customer, Total and Status, in that order', ['Keep only the columns Job #, Customer, "Total", Status']],
    [
      'Sum Quantity and Extended Cost for each Vendor and Item',
      ['Group by Vendor and Item with sum of Quantity as "Total Quantity", sum of Extended Cost as "Total Extended Cost"'],
    ],
    ['Add up hours by team and by week', ['Group by team and week with sum of hours as "Total Hours"']],
    [
      'sort the invoice list so the oldest invoices come first, and only show the ones that are Overdue',
      ['Sort by Date ascending', 'Keep only rows where Status is "Overdue"'],
    ],
    ['Give me the total Amount by Status, call it Total, biggest total first', ['Group by Status with sum of Amount as "Total"', 'Sort by "Total" descending']],
    ['Take the Phone column out of the contact list and make Email the first column', ['Remove the columns Phone', 'Put the columns "Email" first']],
    ['work out the Line Total (Qty x Unit Cost)', ['Add a column Line Total = Qty * Unit Cost']],
    [
      'Which 3 work orders were the most expensive? Show the Work Order, Technician and Amount',
      ['Keep the top 3 rows by Amount descending', 'Keep only the columns "Work Order", Technician, Amount'],
    ],
    ['Count how many timesheet entries each Team has per Status (call it Entries)', ['Group by Team and Status with count of rows as Entries']],
    [
      'Just the electricians please (Team is Electrical): add up their Hours per Technician into a column Hours Total, A-Z by Technician',
      ['Keep only rows where Team is "Electrical"', 'Group by Technician with sum of Hours as Hours Total', 'Sort by Technician ascending'],
    ],
    [
      'Cut the price list down to the items with a Unit Price under 20, cheapest on top, and leave out the Supplier column',
      ['Keep only rows where Unit Price is less than 20', 'Sort by Unit Price ascending', 'Remove the columns Supplier'],
    ],
    [
      'Bring the customers file into the jobs file by Customer ID, but only keep the jobs whose customer is found in the customers file',
      ['Merge the second file on Customer ID, keeping only rows that match'],
    ],
    [
      'I need the invoices dated 2025-03-10 or later that are still Unpaid',
      ['Keep only rows where Date is on or after 2025-03-10', 'Keep only rows where Status is "Unpaid"'],
    ],
    ['Save the invoices as one CSV file for each Status', ['Write one file per Status']],
    [
      'Total Amount by Customer for March 2025 only',
      ['Keep only rows where Date is between 2025-03-01 and 2025-03-31', 'Group by Customer with sum of Amount as "Total Amount"'],
    ],
    ['Exclude rows where Hours is 0 or blank', ['Remove rows where Hours is 0 or Hours is blank']],
    [
      'Count invoices per customer (call it Invoice Count) and keep only customers with more than 3',
      ['Group by customer with count of rows as Invoice Count', 'Keep only rows where Invoice Count is greater than 3'],
    ],
    ['Get rid of the test jobs (Customer contains "TEST")', ['Remove rows where Customer contains "TEST"']],
  ])('%s', (text, expected) => {
    expect(ops(text).map(describeOperation)).toEqual(expected);
  });

  it('refuses what it cannot represent instead of guessing', () => {
    expect(understand('Filter the purchase orders to those dated this year').notUnderstood).toEqual(['Filter the purchase orders to those dated this year']);
    expect(understand('remove the first column').notUnderstood).toEqual(['remove the first column']);
    for (const text of [
      'keep rows where the customer is in Texas',
      'remove rows where the date is a weekend',
      'keep rows where Hours is more than the average',
      'highlight rows where Hours is over 40',
      'make a pivot table of hours by technician',
    ]) {
      expect(understand(text).notUnderstood).toEqual([text]);
    }
    expect(ops('keep rows where Status is one of "Open"')).toEqual([
      { op: 'filter', keep: true, conditions: [{ column: 'Status', op: 'in', value: ['Open'] }], combine: 'all' },
    ]);
  });
});

describe('understand: refusals', () => {
  it('names the clause it did not understand, verbatim, and builds no program', () => {
    const u = understand('Total the Hours per Technician from the timesheet and email each technician their own total.');
    expect(u.program).toBeNull();
    expect(u.notUnderstood).toEqual(['email each technician their own total']);
    expect(u.understood).toEqual(['Total the Hours per Technician from the timesheet -> Group by Technician with sum of Hours as "Total Hours"']);
  });

  it.each(['predict next month’s hours for every technician', 'Translate the Notes column into Spanish', 'look up each customer on Google Maps'])(
    'refuses "%s"',
    (text) => {
      const u = understand(text);
      expect(u.program).toBeNull();
      expect(u.notUnderstood.join(' ')).toContain(text.split(' ')[0]);
    },
  );
});

describe('understand: steps it writes', () => {
  const descriptions = [
    'drop the rows where Status is Void, then total the Hours per Technician in a column called Total Hours, sorted by Technician A to Z. Save it as an Excel file named hours-by-technician.',
    'keep only the invoices whose Status is Unpaid or Overdue, sort them by Amount from highest to lowest and keep just the Invoice No, Customer and Amount columns. I need it as a CSV file.',
    'Merge the Technicians sheet into the Jobs sheet on Tech ID. Add a column Cost = round(Hours * Hourly Rate, 2). Keep rows where Date is in the last 30 days. Write one file per "Job Type".',
    'Remove duplicate rows by Job ID, keeping the last one. Fill blank Notes with "N/A". Trim spaces. Rename Cust to Customer. Put Customer first. Remove the Internal columns. Top 5 by Amount.',
    'Combine all the files, remove rows where Amount is between 0 and 10 or Status is blank',
  ];

  it.each(descriptions)('reads back to the same program: %s', (text) => {
    const first = understand(text);
    expect(first.notUnderstood).toEqual([]);
    const p = first.program as Program;
    const steps = [describeRead(p), ...p.operations.map(describeOperation), describeWrite(p)];
    const again = understand(steps);
    expect(again.notUnderstood).toEqual([]);
    expect(again.program).toEqual(p);
  });

  it('is deterministic', () => {
    for (const text of descriptions) expect(JSON.stringify(understand(text))).toBe(JSON.stringify(understand(text)));
  });
});
