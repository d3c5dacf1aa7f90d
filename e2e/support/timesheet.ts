// The weekly timesheet the AI builder's browser tests give their tasks, and how they read a csv
// output.

export const TIMESHEET_NAME = 'timesheet.csv';
export const TIMESHEET_CSV = [
  'Technician,Date,Hours,Status',
  'Jordan,2025-11-17,8,Approved',
  'Alex,2025-11-17,7.5,Approved',
  'Jordan,2025-11-18,6,Void',
  'Jordan,2025-11-19,4,Approved',
  'Alex,2025-11-19,2,Approved',
  'Casey,2025-11-20,3,Void',
].join('\n');

/** The csv's data rows as objects (the generated script writes a header row first). */
export function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
}
