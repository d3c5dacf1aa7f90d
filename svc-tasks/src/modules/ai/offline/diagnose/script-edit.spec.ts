import { renameLiteral } from './script-edit.js';

describe('renameLiteral', () => {
  it('changes the column references and leaves output names, messages and comments alone', () => {
    const script = [
      'HOURS = resolve(header, "Hours")',
      "total = sum(number(r[HOURS]) for r in rows)",
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
