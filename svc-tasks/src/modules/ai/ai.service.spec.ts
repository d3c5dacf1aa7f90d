import type { AuthUser } from '@milestone/nest-kit';
import type { AiProvider } from './ai-provider.js';
import type { ImplementationDetails, TaskPlan } from './ai.types.js';
import { AiService, proposedAnswers } from './ai.service.js';
import type { ScriptCheck } from './script-check/script-check.service.js';

// implement-task's compile step: the provider here is a stand-in that answers a given
// implementation (the offline one always compiles; a model's answer may not), and the check one
// that answers as a worker's compile() does (test/int/script.int-spec.ts holds the real one).

const PLAN: TaskPlan = {
  name: 'Hours',
  description: '',
  type: 'excel-processing',
  estimatedComplexity: 'low',
  features: [],
  sections: [],
  dataFlow: ['Sort by Date'],
  apiEndpoints: [],
};
const caller = { id: 7, companyId: 3, role: 'user' } as AuthUser;

function serviceAnswering(details: ImplementationDetails): AiService {
  const provider = { name: 'openai', model: 'm', implementTask: () => Promise.resolve(details) } as unknown as AiProvider;
  const check = {
    compileError: async (script: string) => (script.startsWith('def f(:') ? 'Syntax error on line 1: invalid syntax' : null),
  } as unknown as ScriptCheck;
  return new AiService(provider, check, null!, null!, null!, null!, null!, null!);
}

const details = (script: string | null): ImplementationDetails => ({
  steps: ['Sort by Date'],
  script,
  summary: [],
  understood: [],
  notUnderstood: [],
  message: 'Built.',
  provider: 'openai',
  model: 'm',
});

describe('implement-task', () => {
  it('returns a script that compiles as the provider wrote it', async () => {
    expect(await serviceAnswering(details('import milestone\nprint(1)\n')).implement(caller, { plan: { ...PLAN, notes: [] } })).toEqual(
      details('import milestone\nprint(1)\n'),
    );
  });

  it('returns no script when it does not compile, and says so', async () => {
    const answer = await serviceAnswering(details('def f(:\n  pass\n')).implement(caller, { plan: { ...PLAN, notes: [] } });
    expect(answer.script).toBeNull();
    expect(answer.message).toMatch(
      /^The generated script does not compile \(Syntax error on line 1: .+\), so the task cannot be built as it is\. Please try again\.$/,
    );
  });
});

describe('the quick creator’s answers', () => {
  it('takes every proposed value, and leaves questions without one unanswered', () => {
    expect(
      proposedAnswers([
        { id: 'format', question: 'Output?', description: '', required: true, type: 'select', options: ['xlsx', 'csv'], value: 'xlsx' },
        { id: 'blanks', question: 'Blanks?', description: '', required: false, type: 'checkbox', value: false },
        { id: 'name', question: 'Name?', description: '', required: false, type: 'text' },
      ]),
    ).toEqual({ format: 'xlsx', blanks: false });
  });
});

describe("the user's sample file", () => {
  const sample = { fileName: 'timesheet.csv', sheets: [{ name: 'timesheet', columns: ['Technician', 'Hours'], rows: [['Jordan', '8']] }] };

  it('reaches the provider with the description, the plan and the implementation, and is left out when there is none', async () => {
    const seen: Array<{ call: string; sample: unknown; has: boolean }> = [];
    const record = (call: string, input: { sample?: unknown }) => seen.push({ call, sample: input.sample, has: 'sample' in input });
    const provider = {
      name: 'offline',
      model: null,
      generateRequirements: async (input: { sample?: unknown }) => (record('requirements', input), { requirements: [], message: '' }),
      generatePlan: async (input: { sample?: unknown }) => (record('plan', input), { ...PLAN, notes: [] }),
      implementTask: async (input: { sample?: unknown }) => (record('implement', input), details(null)),
    } as unknown as AiProvider;
    const check = { compileError: async () => null } as unknown as ScriptCheck;
    const service = new AiService(provider, check, null!, null!, null!, null!, null!, null!);
    await service.requirements(caller, { description: 'Total the hours', taskType: 'excel-processing', sample });
    await service.plan(caller, { description: 'Total the hours', taskType: 'excel-processing', requirements: {}, sample });
    await service.implement(caller, { plan: { ...PLAN, notes: [] }, sample });
    await service.requirements(caller, { description: 'Total the hours', taskType: 'excel-processing' });
    expect(seen).toEqual([
      { call: 'requirements', sample, has: true },
      { call: 'plan', sample, has: true },
      { call: 'implement', sample, has: true },
      { call: 'requirements', sample: undefined, has: false },
    ]);
  });
});
