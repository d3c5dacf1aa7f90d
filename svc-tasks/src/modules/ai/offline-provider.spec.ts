import type { AiProvider } from './ai-provider.js';
import type { AiCallContext, InputSample } from './ai.types.js';
import { OfflineAiProvider } from './offline-provider.js';

const ctx: AiCallContext = { companyId: 1, userId: 1 };
const provider: AiProvider = new OfflineAiProvider();

const sample: InputSample = {
  fileName: 'timesheet.xlsx',
  sheets: [
    {
      name: 'Week 12',
      columns: ['Tech Name', 'Team', 'Hours Worked', 'State'],
      rows: [
        ['Ana Lopez', 'HVAC', 8, 'Approved'],
        ['Ben Carter', 'Plumbing', 6.5, 'Voided'],
      ],
    },
  ],
};

describe(OfflineAiProvider.name, () => {
  it('implements a plan into its steps and a script, offline', async () => {
    const description = 'Drop the voided rows, total the hours per tech name and save as CSV';
    const { requirements } = await provider.generateRequirements({ description, taskType: 'excel-processing' }, ctx);
    const answers = Object.fromEntries(requirements.map((q) => [q.id, q.value]));
    const plan = await provider.generatePlan({ description, taskType: 'excel-processing', answers }, ctx);
    const details = await provider.implementTask({ plan, answers }, ctx);
    expect(details).toMatchObject({ steps: plan.dataFlow, notUnderstood: [], provider: 'offline', model: null });
    expect(details.script).toContain('import milestone');
    expect(details.script).toContain('"voided"');
    expect(details.summary).toEqual([
      'Remove rows where Status is "voided"',
      'Group by tech name with sum of hours as "Total Hours"',
      'Write "Total Hours by tech name.csv"',
    ]);
    expect(details.message).toMatch(/^Built a script of 2 steps: /);
  });

  it('builds no script when a step is not understood, naming what it understood and what not', async () => {
    const details = await provider.implementTask(
      {
        plan: {
          name: 'x',
          description: 'x',
          type: 'excel-processing',
          estimatedComplexity: 'low',
          features: [],
          sections: [],
          apiEndpoints: [],
          dataFlow: ['Sort by Date', 'Email the result to the office'],
        },
        answers: {},
      },
      ctx,
    );
    expect(details.script).toBeNull();
    expect(details.notUnderstood).toEqual(['Email the result to the office']);
    expect(details.message).toBe(
      'I could not build a script for all of this. I understood: Sort by Date -> Sort by Date ascending. I did not understand: "Email the result to the office". Rephrase it with the operations I know (filter, sort, group, total, count, remove duplicates, keep or remove columns, rename, add a computed column, trim, fill blanks, dates, top N, split, merge, combine files, CSV or Excel).',
    );
  });

  it('names the input’s real columns when it has a sample of it', async () => {
    const proposal = await provider.generateScript(
      { name: 'Hours', description: '', steps: ['drop the voided rows', 'total hours per tech', 'sort by hours, highest first'], input: sample },
      ctx,
    );
    expect(proposal.notUnderstood).toEqual([]);
    expect(proposal.understood).toEqual([
      'drop the voided rows -> Remove rows where State is "voided"',
      'total hours per tech -> Group by Tech Name with sum of Hours Worked as "Total Hours"',
      'sort by hours -> Sort by "Total Hours" descending',
      'highest first -> descending',
    ]);
    expect(proposal.script).toContain('"Hours Worked"');
  });

  it('falls back to the description when the task has no steps yet', async () => {
    const proposal = await provider.generateScript({ name: 'Hours', description: 'Remove duplicates by Job ID', steps: [] }, ctx);
    expect(proposal.understood).toEqual(['Remove duplicates by Job ID -> Remove duplicate rows by Job ID, keeping the first one']);
    expect(proposal.script).not.toBeNull();
  });

  it('answers the same way every time, in a few milliseconds of CPU', async () => {
    const description =
      'Keep only Approved rows from 1/1/2025 to Jan 31 2025, total Hours per Team and Technician, top 5 by Total Hours, one sheet per Team, call the output Weekly Hours';
    const first = JSON.stringify(await provider.generatePlan({ description, taskType: 'excel-processing', answers: {} }, ctx));
    // CPU time, not wall time: the machine running the tests may be shared.
    const times: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const started = process.cpuUsage();
      const plan = await provider.generatePlan({ description, taskType: 'excel-processing', answers: {} }, ctx);
      const used = process.cpuUsage(started);
      times.push((used.user + used.system) / 1000);
      expect(JSON.stringify(plan)).toBe(first);
    }
    times.sort((a, b) => a - b);
    expect(times[10]).toBeLessThan(5);
  });
});
