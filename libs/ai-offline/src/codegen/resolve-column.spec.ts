import { RESOLVE_COLUMN_CASES } from './resolve-column.cases.js';
import { normaliseColumnName, resolveColumn } from './resolve-column.js';

describe(resolveColumn.name, () => {
  it.each(RESOLVE_COLUMN_CASES)('resolves %j in %j to %j (as the generated script does)', (ref, header, expected) => {
    expect(resolveColumn(ref, header)).toBe(expected);
  });

  it('ignores case, spaces, punctuation and a plural s when comparing names', () => {
    expect(normaliseColumnName('Hours Worked')).toBe('hoursworked');
    expect(normaliseColumnName('P.O._Number-s')).toBe('ponumber');
    expect(normaliseColumnName('Qty')).toBe('qty');
    expect(normaliseColumnName('us')).toBe('us');
  });
});
