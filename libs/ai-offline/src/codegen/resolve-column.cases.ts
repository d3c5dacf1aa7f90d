/**
 * The cases both column resolvers must agree on: the TypeScript `resolveColumn` and the generated
 * script's Python `find_column` (compile-program.spec runs these through the real script).
 * [what the user wrote, the file's header, the header it resolves to (null: not found)].
 */
export const RESOLVE_COLUMN_CASES: Array<[string, string[], string | null]> = [
  ['Hours', ['Tech', 'Hours', 'Date'], 'Hours'],
  ['hours', ['Tech', 'Hours', 'Date'], 'Hours'],
  ['tech name', ['Tech_Name', 'Hours'], 'Tech_Name'],
  ['Tech-Name', ['tech name', 'Hours'], 'tech name'],
  ['P.O. Number', ['PO Number', 'Vendor'], 'PO Number'],
  ['hour', ['Tech', 'Hours'], 'Hours'],
  ['technicians', ['Technician', 'Hours'], 'Technician'],
  ['Hours', ['Tech', 'Hrs', 'Date'], null],
  ['Tech', ['Technician', 'Hours'], 'Technician'],
  ['Name', ['Tech Name', 'Customer Name'], null],
  ['Customer', ['Tech Name', 'Customer Name'], 'Customer Name'],
  ['Total', ['Total', 'total'], 'Total'],
  ['total', ['Total', 'total'], 'total'],
  ['TOTAL', ['Total', 'total'], 'Total'],
  ['amount', ['Invoice Amount', 'Date'], 'Invoice Amount'],
  ['date', ['Date Created', 'Date Paid'], null],
  ['Qté', ['Qté', 'Prix'], 'Qté'],
  ['qte', ['Qté', 'Prix'], null],
  ['prix', ['Qté', 'Prix'], 'Prix'],
  ['#', ['#', 'Name'], '#'],
  ['?', ['#', 'Name'], null],
  ['status', ['Job Status', 'Status Code'], 'Status Code'],
  ['Unit Price ($)', ['Unit Price', 'Qty'], 'Unit Price'],
  // Everyday words for a column (issue 30): a longer word, a synonym, a filler word after it.
  ['technician', ['Job Number', 'Tech', 'Status'], 'Tech'],
  ['technicians', ['Job Number', 'Tech', 'Status'], 'Tech'],
  ['tech', ['Technician', 'Date', 'Hours'], 'Technician'],
  ['phone number', ['Customer Name', 'Phone', 'Email'], 'Phone'],
  ['amount billed', ['Invoice #', 'Customer', 'Amount', 'Status'], 'Amount'],
  ['quantity', ['Part', 'Qty', 'Unit Price'], 'Qty'],
  ['telephone', ['Name', 'Phone'], 'Phone'],
  ['vendor', ['PO', 'Supplier', 'Total'], 'Supplier'],
  ['tech for October only', ['Technician', 'Date', 'Hours'], null],
  ['customer phone', ['Customer', 'Phone'], null],
];
