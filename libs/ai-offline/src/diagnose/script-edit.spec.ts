import { renameLiteral } from './script-edit.js';

describe('renameLiteral', () => {
  it('changes the column references and leaves output names, messages and comments alone', () => {
    const script = [
      'HOURS = resolve(header, "Hours")',
      'total = sum(number(r[HOURS]) for r in rows)',
      '# sum the "Hours"',
      'print("Hours total", total)',
      "writer.writerow(['Tech', 'Hours'])",
    ].join('\n');
    expect(renameLiteral(script, 'Hours', 'Hrs')).toBe(script.replace('resolve(header, "Hours")', 'resolve(header, "Hrs")'));
  });

  it('changes every exact literal of a script that has no reference site', () => {
    expect(renameLiteral("x = 'Amount'\ny = 'Amount'\n", 'Amount', 'Total')).toBe("x = 'Total'\ny = 'Total'\n");
  });

  it('escapes the new name for the quote it sits in', () => {
    expect(renameLiteral("v = row['Tech']", 'Tech', "Tech's name")).toBe("v = row['Tech\\'s name']");
  });

  it('answers null when the script never names it in a literal', () => {
    expect(renameLiteral('print(f"{Hours}")', 'Hours', 'Hrs')).toBeNull();
  });
});

describe('renameLiteral on a generated script', () => {
  const generated = [
    'def task():',
    '    table = read_table(0, sheet=None, require_rows=True)',
    '    # Step 1 of 3: remove the rows where "Status" is "Void".',
    '    table = filter_rows(table, keep=False, combine="all", conditions=[',
    '        ("Status", "eq", "Void"),',
    '    ])',
    '    report(37, "Step 1 of 3: remove the rows where \\"Status\\" is \\"Void\\"" + \' (%d rows)\' % len(table.rows))',
    '    table = keep_dates_between(table, "Date", last_days=7)',
    '    table = group_rows(table, ["Tech"], [',
    '        ("sum", "Hours", "Hours"),',
    '    ])',
    '    table = sort_rows(table, [("Hours", True)])',
    '    written = write_output(table, "hours.xlsx", "xlsx", sheet_name=None, split_by="Team", split_into="sheets")',
  ].join('\n');

  it('changes the input column a group sums, not its output column nor what later steps read of it', () => {
    const sut = renameLiteral(generated, 'Hours', 'Hrs');
    expect(sut).toBe(generated.replace('("sum", "Hours", "Hours")', '("sum", "Hrs", "Hours")'));
  });

  it('changes a condition’s column, a group key, a date column and a split column', () => {
    expect(renameLiteral(generated, 'Status', 'State')).toBe(generated.replace('("Status", "eq", "Void")', '("State", "eq", "Void")'));
    expect(renameLiteral(generated, 'Tech', 'Technician')).toBe(generated.replace('["Tech"]', '["Technician"]'));
    expect(renameLiteral(generated, 'Date', 'Work Date')).toBe(generated.replace('(table, "Date"', '(table, "Work Date"'));
    expect(renameLiteral(generated, 'Team', 'Crew')).toBe(generated.replace('split_by="Team"', 'split_by="Crew"'));
  });
});
