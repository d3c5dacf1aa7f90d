import { bindScriptColumns, missingColumnsMessage } from './bind-script.js';

// A model's script checked against the sample's header with the offline resolver (issue 30, "With a model too").

const HEADER = ['Customer', 'Phone', 'Amount', 'Status', 'Invoice Date'];

describe('bindScriptColumns', () => {
  it('corrects a column the resolver is sure of, everywhere the script names it', () => {
    const script = [
      'df = pd.read_csv(path)',
      "df = df[df['status'] == 'Paid']",
      'out = df.groupby("Customer", as_index=False).agg(Total=("Amount Billed", "sum"))',
      "out['Phone'] = df['Phone Number']",
      "out = out.sort_values(by=['Total'], ascending=False)",
    ].join('\n');
    const bound = bindScriptColumns(script, HEADER);
    expect(bound.corrected).toEqual([
      { from: 'status', to: 'Status' },
      { from: 'Phone Number', to: 'Phone' },
      { from: 'Amount Billed', to: 'Amount' },
    ]);
    expect(bound.missing).toEqual([]);
    expect(bound.script).toContain("df[df['Status'] == 'Paid']");
    expect(bound.script).toContain('Total=("Amount", "sum")');
    expect(bound.script).toContain("out['Phone'] = df['Phone']");
  });

  it('leaves alone the columns the script makes itself and the sheets it reads', () => {
    const script = [
      'sheets = pd.read_excel(path, sheet_name=None)',
      "df = sheets['Invoices']",
      "df['Balance Due'] = df['Amount'] * 2",
      "df = df.rename(columns={'Customer': 'Client'})",
      "print(df[['Client', 'Balance Due']])",
      "counts = df.groupby('Status').size().reset_index(name='Jobs')",
      "counts = counts.sort_values('Jobs')",
    ].join('\n');
    const bound = bindScriptColumns(script, HEADER, ['Invoices']);
    expect(bound).toEqual({ script, corrected: [], missing: [] });
  });

  it('reports a column it cannot be sure of, with the closest header, and changes nothing', () => {
    const script = "df = df[df['Cost Center'] == 'A']\ntotal = df.groupby('Tech Grade')['Hours'].sum()";
    const header = ['Center Code', 'Cost', 'Technician', 'Hours'];
    const bound = bindScriptColumns(script, header);
    expect(bound.script).toBe(script);
    expect(bound.corrected).toEqual([]);
    expect(bound.missing).toEqual([
      { column: 'Cost Center', closest: expect.any(String) },
      { column: 'Tech Grade', closest: 'Technician' },
    ]);
    expect(missingColumnsMessage(bound.missing.slice(1), header)).toBe(
      'The file has no column "Tech Grade"; the closest is "Technician". The columns are: Center Code, Cost, Technician, Hours. Say which column to use, and I will write the script again.',
    );
  });
});
