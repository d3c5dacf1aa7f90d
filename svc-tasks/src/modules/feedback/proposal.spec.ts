import { proposalIn, proposalOf, scriptHash, stepTexts } from './proposal.js';

describe(proposalOf.name, () => {
  it('keeps the whole script, a unified diff current -> proposed and the hash of the script it was made from', () => {
    const sut = proposalOf('a = 1\nb = row["Hours"]\n', 'a = 1\nb = row["Hrs"]\n')!;
    expect(sut.script).toBe('a = 1\nb = row["Hrs"]\n');
    expect(sut.baseVersion).toBe(scriptHash('a = 1\nb = row["Hours"]\n'));
    expect(sut.diff).toContain('--- current');
    expect(sut.diff).toContain('+++ proposed');
    expect(sut.diff).toContain('-b = row["Hours"]\n+b = row["Hrs"]');
  });

  it('proposes nothing when the script is missing, blank or unchanged', () => {
    expect(proposalOf('x = 1\n', null)).toBeNull();
    expect(proposalOf('x = 1\n', '  \n')).toBeNull();
    expect(proposalOf('x = 1\n', 'x = 1\n')).toBeNull();
  });

  it('proposes over a task without a script (its hash is that of an empty one)', () => {
    expect(proposalOf(null, 'print(1)\n')!.baseVersion).toBe(scriptHash(''));
  });
});

describe(proposalIn.name, () => {
  it('reads a message’s proposal and nothing from other metadata', () => {
    expect(proposalIn({ proposal: { script: 's', diff: 'd', baseVersion: 'b' } })).toEqual({ script: 's', diff: 'd', baseVersion: 'b' });
    expect(proposalIn({})).toBeNull();
    expect(proposalIn({ proposal: { script: 's' } })).toBeNull();
    expect(proposalIn(null)).toBeNull();
  });
});

describe(stepTexts.name, () => {
  it('reads the steps of the task’s instructions, JSON or legacy lines', () => {
    expect(
      stepTexts(
        JSON.stringify([
          { id: 'step-1', content: 'Read the file' },
          { id: 'step-2', content: 'Sum hours' },
        ]),
      ),
    ).toEqual(['Read the file', 'Sum hours']);
    expect(stepTexts('Read the file\n\nSum hours\n')).toEqual(['Read the file', 'Sum hours']);
    expect(stepTexts(null)).toEqual([]);
  });
});
